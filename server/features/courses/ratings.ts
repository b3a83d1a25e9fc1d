/**
 * The figures a course and a trainer show — average_reviews and review_number — counted from the
 * course_reviews rows, in one place: a review written or deleted (learning/reviews.ts) recounts
 * one course and its trainer, the demo seeds recount all of them.
 */
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { profiles } from '../profiles/tables.ts'
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

/** Recounts the given trainers' figures over every review of their courses, or every trainer's. */
export async function recountTrainerRatings(db: Runner, trainerIds?: number[]): Promise<void> {
  const which: SQL = trainerIds
    ? inArray(profiles.user_id, trainerIds)
    : sql`${profiles.user_id} in (select trainer_id from ${courses})`
  await db.execute(sql`
    update ${profiles} set (average_reviews, review_number) = (
      select coalesce(round(avg(r.rating), 2)::float8, 0), count(*)::int
      from ${courseReviews} r join ${courses} c on c.id = r.course_id
      where c.trainer_id = ${profiles.user_id})
    where ${which}`)
}
