/** The social area's rate limits. */
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const LIMITS = defineLimits({
  previewsPerUser: (userId: number): RateLimit => ({
    key: `link-preview:user:${userId}`,
    limit: 30,
    windowSeconds: 60,
  }),
})
