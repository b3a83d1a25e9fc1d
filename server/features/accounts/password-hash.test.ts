import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  needsRehash,
  PRODUCTION_SCRYPT,
  scryptCost,
  TEST_SCRYPT,
  verifyPassword,
} from './password-hash.ts'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Password123!')
    expect(await verifyPassword('Password123!', hash)).toBe(true)
    expect(await verifyPassword('password123!', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('stores scrypt parameters and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')])
    expect(a).not.toBe(b)
    // Tests hash at the test cost (TEST_SCRYPT); the production cost is checked below.
    expect(a).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/)
  })

  it('verifies hashes made with other parameters, read from the stored string', async () => {
    const hash = await hashPassword('Password123!')
    const parts = hash.split('$')
    expect(parts[1]).toBe('4096')
    // A hash with tampered parameters no longer matches rather than throwing.
    expect(await verifyPassword('Password123!', ['scrypt', '2048', ...parts.slice(2)].join('$'))).toBe(false)
  })

  it('rejects malformed and absurd stored values instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$abc$8$1$c2FsdA$aGFzaA',
      'scrypt$1073741824$8$1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })

  it('uses at least the OWASP minimum, scrypt N=2^17 r=8 p=1, outside tests', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 })
    for (const APP_ENV of ['production', 'development'])
      expect(scryptCost({ APP_ENV })).toBe(PRODUCTION_SCRYPT)
    expect(scryptCost({ APP_ENV: 'test' })).toBe(TEST_SCRYPT)
    // One real production hash: the parameters are stored and it verifies.
    const hash = await hashPassword('Password123!', PRODUCTION_SCRYPT)
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('Password123!', hash)).toBe(true)
    expect(needsRehash(hash, PRODUCTION_SCRYPT)).toBe(false)
  })

  it('asks for a rehash of a cheaper or foreign hash', async () => {
    const old = await hashPassword('x', { N: 2 ** 10, r: 8, p: 1 })
    expect(needsRehash(old, TEST_SCRYPT)).toBe(true)
    expect(needsRehash(old, PRODUCTION_SCRYPT)).toBe(true)
    expect(needsRehash(await hashPassword('x', TEST_SCRYPT), TEST_SCRYPT)).toBe(false)
    expect(needsRehash('bcrypt$1$2$3$4$5')).toBe(true)
  })
})
