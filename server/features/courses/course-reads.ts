/**
 * Courses as other areas read them (issue 33: reads go through the owner's face). Point reads take
 * the caller's database or transaction; `courseView` is a read view for a join inside the caller's
 * own query (a Drizzle subquery PostgreSQL inlines, so the plan is the join's it replaces).
 */
import { and, eq, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { priceNow } from './courses.queries.ts'
import { courseEnrolments, courses } from './tables.ts'

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
