/** Referrals: the user's code, who signed up with it, and the rewards earned. */
import { defineRoutes } from '../../core/areas.ts'
import { referralRoutes } from './referrals.routes.ts'

export default defineRoutes({ plugin: referralRoutes })
