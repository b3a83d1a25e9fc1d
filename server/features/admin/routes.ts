/**
 * Administration (admin role only, issue 35): actions on accounts (users.routes.ts), and the
 * queues the admin area reads that no other area serves (inbox.routes.ts), the orders and their
 * refunds (orders.routes.ts, issue 36).
 */
import { defineRoutes } from '../../core/areas.ts'
import { adminInboxRoutes } from './inbox.routes.ts'
import { adminOrderRoutes } from './orders.routes.ts'
import { adminUserRoutes } from './users.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(adminUserRoutes)
    await app.register(adminInboxRoutes)
    await app.register(adminOrderRoutes)
  },
})
