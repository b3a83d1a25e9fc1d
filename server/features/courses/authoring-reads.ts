/**
 * Reading a course and its lessons as they are authored (issue 33: the courses area owns `courses`
 * and `lessons`; the studio reads them through these, taking its own db or transaction; a whole
 * course or lesson row comes from course-reads.ts, as for every area): a trainer's courses, the
 * lessons of several courses, who owns a course or a lesson (the studio's
 * owner checks, media's upload targets), what a lesson's or a course's video plays and to whom, the
 * admins' review queue. Every function is the one query the studio ran itself before.
 */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { inReview } from './authoring.ts'
import type { CourseRow, LessonRow } from './course-reads.ts'
import { categories, courses, lessons } from './tables.ts'

export async function courseExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))
  return row !== undefined
}

/** The lessons of these courses, in no particular order. */
export async function lessonsOfCourses(db: Db, courseIds: number[]): Promise<LessonRow[]> {
  return db.select().from(lessons).where(inArray(lessons.course_id, courseIds))
}

/** A trainer's courses, the last changed first. */
export async function trainerCourses(db: Db, trainerId: number): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(eq(courses.trainer_id, trainerId))
    .orderBy(desc(courses.updated_at), desc(courses.id))
}

/** A trainer's courses' ids and titles, by id. */
export async function trainerCourseTitles(
  db: Db,
  trainerId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.trainer_id, trainerId))
    .orderBy(courses.id)
}

/** The trainer of a course (null: no such course). */
export async function courseOwner(db: Db, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ trainer_id: courses.trainer_id })
    .from(courses)
    .where(eq(courses.id, courseId))
  return row?.trainer_id ?? null
}

/** The trainer of a lesson's course (null: no such lesson). */
export async function lessonOwner(db: Db, lessonId: number): Promise<number | null> {
  const [row] = await db
    .select({ trainer_id: courses.trainer_id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(eq(lessons.id, lessonId))
  return row?.trainer_id ?? null
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
  return row !== undefined
}

/** A course's presentation video as it plays: its package and whether the course is published. */
export async function coursePromoVideo(
  db: Db,
  courseId: number,
): Promise<{ path: string | null; published_at: Date | null } | undefined> {
  const [row] = await db
    .select({ path: courses.presentation_video_path, published_at: courses.published_at })
    .from(courses)
    .where(eq(courses.id, courseId))
  return row
}

/** True when a lesson plays the package at `path` (an expression of the caller's statement). */
export const lessonPlaysPackage = (path: SQL): SQL =>
  sql`exists (select 1 from ${lessons} where ${lessons.video_path} = ${path})`

/** True when a course's presentation video is the package at `path`. */
export const coursePlaysPackage = (path: SQL): SQL =>
  sql`exists (select 1 from ${courses} where ${courses.presentation_video_path} = ${path})`

/** A lesson's video as it plays: its package and whether the lesson is a free preview. */
export async function lessonVideo(
  db: Db,
  lessonId: number,
): Promise<{ video_path: string | null; free: boolean } | undefined> {
  const [row] = await db
    .select({ video_path: lessons.video_path, free: lessons.free })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
  return row
}

/** The courses waiting for an admin's review, the longest waiting first, with trainer and lessons. */
export async function coursesInReview(db: Db) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      subtitle: courses.subtitle,
      price_cents: courses.price_cents,
      submitted_at: courses.submitted_at,
      trainer_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      lessons_count: count(lessons.id),
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .leftJoin(lessons, eq(lessons.course_id, courses.id))
    .where(inReview)
    .groupBy(courses.id, users.id)
    .orderBy(asc(courses.submitted_at), asc(courses.id))
}
