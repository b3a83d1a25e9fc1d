import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash.ts'

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
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/)
  })

  it('verifies hashes made with other parameters, read from the stored string', async () => {
    const hash = await hashPassword('Password123!')
    const parts = hash.split('$')
    expect(parts[1]).toBe('32768')
    // A hash with tampered parameters no longer matches rather than throwing.
    expect(await verifyPassword('Password123!', ['scrypt', '16384', ...parts.slice(2)].join('$'))).toBe(false)
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
})
