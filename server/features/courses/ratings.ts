/**
 * The figures a course and a trainer show — average_reviews and review_number — counted from the
 * course_reviews rows, in one place: a review written or deleted (learning/reviews.ts) recounts
 * one course and its trainer, the demo seeds recount all of them.
 */
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { setTrainerRatings } from '../profiles/index.ts'
import { courseReviews, courses } from './tables.ts'

type Runner = Pick<Db, 'execute'>

/** Recounts the given courses' figures, or every course's when `ids` is left out. */
export async function recountCourseRatings(db: Runner, ids?: number[]): Promise<void> {
  const which: SQL = ids ? inArray(courses.id, ids) : sql`true`
  await db.execute(sql`
    update ${courses} set
      average_reviews = coalesce((select round(avg(r.rating), 2)::float8 from ${courseReviews} r where r.course_id = ${courses.id}), 0),
      review_number = (select count(*)::int from ${courseReviews} r where r.course_id = ${courses.id})
    where ${which}`)
}

/**
 * Recounts the given trainers' figures over every review of their courses, or every trainer's: the
 * count is this area's, the write profiles' (setTrainerRatings), in one statement.
 */
export async function recountTrainerRatings(db: Runner, trainerIds?: number[]): Promise<void> {
  await setTrainerRatings(
    db,
    (trainerId) => sql`
      select coalesce(round(avg(r.rating), 2)::float8, 0), count(*)::int
      from ${courseReviews} r join ${courses} c on c.id = r.course_id
      where c.trainer_id = ${trainerId}`,
    trainerIds ?? sql`select trainer_id from ${courses}`,
  )
}
