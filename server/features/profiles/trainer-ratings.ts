/**
 * A trainer's figures on their profile — average_reviews and review_number, which the trainers'
 * directory and the search sort by — written by profiles, which owns them (issue 33: no area writes
 * another's tables). What they count is the courses area's: the reviews of the trainer's courses
 * (courses/ratings.ts), handed in as SQL, so a recount stays the one UPDATE it was and runs in the
 * caller's transaction.
 */
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { profiles } from './tables.ts'

type Runner = Pick<Db, 'execute'>

/**
 * Locks the trainer's profile row as an UPDATE of its figures does (FOR NO KEY UPDATE: it does not
 * wait for the KEY SHARE locks other writers' foreign keys hold), so that writers recounting one
 * trainer's figures take turns; the caller takes it first in its transaction.
 */
export async function lockTrainerRatings(tx: Runner, trainerId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${profiles} where ${profiles.user_id} = ${trainerId} for no key update`)
}

/**
 * Sets the trainers' average_reviews and review_number to `figures(trainer)`: a row subquery
 * selecting the two for the trainer whose user id is the SQL it is given. `trainers` says whose:
 * their user ids, or a subquery selecting them.
 */
export async function setTrainerRatings(
  db: Runner,
  figures: (trainerId: SQL) => SQL,
  trainers: number[] | SQL,
): Promise<void> {
  const which = Array.isArray(trainers)
    ? inArray(profiles.user_id, trainers)
    : sql`${profiles.user_id} in (${trainers})`
  await db.execute(sql`
    update ${profiles} set (average_reviews, review_number) = (${figures(sql`${profiles.user_id}`)})
    where ${which}`)
}
