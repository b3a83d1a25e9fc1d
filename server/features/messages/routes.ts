/** Direct messages (issue 17): conversations and their messages (dms.routes.ts), and who has one open (presence.ts). */
import { defineRoutes } from '../../core/areas.ts'
import { dmRoutes } from './dms.routes.ts'
import './presence.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(dmRoutes)
  },
})
