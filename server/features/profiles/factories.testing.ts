/**
 * Factories of the profiles area's rows, for tests (issue 33: factories beside their area): the
 * profile every user has, as registration makes one. accounts' createUser calls it.
 */
import type { Db } from '../../core/db/index.ts'
import { profiles, type ProfileRow } from './tables.ts'

export type { ProfileRow }

/** Profile fields a test may set beyond the user and the slug. */
export type ProfileFields = Partial<typeof profiles.$inferInsert>

/** The profile of `userId` at `slug`, with `fields`. */
export async function createProfile(
  db: Db,
  userId: number,
  slug: string,
  fields: ProfileFields = {},
): Promise<ProfileRow> {
  const [profile] = await db
    .insert(profiles)
    .values({ slug, ...fields, user_id: userId })
    .returning()
  return profile
}
