/**
 * Course reviews (issue 14): one per learner and course, only by those enrolled (not the course's
 * trainer). The writes are the courses area's (its index.ts: writeCourseReview, removeCourseReview),
 * which recount, in the same transaction, the course's and the trainer's average_reviews and
 * review_number from the rows; here are who may write and the reviews as they are read.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { CourseReview, RatingSummary, ReviewBody } from '../../../contracts/courses/reviews.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { courseReviewView, findCourse, writeCourseReview } from '../courses/index.ts'
import { profileCardView } from '../profiles/index.ts'
import { isEnrolled } from './access.ts'

const courseReviews = courseReviewView('review')
const profiles = profileCardView('author_profile')

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

function selectReviews(db: Db) {
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

export async function findReview(db: Db, userId: number, courseId: number): Promise<CourseReview | null> {
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

/** Writes the caller's review, or rewrites it (the courses area's service): still one per user and course. */
export async function saveReview(
  db: Db,
  userId: number,
  course: { id: number; trainer_id: number },
  body: ReviewBody,
): Promise<CourseReview> {
  const row = await writeCourseReview(db, userId, course, body)
  const [author] = await db
    .select({
      author_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      slug: reviewColumns.slug,
      avatar_url: profiles.avatar_url,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, userId))
  if (!author) throw new Error('the reviewer is missing')
  return toReview({ ...row, ...author })
}

/** The published course with this id, or null. */
export async function publishedCourse(db: Db, id: number) {
  const row = await findCourse(db, { id })
  return row?.published_at ? { id: row.id, trainer_id: row.trainer_id } : null
}
