/**
 * The studio's course and lesson calls (contracts/studio/endpoints.ts): a trainer creates a draft,
 * each manage page saves its own fields, lessons are added, renamed, marked free, reordered and
 * deleted, and a complete course is published. Every call but creation and the list touches one
 * course or lesson, and only its trainer (or an admin) gets past the owner check.
 */
import { and, arrayContains, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import {
  createStudioCourse,
  createStudioLesson,
  getStudioEarnings,
  deleteStudioLesson,
  getStudioCourse,
  listStudioCourses,
  orderStudioLessons,
  submitStudioCourse,
  unpublishStudioCourse,
  updateStudioCourse,
  updateStudioLesson,
} from '../../../contracts/studio/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { STUDIO_NOTIFICATIONS } from '../../../contracts/studio/notifications.ts'
import { users } from '../../core/db/tables.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import {
  appendLesson,
  categoryExists,
  courseLessons,
  courseOwner,
  createCourse,
  deleteLesson,
  findCourse,
  lessonOwner,
  orderLessons,
  submitCourse,
  unpublishCourse,
  updateCourse,
  updateLesson,
} from '../courses/index.ts'
import { dropTargetUploads, latestUploads } from '../media/index.ts'
import { trainerEarnings } from './earnings.ts'
import { say } from './messages.ts'
import {
  courseChanges,
  ownerOf,
  listTrainerCourses,
  loadStudioCourse,
  missingItems,
  studioLessons,
  toStudioLesson,
} from './studio.queries.ts'

/** Only the course's or the lesson's trainer (or an admin) gets past these. */
const ownsCourse = ownerOf(courseOwner)
const ownsLesson = ownerOf(lessonOwner)

/** The course with everything the studio shows of it, or 404. */
async function answer(app: FastifyInstance, id: number, locale: Locale) {
  const course = await loadStudioCourse(app, id, locale)
  if (!course) throw notFound()
  return { data: course }
}

/** A category that exists, or 422 on category_id. */
async function assertCategory(app: FastifyInstance, categoryId: number | undefined, locale: Locale) {
  if (categoryId === undefined) return
  if (!(await categoryExists(app.db, categoryId)))
    throw validationError({ category_id: [say('unknownCategory', locale)] }, locale)
}

/** A course created, listed, read, saved, submitted for review and unpublished; the trainer's earnings. */
function registerCourseRoutes(app: FastifyInstance) {
  route(app, createStudioCourse, async ({ body, request, reply }) => {
    const locale = requestLocale(request)
    await assertCategory(app, body.category_id, locale)
    const id = await createCourse(app.db, {
      trainerId: currentUser(request).id,
      categoryId: body.category_id,
      title: body.title,
      language: locale,
    })
    reply.code(201)
    return answer(app, id, locale)
  })

  route(app, listStudioCourses, async ({ request }) => ({
    data: await listTrainerCourses(app.db, currentUser(request).id),
  }))

  route(app, getStudioEarnings, async ({ request }) => ({
    data: await trainerEarnings(app.db, currentUser(request).id),
  }))

  route(
    app,
    getStudioCourse,
    async ({ params, request }) => answer(app, params.id, requestLocale(request)),
    ownsCourse,
  )

  route(
    app,
    updateStudioCourse,
    async ({ params, body, request }) => {
      const locale = requestLocale(request)
      await assertCategory(app, body.category_id, locale)
      const current = await findCourse(app.db, { id: params.id })
      if (!current) throw notFound()
      const changes = courseChanges(body)
      const price = changes.price_cents ?? current.price_cents
      const promo =
        changes.promo_price_cents !== undefined ? changes.promo_price_cents : current.promo_price_cents
      if (promo !== null && promo !== undefined && promo >= price)
        throw validationError({ promo_price_cents: [say('promoNotLower', locale)] }, locale)
      await updateCourse(app.db, params.id, changes)
      return answer(app, params.id, locale)
    },
    ownsCourse,
  )

  route(
    app,
    submitStudioCourse,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const course = await findCourse(app.db, { id: params.id })
      if (!course) throw notFound()
      const missing = missingItems(course, await courseLessons(app.db, params.id))
      if (missing.length > 0) {
        const items = missing.map((item) => say(item, locale)).join(', ')
        throw validationError({ missing: [say('incomplete', locale, { items })] }, locale)
      }
      // already waiting or published: nothing changes (a second click is not a second request)
      if (await submitCourse(app.db, params.id)) {
        // the admins hear of it: the queue is theirs
        const admins = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(arrayContains(users.roles, ['admin']), eq(users.status, 'active')))
        const data = { course_id: course.id, title: course.title }
        await Promise.all(
          admins.map((admin) => app.notifications.send(admin.id, STUDIO_NOTIFICATIONS.courseSubmitted, data)),
        )
      }
      return answer(app, params.id, locale)
    },
    ownsCourse,
  )

  route(
    app,
    unpublishStudioCourse,
    async ({ params, request }) => {
      await unpublishCourse(app.db, params.id)
      return answer(app, params.id, requestLocale(request))
    },
    ownsCourse,
  )
}

/** A course's lessons added, saved, deleted and reordered. */
function registerLessonRoutes(app: FastifyInstance) {
  route(
    app,
    createStudioLesson,
    async ({ params, body, request, reply }) => {
      const row = await appendLesson(app.db, params.id, body.title)
      reply.code(201)
      return { data: toStudioLesson(app, row, undefined, requestLocale(request), currentUser(request).id) }
    },
    ownsCourse,
  )

  route(
    app,
    updateStudioLesson,
    async ({ params, body, request }) => {
      const { title, free, kind, body: text } = body
      const row = await updateLesson(app.db, params.id, { title, free, kind, body: text })
      if (!row) throw notFound()
      const uploads = await latestUploads(app.db, [row.id])
      return {
        data: toStudioLesson(app, row, uploads.get(row.id), requestLocale(request), currentUser(request).id),
      }
    },
    ownsLesson,
  )

  route(
    app,
    deleteStudioLesson,
    async ({ params, reply }) => {
      // its uploads go with it (media's video_uploads names the lesson without a foreign key)
      const deleted = await app.db.transaction(async (tx) => {
        if (!(await deleteLesson(tx, params.id))) return false
        await dropTargetUploads(tx, { kind: 'lesson', id: params.id })
        return true
      })
      if (!deleted) throw notFound()
      return reply.code(204).send()
    },
    ownsLesson,
  )

  route(
    app,
    orderStudioLessons,
    async ({ params, body, request }) => {
      const locale = requestLocale(request)
      // every lesson of the course, each once: the same set, as many
      const current = new Set((await courseLessons(app.db, params.id)).map((row) => row.id))
      const given = new Set(body.ids)
      if (
        given.size !== body.ids.length ||
        given.size !== current.size ||
        !body.ids.every((id) => current.has(id))
      )
        throw validationError({ ids: [say('orderMismatch', locale)] }, locale)
      await orderLessons(app.db, params.id, body.ids)
      return { data: (await studioLessons(app, params.id, locale)).lessons }
    },
    ownsCourse,
  )
}

export const studioRoutes: FastifyPluginAsync = async (app) => {
  registerCourseRoutes(app)
  registerLessonRoutes(app)
}
