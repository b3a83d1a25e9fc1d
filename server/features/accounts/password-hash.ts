/**
 * Password hashing with scrypt from node:crypto: memory-hard, no native add-on to build.
 * The stored string carries its own parameters (`scrypt$N$r$p$salt$hash`, base64url), so the
 * cost can be raised later without invalidating existing hashes: login rehashes a password whose
 * hash is cheaper than today's (needsRehash).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17 (128 MiB), r=8, p=1. */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }
/** Under APP_ENV=test (and Vitest's NODE_ENV=test) only: thousands of hashes in a test run. */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 12, r: 8, p: 1 }

/** The cost new hashes get: the production one everywhere but in tests. */
export function scryptCost(env: Record<string, string | undefined> = process.env): ScryptCost {
  return env.APP_ENV === 'test' || env.NODE_ENV === 'test' ? TEST_SCRYPT : PRODUCTION_SCRYPT
}

const PREFIX = 'scrypt'
const KEY_LENGTH = 64
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at N=2^17, r=8), above the default maxmem of 32 MiB.
  const maxmem = 256 * options.N! * options.r!
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string, cost: ScryptCost = scryptCost()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, cost, KEY_LENGTH)
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `stored` was made with less than `cost` (an older, cheaper setting) or is no scrypt hash. */
export function needsRehash(stored: string, cost: ScryptCost = scryptCost()): boolean {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== PREFIX) return true
  const [N, r, p] = parts.slice(1, 4).map(Number)
  return N < cost.N || r < cost.r || p < cost.p
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== PREFIX) return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false
  // Refuse absurd parameters from a tampered row instead of allocating gigabytes.
  if (N > 2 ** 20 || r > 32 || p > 16) return false
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  if (salt.length === 0 || expected.length === 0) return false
  const actual = await derive(password, salt, { N, r, p }, expected.length)
  return timingSafeEqual(actual, expected)
}
