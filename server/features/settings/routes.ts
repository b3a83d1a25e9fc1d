/** Settings: the trainer's payout account (the other settings use the accounts' and payments' calls). */
import { defineRoutes } from '../../core/areas.ts'
import { payoutRoutes } from './payout.routes.ts'

export default defineRoutes({ plugin: payoutRoutes })
