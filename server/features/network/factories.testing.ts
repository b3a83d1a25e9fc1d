/** Factories of the network area (issue 16; beside it, issue 33): follows and partnerships between existing users. */
import type { Db } from '../../core/db/index.ts'
import { follows, partnerships, recommendations } from './tables.ts'

export async function createFollow(db: Db, follower: number, followed: number, created_at = new Date()) {
  await db
    .insert(follows)
    .values({ follower_id: follower, followed_id: followed, created_at })
    .onConflictDoNothing()
}

/** A partnership in a given state (accepted by default) asked by `requester`. */
export async function createPartnership(
  db: Db,
  requester: number,
  target: number,
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'terminated' = 'accepted',
) {
  const [row] = await db
    .insert(partnerships)
    .values({
      requester_id: requester,
      target_id: target,
      status,
      responded_at: status === 'pending' ? null : new Date(),
    })
    .returning()
  return row
}

export async function createRecommendation(
  db: Db,
  author: number,
  recipient: number,
  text: string,
  accepted = true,
) {
  const [row] = await db
    .insert(recommendations)
    .values({ author_id: author, recipient_id: recipient, text, accepted_at: accepted ? new Date() : null })
    .returning()
  return row
}
