/** How often one address may send flows, and one user tickets, to support (server/core/rate-limit.ts answers 429). */
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const LIMITS = defineLimits({
  tracesPerIp: (ip: string): RateLimit => ({ key: `support-trace:ip:${ip}`, limit: 10, windowSeconds: 600 }),
  ticketsPerUser: (userId: number): RateLimit => ({
    key: `support-ticket:user:${userId}`,
    limit: 5,
    windowSeconds: 3600,
  }),
})
