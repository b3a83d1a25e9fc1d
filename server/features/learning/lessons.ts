/**
 * The lesson player's reads and writes (issue 14): a course's outline with the viewer's ticks, one
 * lesson with its neighbours and resume position, finishing, progress saves (position, watched
 * time, the learning-time day total, finishing at 90% watched) and notes.
 */
import { courseMaterials, materialsOf } from '../studio/index.ts'
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  AUTO_FINISH_SHARE,
  type CourseOutline,
  type Lesson,
  type LessonNote,
  type LessonProgress,
  type ProgressBody,
} from '../../../contracts/learning/schemas.ts'
import { percentOf } from '../../../contracts/core/duration.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { courseLessons, findLesson, type LessonRow } from '../courses/index.ts'
import type { CourseAccess, Viewer } from './access.ts'
import { lessonNotes, lessonProgress, learningTime } from './tables.ts'

export type { LessonRow }

/**
 * Where a lesson's video is, for the viewer: a URL the media routes serve. The video area
 * replaces it (app.lessonVideoUrl) once lessons have HLS; until then a lesson plays no video.
 */
export type LessonVideoUrl = (
  lesson: LessonRow,
  viewer: Viewer,
) => { playlist: string; captions: string | null } | null

export { courseLessons }

/** The lessons of a course a user has finished. */
export async function finishedIds(db: Db, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ lesson_id: lessonProgress.lesson_id })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.user_id, userId),
        eq(lessonProgress.course_id, courseId),
        isNotNull(lessonProgress.finished_at),
      ),
    )
  return new Set(rows.map((row) => row.lesson_id))
}

/** Finished lessons over all lessons, 0–100, rounded half up (100 only when every one is finished). */
export { percentOf }

export async function courseOutline(db: Db, access: CourseAccess, viewer: Viewer): Promise<CourseOutline> {
  const { course, follows } = access
  const [rows, [trainer]] = await Promise.all([
    courseLessons(db, course.id),
    db
      .select({ first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, course.trainer_id)),
  ])
  const finished = viewer ? await finishedIds(db, viewer.id, course.id) : new Set<number>()
  let resume: number | null = rows[0]?.id ?? null
  if (viewer) {
    const [last] = await db
      .select({ lesson_id: lessonProgress.lesson_id })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.user_id, viewer.id), eq(lessonProgress.course_id, course.id)))
      .orderBy(desc(lessonProgress.updated_at), desc(lessonProgress.id))
      .limit(1)
    if (last) resume = last.lesson_id
  }
  const counted = rows.filter((row) => finished.has(row.id)).length
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    trainer_name: trainer ? `${trainer.first_name} ${trainer.last_name}` : '',
    price_cents: course.price_cents,
    enrolled: follows,
    lessons: rows.map((row) => ({
      id: row.id,
      title: row.title,
      position: row.position,
      kind: row.kind,
      duration_seconds: row.duration_seconds,
      free: row.free,
      finished: finished.has(row.id),
      open: follows || row.free,
    })),
    materials: follows ? await courseMaterials(db, course.id) : [],
    progress_percent: percentOf(counted, rows.length),
    resume_lesson_id: resume,
  }
}

/** The lesson and its course's other lessons, in order (prev/next and progress need them). */
export async function lessonInCourse(db: Db, lessonId: number) {
  const lesson = await findLesson(db, lessonId)
  if (!lesson) return null
  const siblings = await courseLessons(db, lesson.course_id)
  const index = siblings.findIndex((row) => row.id === lesson.id)
  return { lesson, siblings, index }
}

export async function lessonFor(
  db: Db,
  access: CourseAccess,
  found: NonNullable<Awaited<ReturnType<typeof lessonInCourse>>>,
  viewer: Viewer,
  videoUrl: LessonVideoUrl,
): Promise<Lesson> {
  const { lesson, siblings, index } = found
  let progress: { position_seconds: number; finished_at: Date | null } | undefined
  if (viewer && access.follows) {
    ;[progress] = await db
      .select({ position_seconds: lessonProgress.position_seconds, finished_at: lessonProgress.finished_at })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.user_id, viewer.id), eq(lessonProgress.lesson_id, lesson.id)))
  }
  return {
    id: lesson.id,
    course_id: lesson.course_id,
    course_slug: access.course.slug,
    title: lesson.title,
    position: lesson.position,
    kind: lesson.kind,
    body: lesson.body,
    duration_seconds: lesson.duration_seconds,
    free: lesson.free,
    ...videoOf(lesson.kind === 'video' ? videoUrl(lesson, viewer) : null),
    position_seconds: progress?.position_seconds ?? 0,
    finished: Boolean(progress?.finished_at),
    enrolled: access.follows,
    prev_id: siblings[index - 1]?.id ?? null,
    next_id: siblings[index + 1]?.id ?? null,
    materials: (await materialsOf(db, [lesson.id])).get(lesson.id) ?? [],
  }
}

const videoOf = (video: ReturnType<LessonVideoUrl>) => ({
  video_url: video?.playlist ?? null,
  captions_url: video?.captions ?? null,
})

async function progressAnswer(
  db: Db,
  userId: number,
  found: NonNullable<Awaited<ReturnType<typeof lessonInCourse>>>,
): Promise<LessonProgress> {
  const { lesson, siblings, index } = found
  const finished = await finishedIds(db, userId, lesson.course_id)
  const [row] = await db
    .select({ position_seconds: lessonProgress.position_seconds })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.user_id, userId), eq(lessonProgress.lesson_id, lesson.id)))
  const counted = siblings.filter((sibling) => finished.has(sibling.id)).length
  return {
    lesson_id: lesson.id,
    finished: finished.has(lesson.id),
    position_seconds: row?.position_seconds ?? 0,
    progress_percent: percentOf(counted, siblings.length),
    next_id: siblings[index + 1]?.id ?? null,
    course_completed: siblings.length > 0 && counted === siblings.length,
  }
}

/** Marks the lesson finished, once: finishing it again keeps the first time. */
export async function finish(
  db: Db,
  userId: number,
  found: NonNullable<Awaited<ReturnType<typeof lessonInCourse>>>,
): Promise<LessonProgress> {
  const { lesson } = found
  await db
    .insert(lessonProgress)
    .values({ user_id: userId, course_id: lesson.course_id, lesson_id: lesson.id, finished_at: new Date() })
    .onConflictDoUpdate({
      target: [lessonProgress.user_id, lessonProgress.lesson_id],
      set: {
        finished_at: sql`coalesce(${lessonProgress.finished_at}, now())`,
        updated_at: sql`now()`,
      },
    })
  return progressAnswer(db, userId, found)
}

/**
 * One save of the player: the position (where to resume), the seconds watched since the last save
 * (added to the furthest point reached, capped at the duration, and to today's learning time), and
 * the lesson finished once 90% of it was watched. One statement per table, so saves from two tabs
 * add up instead of overwriting each other.
 */
export async function saveProgress(
  db: Db,
  userId: number,
  found: NonNullable<Awaited<ReturnType<typeof lessonInCourse>>>,
  body: ProgressBody,
): Promise<LessonProgress> {
  const { lesson } = found
  const duration = lesson.duration_seconds
  const position = duration > 0 ? Math.min(body.position_seconds, duration) : body.position_seconds
  const watched = body.watched_seconds
  const finishAt = Math.ceil(duration * AUTO_FINISH_SHARE)
  await db.transaction(async (tx) => {
    const cap = duration > 0 ? duration : 2_147_483_647
    await tx
      .insert(lessonProgress)
      .values({
        user_id: userId,
        course_id: lesson.course_id,
        lesson_id: lesson.id,
        position_seconds: position,
        watched_seconds: Math.min(watched, cap),
        finished_at: duration > 0 && Math.min(watched, cap) >= finishAt ? new Date() : null,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.user_id, lessonProgress.lesson_id],
        set: {
          position_seconds: position,
          watched_seconds: sql`least(${lessonProgress.watched_seconds} + ${watched}, ${cap})`,
          finished_at:
            duration > 0
              ? sql`coalesce(${lessonProgress.finished_at}, case when least(${lessonProgress.watched_seconds} + ${watched}, ${cap}) >= ${finishAt} then now() end)`
              : sql`${lessonProgress.finished_at}`,
          updated_at: sql`now()`,
        },
      })
    if (watched > 0)
      await tx
        .insert(learningTime)
        .values({
          user_id: userId,
          course_id: lesson.course_id,
          day: sql`(now() at time zone 'utc')::date`,
          seconds: watched,
        })
        .onConflictDoUpdate({
          target: [learningTime.user_id, learningTime.course_id, learningTime.day],
          set: { seconds: sql`${learningTime.seconds} + ${watched}` },
        })
  })
  return progressAnswer(db, userId, found)
}

// ---------------------------------------------------------------------------------------------
// Notes

const toNote = (row: typeof lessonNotes.$inferSelect): LessonNote => ({
  id: row.id,
  lesson_id: row.lesson_id,
  text: row.text,
  at_seconds: row.at_seconds,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function listNotes(db: Db, userId: number, lessonId: number): Promise<LessonNote[]> {
  const rows = await db
    .select()
    .from(lessonNotes)
    .where(and(eq(lessonNotes.user_id, userId), eq(lessonNotes.lesson_id, lessonId)))
    .orderBy(asc(lessonNotes.id))
  return rows.map(toNote)
}

export async function addNote(
  db: Db,
  userId: number,
  lesson: LessonRow,
  body: { text: string; at_seconds: number | null },
): Promise<LessonNote> {
  const [row] = await db
    .insert(lessonNotes)
    .values({
      user_id: userId,
      course_id: lesson.course_id,
      lesson_id: lesson.id,
      text: body.text,
      at_seconds: body.at_seconds,
    })
    .returning()
  return toNote(row)
}

export async function noteOwner(db: Db, noteId: number): Promise<number | null> {
  const [row] = await db
    .select({ user_id: lessonNotes.user_id })
    .from(lessonNotes)
    .where(eq(lessonNotes.id, noteId))
  return row?.user_id ?? null
}

export async function updateNote(db: Db, noteId: number, text: string): Promise<LessonNote | null> {
  const [row] = await db
    .update(lessonNotes)
    .set({ text, updated_at: sql`now()` })
    .where(eq(lessonNotes.id, noteId))
    .returning()
  return row ? toNote(row) : null
}

export async function deleteNote(db: Db, noteId: number): Promise<void> {
  await db.delete(lessonNotes).where(eq(lessonNotes.id, noteId))
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the area that serves lesson videos; null-returning until one does. */
    lessonVideoUrl?: LessonVideoUrl
  }
}
export const videoUrlOf = (app: FastifyInstance): LessonVideoUrl => app.lessonVideoUrl ?? (() => null)
