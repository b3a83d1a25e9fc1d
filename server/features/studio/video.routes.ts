/**
 * A lesson's video as the studio sees it (SPEC.md §4 "Video upload: init, upload, complete,
 * transcoding status check"): its state, starting an upload from the API (init answers the tus
 * URL), completing (the last byte already does it), and retrying a failed processing.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  completeLessonVideo,
  getLessonVideo,
  initLessonVideo,
  retryLessonVideo,
} from '../../../contracts/studio/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { say } from './messages.ts'
import { pushVideoState, TRANSCODE_QUEUE } from './processing.ts'
import { findLesson, latestUploads, lessonOwner, ownerOf, videoState } from './studio.queries.ts'
import { videoUploads } from './tables.ts'
import { createUploadFor, finishUpload, UPLOADS_PATH } from './uploads.ts'

export const videoRoutes: FastifyPluginAsync = async (app) => {
  const owned = ownerOf(lessonOwner)

  const state = async (lessonId: number, locale: Locale) => {
    const lesson = await findLesson(app.db, lessonId)
    if (!lesson) throw notFound()
    const upload = (await latestUploads(app.db, [lessonId])).get(lessonId)
    return { lesson, upload, video: videoState(app, lesson, upload, locale) }
  }

  route(
    app,
    getLessonVideo,
    async ({ params, request }) => ({
      data: (await state(params.id, requestLocale(request))).video,
    }),
    owned,
  )

  route(
    app,
    initLessonVideo,
    async ({ params, body, request, reply }) => {
      const locale = requestLocale(request)
      if (body.size > app.config.uploadMaxBytes)
        throw new HttpError(
          413,
          say('uploadTooBig', locale, { gb: Math.round((app.config.uploadMaxBytes / 1024 ** 3) * 10) / 10 }),
        )
      const owner = await lessonOwner(app.db, params.id)
      if (owner === null) throw notFound()
      const id = await createUploadFor(app, app.videoUploads.store, {
        userId: owner,
        lessonId: params.id,
        fileName: body.file_name,
        title: body.title ?? null,
        size: body.size,
      })
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
      const { upload } = await state(params.id, locale)
      if (!upload) throw new HttpError(409, say('notFinished', locale))
      if (upload.status === 'uploading') {
        const stored = await app.videoUploads.store.datastore.getUpload(upload.id).catch(() => null)
        if (!stored || stored.size === undefined || stored.offset < stored.size)
          throw new HttpError(409, say('notFinished', locale))
        await finishUpload(app, upload.id)
      }
      return { data: (await state(params.id, locale)).video }
    },
    owned,
  )

  route(
    app,
    retryLessonVideo,
    async ({ params, request }) => {
      const locale = requestLocale(request)
      const [failed] = await app.db
        .select()
        .from(videoUploads)
        .where(and(eq(videoUploads.lesson_id, params.id)))
        .orderBy(desc(videoUploads.created_at), desc(videoUploads.id))
        .limit(1)
      if (!failed || failed.status !== 'failed') throw new HttpError(409, say('nothingToRetry', locale))
      await app.db
        .update(videoUploads)
        .set({ status: 'uploaded', progress: 0, error: null, error_detail: null, updated_at: new Date() })
        .where(eq(videoUploads.id, failed.id))
      await pushVideoState(app, params.id)
      await app.jobs.send(TRANSCODE_QUEUE, { uploadId: failed.id })
      return { data: (await state(params.id, locale)).video }
    },
    owned,
  )
}
