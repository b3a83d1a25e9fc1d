/**
 * What the onboarding wizard reads of a profile (issue 33: reads go through the owner's face): whether
 * an address is someone else's, the interests chosen, and how complete the profile is. Each takes the
 * caller's db or transaction.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import type { UserRow } from '../../core/db/tables.ts'
import { loadCompletion } from './completion.ts'
import { profiles } from './tables.ts'

/** Another user's profile has this address (`slug` as stored: lower case). */
export async function slugTakenByOther(db: Db, slug: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.slug, slug), ne(profiles.user_id, userId)))
    .limit(1)
  return row !== undefined
}

/** The interests on the user's profile, or undefined when they have no profile. */
export async function profileInterestsOf(
  db: Db,
  userId: number,
): Promise<(typeof profiles.$inferSelect)['interests'] | undefined> {
  const [profile] = await db
    .select({ interests: profiles.interests })
    .from(profiles)
    .where(eq(profiles.user_id, userId))
  return profile?.interests
}

/** The completion of the user's profile and what it misses (SPEC.md §4), or null without a profile. */
export async function completionOfUser(db: Db, user: UserRow) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.user_id, user.id))
  return profile ? loadCompletion(db, profile, user) : null
}
