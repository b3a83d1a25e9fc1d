/**
 * The studio's reads (issue 15): a trainer's own courses and lessons as the manage pages edit them,
 * and what a course still lacks before it can be published. The writes are the courses area's
 * (courses/index.ts), called by the routes once the owner check let the caller in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import {
  courseStatus,
  type ChecklistItem,
  type Material,
  type StudioCourse,
  type StudioCourseSummary,
  type StudioLesson,
  type UpdateCourseBody,
  type VideoTarget,
} from '../../../contracts/studio/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import {
  courseLessons,
  courseOwner,
  findCourse,
  lessonsOfCourses,
  trainerCourses,
  type CourseRow,
  type LessonRow,
  type CourseChanges,
} from '../courses/index.ts'
import {
  latestCourseUpload,
  latestUploads,
  promoVideoState,
  videoState,
  type VideoUploadRow as UploadRow,
} from '../media/index.ts'
import { courseMaterials, materialsOf } from './materials.ts'

/** What a course lacks before it can be published; empty when it is complete. */
export function missingItems(course: CourseRow, lessonRows: LessonRow[]): ChecklistItem[] {
  const missing: ChecklistItem[] = []
  if (course.goals.length === 0) missing.push('goals')
  if (!course.title.trim() || !course.subtitle.trim() || !course.level) missing.push('heading')
  const playable = (lesson: LessonRow) =>
    lesson.kind === 'video' ? lesson.video_path !== null : lesson.body.trim() !== ''
  if (lessonRows.length === 0 || !lessonRows.every(playable)) missing.push('lessons')
  if (!course.description.trim()) missing.push('presentation')
  if (!course.price_saved_at) missing.push('price')
  if (course.recipients.length === 0) missing.push('recipients')
  return missing
}

/** The columns naming a target in the tables that belong to a lesson or a course (materials). */
export const targetColumns = (target: VideoTarget) =>
  target.kind === 'lesson' ? { lesson_id: target.id } : { course_id: target.id }

export function toStudioLesson(
  app: FastifyInstance,
  lesson: LessonRow,
  upload: UploadRow | undefined,
  locale: Locale,
  viewerId: number,
  materials: Material[] = [],
): StudioLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    position: lesson.position,
    kind: lesson.kind,
    body: lesson.body,
    free: lesson.free,
    duration_seconds: lesson.duration_seconds,
    video: videoState(app, lesson, upload, locale, viewerId),
    materials,
  }
}

export async function studioLessons(
  app: FastifyInstance,
  courseId: number,
  locale: Locale,
): Promise<{ rows: LessonRow[]; lessons: StudioLesson[] }> {
  const rows = await courseLessons(app.db, courseId)
  const ids = rows.map((row) => row.id)
  const [uploads, materials, trainerId] = await Promise.all([
    latestUploads(app.db, ids),
    materialsOf(app.db, ids),
    courseOwner(app.db, courseId),
  ])
  // the previews play for the course's trainer (and admins, whom every lesson link lets in)
  const viewerId = trainerId ?? 0
  return {
    rows,
    lessons: rows.map((row) =>
      toStudioLesson(app, row, uploads.get(row.id), locale, viewerId, materials.get(row.id)),
    ),
  }
}

export async function loadStudioCourse(
  app: FastifyInstance,
  id: number,
  locale: Locale,
): Promise<StudioCourse | null> {
  const course = await findCourse(app.db, { id: id })
  if (!course) return null
  const [{ rows, lessons: items }, materials, promoUpload] = await Promise.all([
    studioLessons(app, id, locale),
    courseMaterials(app.db, id),
    latestCourseUpload(app.db, id),
  ])
  return {
    id: course.id,
    slug: course.slug,
    status: courseStatus(course),
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    language: course.language,
    level: course.level ?? null,
    category_id: course.category_id,
    topic: course.topic,
    goals: course.goals,
    requirements: course.requirements,
    recipients: course.recipients,
    price_cents: course.price_cents,
    promo_price_cents: course.promo_price_cents,
    promo_ends_at: course.promo_ends_at?.toISOString() ?? null,
    cover_url: course.cover_url,
    published_at: course.published_at?.toISOString() ?? null,
    submitted_at: course.submitted_at?.toISOString() ?? null,
    review_note: course.review_note,
    lessons: items,
    materials,
    promo_video: promoVideoState(course, promoUpload, locale),
    duration_seconds: rows.reduce((sum, row) => sum + row.duration_seconds, 0),
    missing: missingItems(course, rows),
  }
}

export async function listTrainerCourses(db: Db, trainerId: number): Promise<StudioCourseSummary[]> {
  const rows = await trainerCourses(db, trainerId)
  if (rows.length === 0) return []
  const all = await lessonsOfCourses(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((course) => {
    const own = all.filter((lesson) => lesson.course_id === course.id)
    return {
      id: course.id,
      slug: course.slug,
      status: courseStatus(course),
      title: course.title,
      lessons_count: own.length,
      enrolments_count: course.enrolments_count,
      missing: missingItems(course, own),
      updated_at: course.updated_at.toISOString(),
    }
  })
}

/** The columns a PATCH of the manage pages sets (the courses area's updateCourse writes them). */
export function courseChanges(body: UpdateCourseBody): CourseChanges {
  const changes: CourseChanges = {}
  for (const key of [
    'title',
    'subtitle',
    'description',
    'language',
    'level',
    'category_id',
    'topic',
    'goals',
    'requirements',
    'recipients',
    'price_cents',
    'promo_price_cents',
  ] as const) {
    if (body[key] !== undefined) (changes as Record<string, unknown>)[key] = body[key]
  }
  if (body.promo_ends_at !== undefined)
    changes.promo_ends_at = body.promo_ends_at === null ? null : new Date(body.promo_ends_at)
  return changes
}

/** The :id of a studio route, when it can be one. */
export function idParam(request: FastifyRequest): number | null {
  const id = Number((request.params as { id?: string }).id)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/** A route's owner check: who owns what its :id names (a course, a lesson, …), null when nothing. */
export const ownerOf = (find: (db: Db, id: number) => Promise<number | null>) => ({
  owner: (request: FastifyRequest) => {
    const id = idParam(request)
    return id === null ? null : find(request.server.db, id)
  },
})
