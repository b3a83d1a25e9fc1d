/**
 * How other areas read people's CVs and completion (issue 33): HR's students, filtered by their
 * studies and availability inside HR's own query, and each shown with the profile's completion.
 * The filters are conditions on the person whose user id the caller's query gives (correlated
 * EXISTS over profile_items, answered by its user_id index), so the caller's query stays one.
 */
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Completion } from '../../../contracts/profiles/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { escapeLike, qualified } from '../../core/db/sql.ts'
import { loadCompletions, type CompletionFacts } from './completion.ts'
import { profileItems, profiles, schools } from './tables.ts'

const studiesOf = (userId: SQL) =>
  sql`${qualified(profileItems.user_id)} = ${userId} and ${qualified(profileItems.section)} = 'studies'`

/** Whether one of the person's studies has a degree, field or school (typed, or chosen from the list) matching the text. */
export function matchesStudies(text: string | undefined, userId: SQL): SQL | undefined {
  if (!text) return undefined
  const pattern = `%${escapeLike(text)}%`
  return sql`exists (select 1 from ${profileItems} left join ${schools} on ${qualified(schools.id)}::text = ${qualified(profileItems.data)}->>'school_id'
    where ${studiesOf(userId)} and (${qualified(profileItems.data)}->>'degree' ilike ${pattern}
      or ${qualified(profileItems.data)}->>'field' ilike ${pattern}
      or ${qualified(profileItems.data)}->>'school_name' ilike ${pattern}
      or ${qualified(schools.name)} ilike ${pattern}))`
}

export type CvAvailability = 'free' | 'studying' | 'graduated'

/**
 * Where the person stands, from their CV: `free` — no current job; `studying` — a study without an
 * end date; `graduated` — a finished study.
 */
export function hasAvailability(availability: CvAvailability, userId: SQL): SQL {
  switch (availability) {
    case 'free':
      return sql`not exists (select 1 from ${profileItems} where ${qualified(profileItems.user_id)} = ${userId}
    and ${qualified(profileItems.section)} = 'experiences' and (${qualified(profileItems.data)}->>'current')::boolean)`
    case 'studying':
      return sql`exists (select 1 from ${profileItems} where ${studiesOf(userId)} and ${qualified(profileItems.data)}->>'end_date' is null)`
    case 'graduated':
      return sql`exists (select 1 from ${profileItems} where ${studiesOf(userId)} and ${qualified(profileItems.data)}->>'end_date' is not null)`
  }
}

/**
 * The completion of the given people's profiles (a page of a list), by user id: their profiles read
 * at once, then loadCompletions' counts. Someone without a profile (gone meanwhile) has none.
 */
export async function loadCompletionsOf(
  db: Db,
  people: (CompletionFacts['user'] & { id: number })[],
): Promise<Map<number, Completion>> {
  if (people.length === 0) return new Map()
  const rows = await db
    .select()
    .from(profiles)
    .where(
      inArray(
        profiles.user_id,
        people.map((person) => person.id),
      ),
    )
  const byUser = new Map(rows.map((row) => [row.user_id, row]))
  const found = people.flatMap((user) => {
    const profile = byUser.get(user.id)
    return profile ? [{ user, profile }] : []
  })
  const completions = await loadCompletions(db, found)
  return new Map(found.map(({ user }, index) => [user.id, completions[index]]))
}
