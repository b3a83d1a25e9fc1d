/**
 * A lesson's video as the studio sees it (SPEC.md §4 "Video upload: init, upload, complete,
 * transcoding status check"): its state, starting an upload from the API (init answers the tus
 * URL), completing (the last byte already does it), and retrying a failed processing; and a
 * course's presentation video: its state, a retry, its removal.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  completeLessonVideo,
  deletePromoVideo,
  getLessonVideo,
  getPromoVideo,
  initLessonVideo,
  retryLessonVideo,
  retryPromoVideo,
} from '../../../contracts/studio/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { courses } from '../courses/tables.ts'
import { removePackage, requireVideoState, retryUpload } from './processing.ts'
import {
  courseOwner,
  findLesson,
  latestCourseUpload,
  latestUploads,
  lessonOwner,
  ownerOf,
  videoState,
} from './studio.queries.ts'
import { videoUploads } from './tables.ts'

import { createUploadFor, finishUpload, tooBig, UPLOADS_PATH } from './uploads.ts'

export const videoRoutes: FastifyPluginAsync = async (app) => {
  const owned = ownerOf(lessonOwner)

  const state = async (request: FastifyRequest, lessonId: number, locale: Locale) => {
    const lesson = await findLesson(app.db, lessonId)
    if (!lesson) throw notFound()
    const upload = (await latestUploads(app.db, [lessonId])).get(lessonId)
    return { lesson, upload, video: videoState(app, lesson, upload, locale, currentUser(request).id) }
  }

  route(
    app,
    getLessonVideo,
    async ({ params, request }) => ({
      data: (await state(request, params.id, requestLocale(request))).video,
    }),
    owned,
  )

  route(
    app,
    initLessonVideo,
    async ({ params, body, request, reply }) => {
      const locale = requestLocale(request)
      if (body.size > app.config.uploadMaxBytes) throw new HttpError(413, tooBig(app, locale))
      const owner = await lessonOwner(app.db, params.id)
      if (owner === null) throw notFound()
      const id = await createUploadFor(
        app,
        app.videoUploads.store,
        {
          userId: owner,
          target: { kind: 'lesson', id: params.id },
          fileName: body.file_name,
          title: body.title ?? null,
          size: body.size,
        },
        locale,
      )
      reply.code(201)
      return { data: { upload_id: id, upload_url: `${UPLOADS_PATH}/${id}` } }
    },
    owned,
  )

  route(
    app,
    completeLessonVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const { upload } = await state(request, params.id, locale)
      if (!upload) throw new HttpError(409, say('notFinished', locale))
      if (upload.status === 'uploading') {
        const stored = await app.videoUploads.store.datastore.getUpload(upload.id).catch(() => null)
        if (!stored || stored.size === undefined || stored.offset < stored.size)
          throw new HttpError(409, say('notFinished', locale))
        await finishUpload(app, upload.id)
      }
      return { data: (await state(request, params.id, locale)).video }
    },
    owned,
  )

  /** Processes a failed upload again (409 when the latest one has not failed). */
  route(
    app,
    retryLessonVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      await retryUpload(app, (await latestUploads(app.db, [params.id])).get(params.id), locale)
      return { data: (await state(request, params.id, locale)).video }
    },
    owned,
  )

  // A course's presentation video: its state, a retry, its removal (the bytes come through tus with course_id).
  const ownsCourse = ownerOf(courseOwner)
  const promoState = (courseId: number, locale: Locale) =>
    requireVideoState(app, { kind: 'course', id: courseId }, locale)

  route(
    app,
    getPromoVideo,
    async ({ params, request }) => promoState(params.id, requestLocale(request)),
    ownsCourse,
  )

  route(
    app,
    retryPromoVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      await retryUpload(app, await latestCourseUpload(app.db, params.id), locale)
      return promoState(params.id, locale)
    },
    ownsCourse,
  )

  route(
    app,
    deletePromoVideo,
    async ({ params, request }) => {
      const [before] = await app.db
        .select({ path: courses.presentation_video_path })
        .from(courses)
        .where(eq(courses.id, params.id))
      if (!before) throw notFound()
      await app.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ presentation_video_path: null, updated_at: new Date() })
          .where(eq(courses.id, params.id))
        await tx.delete(videoUploads).where(eq(videoUploads.course_id, params.id))
      })
      await removePackage(app, before.path)
      return promoState(params.id, requestLocale(request))
    },
    ownsCourse,
  )
}
