/** How many messages one user may send (server/core/rate-limit.ts counts them in the database). */
import { DM_LIMITS } from '../../../contracts/messages/schemas.ts'
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const LIMITS = defineLimits({
  sendsPerUser: (userId: number): RateLimit => ({
    key: `dm-send:user:${userId}`,
    limit: DM_LIMITS.sendsPerMinute,
    windowSeconds: 60,
  }),
})
