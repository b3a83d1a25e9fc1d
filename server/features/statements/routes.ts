/** Trainer statements (issue 36): monthly statements of course sales and withholdings, and the admins' payouts. */
import { defineRoutes } from '../../core/areas.ts'
import { statementsRoutes } from './statements.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(statementsRoutes)
  },
})
