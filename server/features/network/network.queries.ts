/**
 * Reads the network's routes share: the live partnership between two people and where the caller
 * stands in it, recommendations with both people, and someone's network summed up for a profile page.
 */
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { NetworkSummary, PartnershipStatus, Recommendation } from '../../../contracts/network/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { profileCardView } from '../profiles/index.ts'
import { countAll, toPerson } from './people.ts'
import { follows, partnerships, recommendations, type PartnershipStatusValue } from './tables.ts'

/** Followers and followings counts of someone, active accounts only. */
export async function followCounts(db: Db, userId: number) {
  const [row] = await db
    .select({
      followers: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.id = f.follower_id
        where f.followed_id = ${userId} and u.status = 'active')`,
      followings: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.id = f.followed_id
        where f.follower_id = ${userId} and u.status = 'active')`,
    })
    .from(sql`(select 1) as one`)
  return row
}

export type PartnershipRow = typeof partnerships.$inferSelect

const LIVE: PartnershipStatusValue[] = ['pending', 'accepted']

/** The rows between two people, whichever side asked. */
export const between = (a: number, b: number) =>
  or(
    and(eq(partnerships.requester_id, a), eq(partnerships.target_id, b)),
    and(eq(partnerships.requester_id, b), eq(partnerships.target_id, a)),
  )

/** The pending or accepted partnership between two people (at most one: partnerships_live_pair_idx). */
export async function livePartnership(
  db: Db,
  a: number,
  b: number,
  lock = false,
): Promise<PartnershipRow | null> {
  const query = db
    .select()
    .from(partnerships)
    .where(and(between(a, b), inArray(partnerships.status, LIVE)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Where `me` stands in a partnership row (or none). */
export function standingOf(row: PartnershipRow | null, me: number): PartnershipStatus['standing'] {
  if (!row || !LIVE.includes(row.status)) return 'none'
  if (row.status === 'accepted') return 'accepted'
  return row.requester_id === me ? 'pending_sent' : 'pending_received'
}

export function toPartnershipStatus(
  row: PartnershipRow | null,
  me: number,
  other: number,
): PartnershipStatus {
  const standing = standingOf(row, me)
  return {
    user_id: other,
    standing,
    id: standing === 'none' || !row ? null : row.id,
    since: standing === 'none' || !row ? null : (row.responded_at ?? row.created_at).toISOString(),
  }
}

/** How many accepted partners someone has (active accounts only). */
export async function partnersCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: countAll })
    .from(partnerships)
    .innerJoin(
      users,
      sql`${users.id} = case when ${partnerships.requester_id} = ${userId} then ${partnerships.target_id} else ${partnerships.requester_id} end`,
    )
    .where(
      and(
        or(eq(partnerships.requester_id, userId), eq(partnerships.target_id, userId)),
        eq(partnerships.status, 'accepted'),
        eq(users.status, 'active'),
      ),
    )
  return row.total
}

const authors = alias(users, 'author_user')
const authorProfiles = profileCardView('author_profile')
const recipients = alias(users, 'recipient_user')
const recipientProfiles = profileCardView('recipient_profile')

/** Recommendations matching `where`, with both people (both active), the latest first. */
export async function selectRecommendations(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Recommendation[]> {
  const query = db
    .select({
      id: recommendations.id,
      text: recommendations.text,
      accepted_at: recommendations.accepted_at,
      created_at: recommendations.created_at,
      updated_at: recommendations.updated_at,
      author_id: authors.id,
      author_first: authors.first_name,
      author_last: authors.last_name,
      author_slug: authorProfiles.slug,
      author_avatar: authorProfiles.avatar_url,
      recipient_id: recipients.id,
      recipient_first: recipients.first_name,
      recipient_last: recipients.last_name,
      recipient_slug: recipientProfiles.slug,
      recipient_avatar: recipientProfiles.avatar_url,
    })
    .from(recommendations)
    .innerJoin(authors, eq(authors.id, recommendations.author_id))
    .innerJoin(authorProfiles, eq(authorProfiles.user_id, authors.id))
    .innerJoin(recipients, eq(recipients.id, recommendations.recipient_id))
    .innerJoin(recipientProfiles, eq(recipientProfiles.user_id, recipients.id))
    .where(and(where, eq(authors.status, 'active'), eq(recipients.status, 'active')))
    .orderBy(desc(recommendations.updated_at), desc(recommendations.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    author: toPerson({
      id: row.author_id,
      first_name: row.author_first,
      last_name: row.author_last,
      slug: row.author_slug,
      avatar_url: row.author_avatar,
    }),
    recipient: toPerson({
      id: row.recipient_id,
      first_name: row.recipient_first,
      last_name: row.recipient_last,
      slug: row.recipient_slug,
      avatar_url: row.recipient_avatar,
    }),
  }))
}

const pair = (author: number, recipient: number) =>
  and(eq(recommendations.author_id, author), eq(recommendations.recipient_id, recipient))

/** Counts recommendations matching `where` with both people active. */
export async function countRecommendations(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: countAll })
    .from(recommendations)
    .innerJoin(authors, eq(authors.id, recommendations.author_id))
    .innerJoin(recipients, eq(recipients.id, recommendations.recipient_id))
    .where(and(where, eq(authors.status, 'active'), eq(recipients.status, 'active')))
  return row.total
}

/** What `authorId` wrote about `recipientId` (accepted or still waiting), both active, or null. */
export async function recommendationBetween(
  db: Db,
  authorId: number,
  recipientId: number,
): Promise<Recommendation | null> {
  const [row] = await selectRecommendations(db, pair(authorId, recipientId))
  return row ?? null
}

export const acceptedFor = (userId: number) =>
  and(eq(recommendations.recipient_id, userId), isNotNull(recommendations.accepted_at))

export async function networkSummary(db: Db, me: number | null, userId: number): Promise<NetworkSummary> {
  const isSelf = me === userId
  const other = me !== null && !isSelf
  const [counts, partners, recommendationsCount, live, mine, sent, following] = await Promise.all([
    followCounts(db, userId),
    partnersCount(db, userId),
    countRecommendations(db, acceptedFor(userId)),
    other ? livePartnership(db, me, userId) : null,
    other ? selectRecommendations(db, pair(userId, me)) : [],
    other ? selectRecommendations(db, pair(me, userId)) : [],
    other
      ? db
          .select({ one: sql`1` })
          .from(follows)
          .where(and(eq(follows.follower_id, me), eq(follows.followed_id, userId)))
      : [],
  ])
  return {
    user_id: userId,
    ...counts,
    partners,
    is_following: following.length > 0,
    is_self: isSelf,
    partnership: toPartnershipStatus(live, me ?? 0, userId),
    my_recommendation: mine[0] ?? null,
    sent_recommendation: sent[0] ?? null,
    recommendations_count: recommendationsCount,
  }
}
