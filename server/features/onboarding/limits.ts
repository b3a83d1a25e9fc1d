/** How often the onboarding area lets a client try (server/core/rate-limit.ts counts and answers 429). */
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const LIMITS = defineLimits({
  /** SMS cost money: codes one account may ask for, whatever the number. */
  smsPerUser: (userId: number): RateLimit => ({ key: `sms:user:${userId}`, limit: 5, windowSeconds: 3600 }),
  smsPerIp: (ip: string): RateLimit => ({ key: `sms:ip:${ip}`, limit: 20, windowSeconds: 3600 }),
  /** Guesses from one address, whatever the account; the code itself burns after 5. */
  phoneVerifyPerIp: (ip: string): RateLimit => ({
    key: `sms-verify:ip:${ip}`,
    limit: 30,
    windowSeconds: 600,
  }),
})
