/** How often the accounts area lets a client try (server/core/rate-limit.ts counts and answers 429). */
import { defineLimits, type Lock, type RateLimit } from '../../core/rate-limit.ts'

/**
 * The account's own lock, whatever the address the guesses come from: 10 wrong passwords in a row
 * lock it for a minute, each further one (counted only once the lock is over) doubles the wait, up
 * to 15 minutes; they are remembered for a day. The owner is not locked out by it: a device the
 * account logged in from passes with the password, a new one with the password and an e-mailed
 * code (session.routes.ts).
 */
export const loginLock = (email: string): Lock => ({
  key: `login:account:${email.trim().toLowerCase()}`,
  threshold: 10,
  baseSeconds: 60,
  maxSeconds: 15 * 60,
  forgetSeconds: 24 * 60 * 60,
})

export const LIMITS = defineLimits({
  loginPerEmailAndIp: (email: string, ip: string): RateLimit => ({
    key: `login:email-ip:${email.toLowerCase()}|${ip}`,
    limit: 5,
    windowSeconds: 60,
  }),
  loginPerIp: (ip: string): RateLimit => ({ key: `login:ip:${ip}`, limit: 20, windowSeconds: 60 }),
  /** Passwords tried with one device cookie while the account is locked (a stolen cookie guesses slowly). */
  loginPerDevice: (device: string): RateLimit => ({
    key: `login:device:${device}`,
    limit: 10,
    windowSeconds: 15 * 60,
  }),
  /** Login codes mailed to one account: the password holder cannot mail-bomb the owner either. */
  loginCodePerUser: (userId: number): RateLimit => ({
    key: `login-code:user:${userId}`,
    limit: 5,
    windowSeconds: 15 * 60,
  }),
  registerPerIp: (ip: string): RateLimit => ({ key: `register:ip:${ip}`, limit: 5, windowSeconds: 60 }),
  otpPerEmail: (email: string): RateLimit => ({
    key: `otp:email:${email.toLowerCase()}`,
    limit: 3,
    windowSeconds: 600,
  }),
  /** One address cannot mail-bomb many: codes and reset PINs it may ask for, all addresses together. */
  otpPerIp: (ip: string): RateLimit => ({ key: `otp:ip:${ip}`, limit: 10, windowSeconds: 600 }),
  passwordResetPerIp: (ip: string): RateLimit => ({
    key: `password-reset:ip:${ip}`,
    limit: 10,
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
