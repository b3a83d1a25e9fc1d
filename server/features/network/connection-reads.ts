/**
 * Who is connected to whom, for other areas' own SQL (issue 33: reads go through the owner's
 * face): follows and accepted partnerships as SQL pieces a caller puts inside its query, so a feed
 * or an audience check stays one statement with the plan of the SQL it replaces.
 */
import { sql, type SQL } from 'drizzle-orm'
import { follows, partnerships } from './tables.ts'

/** `select … as id`: the people `userId` follows. */
export const followedIdsOf = (userId: number): SQL =>
  sql`select ${follows.followed_id} as id from ${follows} where ${follows.follower_id} = ${userId}`

/** `select … as id`: the people who follow `userId`. */
export const followerIdsOf = (userId: number): SQL =>
  sql`select ${follows.follower_id} as id from ${follows} where ${follows.followed_id} = ${userId}`

/** `select … as id`: `userId`'s partners (accepted partnerships, whichever side asked). */
export const partnerIdsOf = (userId: number): SQL =>
  sql`select case when ${partnerships.requester_id} = ${userId} then ${partnerships.target_id} else ${partnerships.requester_id} end as id
    from ${partnerships}
    where (${partnerships.requester_id} = ${userId} or ${partnerships.target_id} = ${userId}) and ${partnerships.status} = 'accepted'`

/** A boolean expression: whether `followerId` follows `followedId`. */
export const isFollowing = (followerId: number, followedId: number): SQL =>
  sql`exists (select 1 from ${follows} where ${follows.follower_id} = ${followerId} and ${follows.followed_id} = ${followedId})`

/** A boolean expression: whether `a` and `b` are partners (an accepted partnership, whichever side asked). */
export const arePartners = (a: number, b: number): SQL =>
  sql`exists (select 1 from ${partnerships} where ${partnerships.status} = 'accepted' and (
    (${partnerships.requester_id} = ${a} and ${partnerships.target_id} = ${b}) or
    (${partnerships.requester_id} = ${b} and ${partnerships.target_id} = ${a})))`
