/**
 * The media area's services: `app.lessonVideoUrl`, the signed playlist URL of a lesson's video,
 * bound to the viewer, which the learning API hands to a viewer it has let in (see video/lesson-videos.ts);
 * the tus server and its store (`app.videoUploads`), the `video_transcode` worker, the hourly
 * `upload_cleanup` of expired unfinished uploads, and, at start, the uploads a stopped process left
 * uploaded or half-processed, queued again.
 */
import type { Server } from '@tus/server'
import { defineServices } from '../../core/areas.ts'
import { lessonVideoUrl } from './video/lesson-videos.ts'
import { processUpload, resumeStuck, TRANSCODE_QUEUE } from './video/processing.ts'
import { uploadStore, type UploadStore } from './video/upload-store.ts'
import { cleanExpiredUploads, createTusServer, UPLOAD_CLEANUP_QUEUE } from './video/uploads.ts'

declare module 'fastify' {
  interface FastifyInstance {
    videoUploads: { store: UploadStore; tus: Server }
  }
}

export const UPLOAD_CLEANUP_CRON = '17 * * * *'

export default defineServices(async (app) => {
  if (!app.hasDecorator('lessonVideoUrl'))
    app.decorate('lessonVideoUrl', (lesson, viewer) => lessonVideoUrl(app, lesson, viewer))
  if (app.hasDecorator('videoUploads')) return
  const store = uploadStore(app)
  const tus = createTusServer(app, store)
  app.decorate('videoUploads', { store, tus })
  const startedAt = new Date()
  await app.jobs.work<{ uploadId: string }>(
    TRANSCODE_QUEUE,
    async ({ uploadId }) => processUpload(app, store, uploadId),
    { retryLimit: 2, retryDelaySeconds: 5 },
  )
  await app.jobs.work(UPLOAD_CLEANUP_QUEUE, async () => {
    const cleaned = await cleanExpiredUploads(app, tus)
    if (cleaned > 0) app.log.info({ cleaned }, 'expired unfinished uploads deleted')
  })
  app.addHook('onReady', async () => {
    await app.jobs.schedule(UPLOAD_CLEANUP_QUEUE, UPLOAD_CLEANUP_CRON)
    const resumed = await resumeStuck(app, startedAt)
    if (resumed > 0) app.log.info({ resumed }, 'videos left unprocessed by a stopped process queued again')
  })
})
