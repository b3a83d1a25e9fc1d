/**
 * Writing a course and its lessons (issue 33: the courses area owns `courses` and `lessons`; the
 * studio's routes check who may edit and call these with the ids they checked). What holds for
 * every write lives here: a slug made unique, the course's updated_at moved by any change to it
 * or its lessons, the price page's save recorded, lessons numbered 1…n, a review decided only
 * while the course waits for one.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { courses, lessons } from './tables.ts'

type CourseRow = typeof courses.$inferSelect
type LessonRow = typeof lessons.$inferSelect

/** 'Corso di Fotografia Digitale!' → 'corso-di-fotografia-digitale', plus a random tail so it is unique. */
export function courseSlug(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return `${base || 'corso'}-${randomBytes(3).toString('hex')}`
}

/** A trainer's new draft; its id. */
export async function createCourse(
  db: Db,
  draft: { trainerId: number; categoryId: number; title: string; language: CourseRow['language'] },
): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({
      slug: courseSlug(draft.title),
      trainer_id: draft.trainerId,
      category_id: draft.categoryId,
      title: draft.title,
      language: draft.language,
    })
    .returning({ id: courses.id })
  return row.id
}

/** The columns of a course its trainer edits (the manage pages). */
export type CourseChanges = Partial<
  Pick<
    CourseRow,
    | 'title'
    | 'subtitle'
    | 'description'
    | 'language'
    | 'level'
    | 'category_id'
    | 'topic'
    | 'goals'
    | 'requirements'
    | 'recipients'
    | 'price_cents'
    | 'promo_price_cents'
    | 'promo_ends_at'
  >
>

/**
 * Saves a trainer's edits (none: nothing is written). A price given, 0 included (a free course),
 * is the price page saved, which sending for review asks for.
 */
export async function updateCourse(db: Db, id: number, changes: CourseChanges): Promise<void> {
  const set: Partial<typeof courses.$inferInsert> = {}
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined) (set as Record<string, unknown>)[key] = value
  if (Object.keys(set).length === 0) return
  if (changes.price_cents !== undefined) set.price_saved_at = new Date()
  await db
    .update(courses)
    .set({ ...set, updated_at: new Date() })
    .where(eq(courses.id, id))
}

/** A course waiting for an admin's decision: sent for review, not published. */
export const inReview = and(isNotNull(courses.submitted_at), isNull(courses.published_at))

/**
 * Sends a draft for review, clearing the last note; false when it is already waiting or published
 * (a second click is not a second request).
 */
export async function submitCourse(db: Db, id: number): Promise<boolean> {
  const sent = await db
    .update(courses)
    .set({ submitted_at: new Date(), review_note: null, updated_at: new Date() })
    .where(and(eq(courses.id, id), isNull(courses.submitted_at), isNull(courses.published_at)))
    .returning({ id: courses.id })
  return sent.length > 0
}

/** Takes a course off the catalogue (or out of the review queue): a draft again. */
export async function unpublishCourse(db: Db, id: number): Promise<void> {
  await db
    .update(courses)
    .set({ published_at: null, submitted_at: null, updated_at: new Date() })
    .where(eq(courses.id, id))
}

/**
 * An admin's decision on a waiting course: published, or sent back with a note. Only a course
 * still waiting is decided, so of two admins deciding at once one wins; null for the other (or
 * when the course is not waiting, or is not there).
 */
export async function decideCourseReview(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; note: string },
): Promise<{ trainer_id: number; title: string } | null> {
  const [row] = await db
    .update(courses)
    .set({
      ...(decision.approve
        ? { published_at: new Date(), review_note: null }
        : { review_note: decision.note }),
      submitted_at: null,
      updated_at: new Date(),
    })
    .where(and(eq(courses.id, id), inReview))
    .returning({ trainer_id: courses.trainer_id, title: courses.title })
  return row ?? null
}

/**
 * Points the course at a cover image (null: none); the cover it had before, so the caller can
 * remove that file, or undefined when there is no such course.
 */
export async function setCourseCover(
  db: Db,
  id: number,
  coverUrl: string | null,
): Promise<{ cover_url: string | null } | undefined> {
  const [before] = await db.select({ cover_url: courses.cover_url }).from(courses).where(eq(courses.id, id))
  if (!before) return undefined
  await db.update(courses).set({ cover_url: coverUrl, updated_at: new Date() }).where(eq(courses.id, id))
  return before
}

/** Points the course at its presentation video's package (null: none), in the caller's transaction. */
export async function setCoursePromoVideo(db: Db, id: number, path: string | null): Promise<void> {
  await db
    .update(courses)
    .set({ presentation_video_path: path, updated_at: new Date() })
    .where(eq(courses.id, id))
}

/** Something of the course changed (a lesson, a material): the studio lists it first. */
export async function touchCourse(db: Db, courseId: number): Promise<void> {
  await db.update(courses).set({ updated_at: new Date() }).where(eq(courses.id, courseId))
}

/** Appends a lesson at the end of the course (positions from 1). */
export async function appendLesson(db: Db, courseId: number, title: string): Promise<LessonRow> {
  const [row] = await db
    .insert(lessons)
    .values({
      course_id: courseId,
      title,
      position: sql`(select coalesce(max(${lessons.position}), 0) + 1 from ${lessons} where ${lessons.course_id} = ${courseId})`,
    })
    .returning()
  await touchCourse(db, courseId)
  return row
}

/** The columns of a lesson its trainer edits. */
export type LessonChanges = Partial<Pick<LessonRow, 'title' | 'free' | 'kind' | 'body'>>

/** Saves a trainer's edits to a lesson (none: it is read as it is); undefined when there is none. */
export async function updateLesson(
  db: Db,
  id: number,
  changes: LessonChanges,
): Promise<LessonRow | undefined> {
  const set: LessonChanges = {}
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined) (set as Record<string, unknown>)[key] = value
  const [row] = Object.keys(set).length
    ? await db
        .update(lessons)
        .set({ ...set, updated_at: new Date() })
        .where(eq(lessons.id, id))
        .returning()
    : await db.select().from(lessons).where(eq(lessons.id, id))
  if (!row) return undefined
  await touchCourse(db, row.course_id)
  return row
}

/** Deletes a lesson and numbers the rest 1…n again; false when there is none. */
export async function deleteLesson(db: Db, id: number): Promise<boolean> {
  const [gone] = await db
    .delete(lessons)
    .where(eq(lessons.id, id))
    .returning({ course_id: lessons.course_id })
  if (!gone) return false
  const rest = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.course_id, gone.course_id))
    .orderBy(asc(lessons.position), asc(lessons.id))
  await orderLessons(
    db,
    gone.course_id,
    rest.map((row) => row.id),
  )
  return true
}

/**
 * Numbers the course's lessons 1…n in the given order (the caller checked it names each of them
 * once); none left: the course is still touched.
 */
export async function orderLessons(db: Db, courseId: number, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await db.execute(sql`
    update ${lessons} set position = ordered.position
    from (select unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) as id,
                 generate_series(1, ${ids.length}) as position) as ordered
    where ${lessons.id} = ordered.id and ${lessons.course_id} = ${courseId}`)
  await touchCourse(db, courseId)
}

/** A lesson's new video package is ready: it plays it, as a video lesson of that length. */
export async function setLessonVideo(
  db: Db,
  id: number,
  video: { path: string; seconds: number },
): Promise<void> {
  await db
    .update(lessons)
    .set({ video_path: video.path, duration_seconds: video.seconds, kind: 'video', updated_at: new Date() })
    .where(eq(lessons.id, id))
}
