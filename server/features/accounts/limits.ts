/** How often the accounts area lets a client try (server/core/rate-limit.ts counts and answers 429). */
import { defineLimits, type RateLimit } from '../../core/rate-limit.ts'

export const LIMITS = defineLimits({
  loginPerEmailAndIp: (email: string, ip: string): RateLimit => ({
    key: `login:email-ip:${email.toLowerCase()}|${ip}`,
    limit: 5,
    windowSeconds: 60,
  }),
  loginPerIp: (ip: string): RateLimit => ({ key: `login:ip:${ip}`, limit: 20, windowSeconds: 60 }),
  registerPerIp: (ip: string): RateLimit => ({ key: `register:ip:${ip}`, limit: 5, windowSeconds: 60 }),
  otpPerEmail: (email: string): RateLimit => ({
    key: `otp:email:${email.toLowerCase()}`,
    limit: 3,
    windowSeconds: 600,
  }),
  passwordResetPerEmail: (email: string): RateLimit => ({
    key: `password-reset:email:${email.toLowerCase()}`,
    limit: 3,
    windowSeconds: 600,
  }),
  /** PIN and one-time-code checks from one address, whatever the account: guessing costs time. */
  verifyPerIp: (ip: string): RateLimit => ({ key: `verify:ip:${ip}`, limit: 30, windowSeconds: 600 }),
  verificationPerUser: (userId: number): RateLimit => ({
    key: `email-verification:user:${userId}`,
    limit: 3,
    windowSeconds: 600,
  }),
})
