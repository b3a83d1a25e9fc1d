/**
 * Throttling (issue 9 item 6): the account lock after 10 failed logins from any addresses, growing
 * with each further failure; reset PINs and one-time codes limited per address asked for and per
 * client address; the reset answer the same for known and unknown addresses. On PGlite and, with
 * AULA_TEST_DB=postgres, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits, users } from '../../core/db/tables.ts'
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts'
import { createUser } from '../../testing/factories.ts'
import { buildTestApp, randomIp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'
import { loginLock } from './limits.ts'
import { passwordResetsSettled } from './password.routes.ts'
import { eq } from 'drizzle-orm'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: object, ip = randomIp()) =>
  t.app.inject(withCsrf({ method: 'POST', url, payload, remoteAddress: ip }))

describe('the account lock', () => {
  it('locks after 10 failures from different addresses, with Retry-After, even for the right password', async () => {
    const { user, password } = await createUser(t.db)
    for (let n = 0; n < 9; n++) {
      const wrong = await post('/api/login', { email: user.email, password: `Sbagliata${n}!` })
      expect(wrong.statusCode).toBe(401)
    }
    const tenth = await post('/api/login', { email: user.email, password: 'Sbagliata10!' })
    expect(tenth.statusCode).toBe(429)
    expect(Number(tenth.headers['retry-after'])).toBe(60)
    const right = await post('/api/login', { email: user.email, password })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(50)
    expect(right.json<{ message: string }>().message).toMatch(
      /^Troppi tentativi\. Riprova tra \d+ secondi\.$/,
    )
  })

  it('grows the interval with every failure after the tenth, and opens once it is over', async () => {
    const { user, password } = await createUser(t.db)
    const lock = loginLock(user.email)
    // 11 failures, the last one 90 seconds ago: locked for 120 s, so 30 s are left.
    await t.db
      .insert(rateLimits)
      .values({ key: lock.key, count: 11, window_start: new Date(Date.now() - 90_000) })
    const locked = await post('/api/login', { email: user.email, password })
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25)
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30)
    // Over: the right password logs in, and the count starts again.
    await t.db
      .update(rateLimits)
      .set({ window_start: new Date(Date.now() - 121_000) })
      .where(eq(rateLimits.key, lock.key))
    expect((await post('/api/login', { email: user.email, password })).statusCode).toBe(200)
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, lock.key))).toEqual([])
  })

  it('answers the same for an unknown address, so the lock reveals no account', async () => {
    const email = `nessuno.${Date.now()}@example.com`
    const statuses = []
    for (let n = 0; n < 10; n++)
      statuses.push((await post('/api/login', { email, password: 'Sbagliata1!' })).statusCode)
    expect(statuses).toEqual([...Array(9).fill(401), 429])
  })
})

describe('sending limits', () => {
  it('limits reset PINs to 10 per 10 minutes from one client address, whatever the addresses', async () => {
    const ip = randomIp()
    for (let n = 0; n < 10; n++)
      expect(
        (await post('/api/password/ask/reset', { email: `bomba${n}.${Date.now()}@example.com` }, ip))
          .statusCode,
      ).toBe(200)
    const refused = await post('/api/password/ask/reset', { email: `bomba.${Date.now()}@example.com` }, ip)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('limits one-time codes to 10 per 10 minutes from one client address, whatever the addresses', async () => {
    const ip = randomIp()
    for (let n = 0; n < 10; n++)
      expect(
        (
          await post(
            '/api/otp/send',
            { email: `otp${n}.${Date.now()}@example.com`, timestamp: Date.now() },
            ip,
          )
        ).statusCode,
      ).toBe(200)
    const refused = await post(
      '/api/otp/send',
      { email: `otp.${Date.now()}@example.com`, timestamp: Date.now() },
      ip,
    )
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('the reset answer', () => {
  it('has the same status, headers and body for a known and an unknown address', async () => {
    const { user } = await createUser(t.db)
    const known = await post('/api/password/ask/reset', { email: user.email })
    const unknown = await post('/api/password/ask/reset', { email: `sconosciuto.${Date.now()}@example.com` })
    const shape = (response: typeof known) => {
      const { date: _date, ...headers } = response.headers
      return { status: response.statusCode, headers, body: response.body }
    }
    expect(shape(known)).toEqual(shape(unknown))
  })

  it('does not wait for the PIN work: a mailer that hangs does not delay the known address', async () => {
    const { user } = await createUser(t.db)
    const mailer = t.app.mailer
    let release!: () => void
    const hanging = new Promise<void>((resolve) => (release = resolve))
    const send = mailer.send
    mailer.send = async (...args) => {
      await hanging
      return send.apply(mailer, args)
    }
    try {
      const answer = await post('/api/password/ask/reset', { email: user.email })
      expect(answer.statusCode).toBe(200)
      // Answered while the e-mail is still waiting to be written.
      expect(await readOutbox(t.app, user.email)).toEqual([])
    } finally {
      release()
      await passwordResetsSettled()
      mailer.send = send
    }
    expect((await readOutbox(t.app, user.email)).map((mail) => mail.meta.kind)).toContain('password_reset')
  })
})

describe('rehash at login', () => {
  it('replaces a hash made with a cheaper cost by one at the current cost', async () => {
    const { user, password } = await createUser(t.db)
    const cheap = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 })
    await t.db.update(users).set({ password: cheap }).where(eq(users.id, user.id))
    expect((await post('/api/login', { email: user.email, password })).statusCode).toBe(200)
    const [row] = await t.db.select({ password: users.password }).from(users).where(eq(users.id, user.id))
    expect(row.password).not.toBe(cheap)
    expect(needsRehash(row.password)).toBe(false)
    expect(await verifyPassword(password, row.password)).toBe(true)
  })
})
