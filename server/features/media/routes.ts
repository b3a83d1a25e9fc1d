/** Media (SPEC.md §7): uploads of avatars, covers, CVs and certificates, and the files themselves. */
import { defineRoutes } from '../../core/areas.ts'
import { mediaRoutes } from './media.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(mediaRoutes)
  },
})
