/**
 * Media (SPEC.md §7): uploads of avatars, covers, CVs and certificates, the files themselves; videos:
 * their tus uploads and a lesson's video calls, lesson videos (HLS) and courses' presentation videos.
 */
import { defineRoutes } from '../../core/areas.ts'
import { mediaRoutes } from './media.routes.ts'
import { lessonVideoRoutes } from './video/lesson-videos.ts'
import { presentationVideoRoutes } from './video/presentation-videos.ts'
import { uploadRoutes } from './video/uploads.ts'
import { lessonVideoUploadRoutes } from './video/video.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(mediaRoutes)
    await app.register(lessonVideoRoutes)
    await app.register(presentationVideoRoutes)
    await app.register(lessonVideoUploadRoutes)
    await app.register(uploadRoutes(app.videoUploads.tus))
  },
})
