/** Payments (issue 12): buying, subscriptions, coupons, orders; the sandbox's pages; dev tools outside production. */
import { defineRoutes } from '../../core/areas.ts'
import { devRoutes } from './dev.routes.ts'
import { paymentsRoutes } from './payments.routes.ts'
import { paypalRoutes } from './paypal.routes.ts'
import { receiptsRoutes } from './receipts.routes.ts'
import { sandboxRoutes } from './sandbox.routes.ts'
import { subscriptionsRoutes } from './subscriptions.routes.ts'

export default defineRoutes({
  plugin: async (app) => {
    await app.register(paymentsRoutes)
    await app.register(receiptsRoutes)
    await app.register(subscriptionsRoutes)
    if (app.payments.sandbox) {
      await app.register(sandboxRoutes(app.payments.sandbox))
      await app.register(paypalRoutes(app.payments.sandbox))
    }
    if (app.config.appEnv !== 'production') await app.register(devRoutes(app.payments.sandbox))
  },
})
