/** Direct messages (issue 17): conversations and their messages (dms.routes.ts), and who has one open (presence.ts). */
import { defineRoutes } from '../../core/areas.ts'
import { registerProfilePagePart } from '../profiles/index.ts'
import { conversationIdBetween } from './dms.queries.ts'
import { dmRoutes } from './dms.routes.ts'
import './presence.ts'

export default defineRoutes({
  plugin: async (app) => {
    // a profile page shows whether the owner has their conversation with the caller open
    registerProfilePagePart('messages', { conversationId: conversationIdBetween })
    await app.register(dmRoutes)
  },
})
