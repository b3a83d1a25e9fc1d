/**
 * Support and developer tools: the recorded flows users send (every environment); the dev
 * endpoints only outside production (DESIGN.md §6).
 */
import { defineRoutes } from '../../core/areas.ts'
import { devRoutes } from './dev.routes.ts'
import { traceRoutes } from './traces.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(traceRoutes)
    if (app.config.appEnv !== 'production') await app.register(devRoutes)
  },
})
