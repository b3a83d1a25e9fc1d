/**
 * Support and developer tools: the recorded flows and the tickets users send (every environment);
 * the dev endpoints only outside production (DESIGN.md §6).
 */
import { defineRoutes } from '../../core/areas.ts'
import { devRoutes } from './dev.routes.ts'
import { ticketRoutes } from './tickets.routes.ts'
import { traceRoutes } from './traces.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(traceRoutes)
    await app.register(ticketRoutes)
    if (app.config.appEnv !== 'production') await app.register(devRoutes)
  },
})
