/** Media (SPEC.md §7): uploads of avatars, covers, CVs and certificates, the files themselves, and lesson videos (HLS). */
import { defineRoutes } from '../../core/areas.ts'
import { mediaRoutes } from './media.routes.ts'
import { lessonVideoRoutes } from './video/lesson-videos.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(mediaRoutes)
    await app.register(lessonVideoRoutes)
  },
})
