/**
 * Writing a course's reviews (issue 33: the courses area owns `course_reviews` and the figures
 * counted from them). Who may review is the caller's check (learning: the enrolled, not the
 * trainer); here every write, in its own transaction, takes the ratings' locks, changes the row and
 * recounts the course's and the trainer's average_reviews and review_number (ratings.ts), so the
 * figures the catalogue sorts by are never a running tally that drifts.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { lockTrainerRatings } from '../profiles/index.ts'
import { recountCourseRatings, recountTrainerRatings } from './ratings.ts'
import { courseReviews, courses } from './tables.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type ReviewRow = typeof courseReviews.$inferSelect
type ReviewedCourse = { id: number; trainer_id: number }

/**
 * Taken first in every review write: the course's row, then the trainer's profile (profiles'
 * lockTrainerRatings). Two reviews of one course written at once are then counted one after the other (the second recount sees the
 * first's committed row), and likewise two of one trainer's courses. FOR NO KEY UPDATE, the lock
 * an UPDATE of non-key columns takes anyway: it does not wait for the KEY SHARE locks that other
 * writers' foreign keys hold on the course (FOR UPDATE would, and deadlock with them).
 */
async function lockRatings(tx: Tx, course: ReviewedCourse): Promise<void> {
  await tx.execute(sql`select 1 from ${courses} where ${courses.id} = ${course.id} for no key update`)
  await lockTrainerRatings(tx, course.trainer_id)
}

async function recount(tx: Tx, course: ReviewedCourse): Promise<void> {
  await recountCourseRatings(tx, [course.id])
  await recountTrainerRatings(tx, [course.trainer_id])
}

/** Writes the user's review of the course, or rewrites it (still one per user and course); the row. */
export async function writeCourseReview(
  db: Db,
  userId: number,
  course: ReviewedCourse,
  review: { rating: number; text: string },
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    await lockRatings(tx, course)
    const [row] = await tx
      .insert(courseReviews)
      .values({ user_id: userId, course_id: course.id, rating: review.rating, text: review.text })
      .onConflictDoUpdate({
        target: [courseReviews.user_id, courseReviews.course_id],
        set: { rating: review.rating, text: review.text, updated_at: sql`now()` },
      })
      .returning()
    await recount(tx, course)
    return row
  })
}

/** Deletes the user's review of the course; false when there was none. */
export async function removeCourseReview(db: Db, userId: number, course: ReviewedCourse): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockRatings(tx, course)
    const deleted = await tx
      .delete(courseReviews)
      .where(and(eq(courseReviews.user_id, userId), eq(courseReviews.course_id, course.id)))
      .returning({ id: courseReviews.id })
    if (deleted.length === 0) return false
    await recount(tx, course)
    return true
  })
}
