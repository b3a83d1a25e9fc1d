/**
 * Password hashing with scrypt from node:crypto: memory-hard, no native add-on to build.
 * The stored string carries its own parameters (`scrypt$N$r$p$salt$hash`, base64url), so the
 * cost can be raised later without invalidating existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PREFIX = 'scrypt'
const COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELIZATION = 1
const KEY_LENGTH = 64
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is exactly that at N=2^15, r=8, so leave headroom.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE)
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELIZATION }, KEY_LENGTH)
  return [
    PREFIX,
    COST,
    BLOCK_SIZE,
    PARALLELIZATION,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
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
