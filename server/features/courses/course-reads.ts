/**
 * Courses as other areas read them (issue 33: reads go through the owner's face). Point reads take
 * the caller's database or transaction; `courseView` is a read view for a join inside the caller's
 * own query (a Drizzle subquery PostgreSQL inlines, so the plan is the join's it replaces).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { priceNow } from './courses.queries.ts'
import { courseEnrolments, courseReviews, courses, lessons } from './tables.ts'

/** A database or a transaction on it, for reading. */
type Reader = Pick<Db, 'select'>

const qb = new QueryBuilder()

/** Courses as other areas may read them: the id, title, address, trainer, list price, cover and publication. */
export const courseView = (as = 'course_view') =>
  qb
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      trainer_id: courses.trainer_id,
      price_cents: courses.price_cents,
      cover_url: courses.cover_url,
      published_at: courses.published_at,
    })
    .from(courses)
    .as(as)

/** A course's title, or undefined when there is no such course. */
export async function courseTitleOf(db: Reader, courseId: number): Promise<string | undefined> {
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId))
  return course?.title
}

/** A published course as it sells now: its list price and what a buyer pays today (`priceNow`). */
export async function courseOnSale(
  db: Reader,
  courseId: number,
): Promise<{ id: number; title: string; list: number; price: number; slug: string } | undefined> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      list: courses.price_cents,
      price: priceNow,
      slug: courses.slug,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), sql`${courses.published_at} is not null`))
  return row
}

/** Whether the user is enrolled in the course. */
export async function isEnrolled(db: Reader, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.user_id, userId), eq(courseEnrolments.course_id, courseId)))
  return row !== undefined
}

export type CourseRow = typeof courses.$inferSelect
export type LessonRow = typeof lessons.$inferSelect

/** The course with this id or address, published or not (the caller decides who sees it). */
export async function findCourse(
  db: Reader,
  where: { id: number } | { slug: string },
): Promise<CourseRow | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where('id' in where ? eq(courses.id, where.id) : eq(courses.slug, where.slug))
  return course
}

/** A course's lessons in their order (position, then id). */
export async function courseLessons(db: Reader, courseId: number): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.course_id, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id))
}

/** The lesson with this id. */
export async function findLesson(db: Reader, lessonId: number): Promise<LessonRow | undefined> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId))
  return lesson
}

/** Lessons as other areas may read them in a list (no body, no video path). */
export const lessonView = <A extends string = 'lesson_view'>(as: A = 'lesson_view' as A) =>
  qb
    .select({
      id: lessons.id,
      course_id: lessons.course_id,
      title: lessons.title,
      position: lessons.position,
      duration_seconds: lessons.duration_seconds,
    })
    .from(lessons)
    .as(as)

/** Who is enrolled in which course, since when, and the order that paid for it (null: free). */
export const enrolmentView = <A extends string = 'enrolment_view'>(as: A = 'enrolment_view' as A) =>
  qb
    .select({
      id: courseEnrolments.id,
      user_id: courseEnrolments.user_id,
      course_id: courseEnrolments.course_id,
      order_id: courseEnrolments.order_id,
      created_at: courseEnrolments.created_at,
    })
    .from(courseEnrolments)
    .as(as)

/** Learners' reviews of courses as they are shown: stars, text, author, dates. */
export const courseReviewView = <A extends string = 'course_review_view'>(
  as: A = 'course_review_view' as A,
) =>
  qb
    .select({
      id: courseReviews.id,
      user_id: courseReviews.user_id,
      course_id: courseReviews.course_id,
      rating: courseReviews.rating,
      text: courseReviews.text,
      created_at: courseReviews.created_at,
      updated_at: courseReviews.updated_at,
    })
    .from(courseReviews)
    .as(as)
