/**
 * Secrets the accounts code hands out: bearer tokens, e-mail links, PINs and one-time codes.
 * Only digests reach the database. Long random tokens get a plain SHA-256 (nothing to brute-force);
 * six-digit codes get an HMAC keyed with APP_KEY, because a bare hash of 10^6 values is reversed
 * in milliseconds by anyone holding a copy of the table.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 48 random bytes, base64url: 64 characters, safe in a cookie, a header and a URL. */
export function randomToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A code of `length` digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

export function hashCode(code: string, key: string): string {
  return createHmac('sha256', key).update(code).digest('hex')
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
