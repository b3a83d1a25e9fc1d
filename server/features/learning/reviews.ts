/**
 * Course reviews (issue 14): one per learner and course, only by those enrolled (not the course's
 * trainer). Every write recomputes, in its own transaction, the course's and the trainer's
 * average_reviews and review_number from the rows, so the figures the catalogue sorts by are never
 * a running tally that drifts.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { CourseReview, RatingSummary, ReviewBody } from '../../../contracts/courses/reviews.ts'
import type { Db } from '../../core/db/index.ts'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { recountCourseRatings, recountTrainerRatings } from '../courses/ratings.ts'
import { courseReviews, courses } from '../courses/tables.ts'
import { profiles } from '../profiles/tables.ts'
import { isEnrolled } from './access.ts'

const reviewColumns = {
  id: courseReviews.id,
  rating: courseReviews.rating,
  text: courseReviews.text,
  created_at: courseReviews.created_at,
  updated_at: courseReviews.updated_at,
  author_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  slug: sql<string>`coalesce(${profiles.slug}, ${users.id}::text)`,
  avatar_url: profiles.avatar_url,
}

interface ReviewRow {
  id: number
  rating: number
  text: string
  created_at: Date
  updated_at: Date
  author_id: number
  first_name: string
  last_name: string
  slug: string
  avatar_url: string | null
}

function toReview(row: ReviewRow): CourseReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: {
      id: row.author_id,
      slug: row.slug,
      full_name: `${row.first_name} ${row.last_name}`,
      avatar_url: row.avatar_url,
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function selectReviews(db: Db | Tx) {
  return db
    .select(reviewColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.user_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
}

export async function listReviews(
  db: Db,
  courseId: number,
  page: Page,
): Promise<{ items: CourseReview[]; summary: RatingSummary }> {
  const rows = await selectReviews(db)
    .where(eq(courseReviews.course_id, courseId))
    .orderBy(desc(courseReviews.created_at), desc(courseReviews.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  return { items: rows.map(toReview), summary: await ratingSummary(db, courseId) }
}

/** Average, count and the number of reviews with 1 to 5 stars, from the rows. */
export async function ratingSummary(db: Db, courseId: number): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: courseReviews.rating, count: sql<number>`count(*)::int` })
    .from(courseReviews)
    .where(eq(courseReviews.course_id, courseId))
    .groupBy(courseReviews.rating)
  const distribution = [0, 0, 0, 0, 0]
  for (const row of rows) distribution[row.rating - 1] = row.count
  const count = distribution.reduce((sum, n) => sum + n, 0)
  const stars = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0)
  return { average: count ? Math.round((stars / count) * 100) / 100 : 0, count, distribution }
}

export async function findReview(
  db: Db | Tx,
  userId: number,
  courseId: number,
): Promise<CourseReview | null> {
  const [row] = await selectReviews(db).where(
    and(eq(courseReviews.user_id, userId), eq(courseReviews.course_id, courseId)),
  )
  return row ? toReview(row) : null
}

/** Enrolled, whatever paid for it; the course's own trainer does not review it. */
export async function mayReview(
  db: Db,
  userId: number,
  course: { id: number; trainer_id: number },
): Promise<boolean> {
  return course.trainer_id !== userId && (await isEnrolled(db, userId, course.id))
}

/**
 * Taken first in every review write: the course's row, then the trainer's profile. Two reviews of
 * one course written at once are then counted one after the other (the second recount sees the
 * first's committed row), and likewise two of one trainer's courses. FOR NO KEY UPDATE, the lock
 * an UPDATE of non-key columns takes anyway: it does not wait for the KEY SHARE locks that other
 * writers' foreign keys hold on the course (FOR UPDATE would, and deadlock with them).
 */
async function lockRatings(tx: Tx, course: { id: number; trainer_id: number }): Promise<void> {
  await tx.execute(sql`select 1 from ${courses} where ${courses.id} = ${course.id} for no key update`)
  await tx.execute(
    sql`select 1 from ${profiles} where ${profiles.user_id} = ${course.trainer_id} for no key update`,
  )
}

/** Writes the caller's review, or rewrites it: still one per user and course. */
export async function saveReview(
  db: Db,
  userId: number,
  course: { id: number; trainer_id: number },
  body: ReviewBody,
): Promise<CourseReview> {
  return db.transaction(async (tx) => {
    await lockRatings(tx, course)
    await tx
      .insert(courseReviews)
      .values({ user_id: userId, course_id: course.id, rating: body.rating, text: body.text })
      .onConflictDoUpdate({
        target: [courseReviews.user_id, courseReviews.course_id],
        set: { rating: body.rating, text: body.text, updated_at: sql`now()` },
      })
    await recountCourseRatings(tx, [course.id])
    await recountTrainerRatings(tx, [course.trainer_id])
    const review = await findReview(tx, userId, course.id)
    if (!review) throw new Error('the review just written is missing')
    return review
  })
}

/** Deletes the caller's review; false when there was none. */
export async function deleteReview(
  db: Db,
  userId: number,
  course: { id: number; trainer_id: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockRatings(tx, course)
    const deleted = await tx
      .delete(courseReviews)
      .where(and(eq(courseReviews.user_id, userId), eq(courseReviews.course_id, course.id)))
      .returning({ id: courseReviews.id })
    if (deleted.length === 0) return false
    await recountCourseRatings(tx, [course.id])
    await recountTrainerRatings(tx, [course.trainer_id])
    return true
  })
}

/** The published course with this id, or null. */
export async function publishedCourse(db: Db, id: number) {
  const [row] = await db
    .select({ id: courses.id, trainer_id: courses.trainer_id, published_at: courses.published_at })
    .from(courses)
    .where(eq(courses.id, id))
  return row?.published_at ? { id: row.id, trainer_id: row.trainer_id } : null
}
