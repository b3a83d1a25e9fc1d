/** Media (SPEC.md §7): uploads of avatars, covers, CVs and certificates, the files themselves, lesson videos (HLS) and courses' presentation videos. */
import { defineRoutes } from '../../core/areas.ts'
import { mediaRoutes } from './media.routes.ts'
import { lessonVideoRoutes } from './video/lesson-videos.ts'
import { presentationVideoRoutes } from './video/presentation-videos.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(mediaRoutes)
    await app.register(lessonVideoRoutes)
    await app.register(presentationVideoRoutes)
  },
})
