/** Onboarding: the wizards' progress, phone verification, the interests catalogue and sync. */
import { defineRoutes } from '../../core/areas.ts'
import { interestsRoutes } from './interests.routes.ts'
import { phoneRoutes } from './phone.routes.ts'
import { progressRoutes } from './progress.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(progressRoutes)
    await app.register(phoneRoutes)
    await app.register(interestsRoutes)
  },
})
