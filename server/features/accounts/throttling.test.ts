/**
 * Throttling (issue 9 item 6, issue 32 item 2): the account lock after 10 failed logins from any
 * addresses, growing with each further failure up to 15 minutes, counted once under a burst, and
 * passed by the owner (a browser the account logged in from, or a new one with an e-mailed code); reset PINs and one-time codes limited per address asked for and per
 * client address; the reset answer the same for known and unknown addresses. On PGlite and, with
 * AULA_TEST_DB=postgres, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits, users } from '../../core/db/tables.ts'
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts'
import { createUser } from './factories.testing.ts'
import { buildTestApp, randomIp, readOutbox, withCsrf, type TestApp } from '../../testing/helper.ts'
import { loginLock } from './limits.ts'
import { DEVICE_COOKIE } from '../../core/auth/device-cookie.ts'
import { lockedFor } from '../../core/rate-limit.ts'
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
  it('locks after 10 failures from different addresses, with Retry-After; the right password from a new device gets the code step', async () => {
    const { user, password } = await createUser(t.db)
    for (let n = 0; n < 9; n++) {
      const wrong = await post('/api/login', { email: user.email, password: `Sbagliata${n}!` })
      expect(wrong.statusCode).toBe(401)
    }
    const tenth = await post('/api/login', { email: user.email, password: 'Sbagliata10!' })
    expect(tenth.statusCode).toBe(429)
    expect(Number(tenth.headers['retry-after'])).toBe(60)
    expect(tenth.json<{ message: string }>().message).toMatch(
      /^Troppi tentativi\. Riprova tra \d+ secondi\.$/,
    )
    const right = await post('/api/login', { email: user.email, password })
    expect(right.statusCode).toBe(202)
    const challenge = right.json<{ data: { challenge: string; challenge_token: string } }>().data
    expect(challenge.challenge).toBe('email_code')
    expect(right.headers['set-cookie']).toBeUndefined()
    const [mail] = await readOutbox(t.app, user.email)
    expect(mail.meta.kind).toBe('login_code')
    expect(mail.subject).toBe('Aula - Il tuo codice di accesso')
    const wrongCode = mail.meta.otp === '000000' ? '000001' : '000000'
    const refused = await post('/api/login/code', {
      challenge_token: challenge.challenge_token,
      otp: wrongCode,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.otp[0]).toMatch(
      /^Il codice non è valido/,
    )
    const done = await post('/api/login/code', {
      challenge_token: challenge.challenge_token,
      otp: mail.meta.otp,
    })
    expect(done.statusCode).toBe(200)
    const { token } = done.json<{ data: { token: string } }>().data
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.json<{ data: { email: string } }>().data.email).toBe(user.email)
    expect(done.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.httpOnly).toBe(true)
    // good once
    const again = await post('/api/login/code', {
      challenge_token: challenge.challenge_token,
      otp: mail.meta.otp,
    })
    expect(again.statusCode).toBe(422)
  })

  it('answers the same during the lock for a wrong password, and mails nothing', async () => {
    const { user, password } = await createUser(t.db)
    await t.db
      .insert(rateLimits)
      .values({ key: loginLock(user.email).key, count: 10, window_start: new Date() })
    const shape = (response: Awaited<ReturnType<typeof post>>) => ({
      status: response.statusCode,
      keys: Object.keys(response.json<{ data: object }>().data).sort(),
    })
    const wrong = await post('/api/login', { email: user.email, password: 'Sbagliata1!' })
    expect(await readOutbox(t.app, user.email)).toEqual([])
    const right = await post('/api/login', { email: user.email, password })
    expect(shape(wrong)).toEqual(shape(right))
    expect(await readOutbox(t.app, user.email)).toHaveLength(1)
    // the wrong one's token names no code step
    const guess = await post('/api/login/code', {
      challenge_token: wrong.json<{ data: { challenge_token: string } }>().data.challenge_token,
      otp: (await readOutbox(t.app, user.email))[0].meta.otp,
    })
    expect(guess.statusCode).toBe(422)
  })

  it('sends the code in the account language and answers a wrong one in the request language', async () => {
    const { user, password } = await createUser(t.db, { locale: 'en' })
    await t.db
      .insert(rateLimits)
      .values({ key: loginLock(user.email).key, count: 10, window_start: new Date() })
    const challenge = await post('/api/login', { email: user.email, password })
    const [mail] = await readOutbox(t.app, user.email)
    expect(mail.subject).toBe('Aula - Your login code')
    const refused = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/login/code',
        headers: { 'accept-language': 'en' },
        payload: {
          challenge_token: challenge.json<{ data: { challenge_token: string } }>().data.challenge_token,
          otp: mail.meta.otp === '000000' ? '000001' : '000000',
        },
      }),
    )
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.otp[0]).toMatch(
      /^The code is not valid/,
    )
  })

  it('lets a browser the account logged in from pass the lock with the password, and keeps the lock', async () => {
    const { user, password } = await createUser(t.db)
    const first = await post('/api/login', { email: user.email, password })
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!
    expect(device.path).toBe('/api/login')
    const lock = loginLock(user.email)
    await t.db.insert(rateLimits).values({ key: lock.key, count: 10, window_start: new Date() })
    const fromDevice = (pw: string) =>
      t.app.inject(
        withCsrf({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: pw },
          remoteAddress: randomIp(),
          cookies: { [DEVICE_COOKIE]: device.value },
        }),
      )
    expect((await fromDevice(password)).statusCode).toBe(200)
    expect((await fromDevice('Sbagliata1!')).statusCode).toBe(401)
    // a cookie made up, or issued to another account, is a new device
    const other = await createUser(t.db)
    const forged = device.value.replace(/^\d+/, String(other.user.id))
    const answer = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/login',
        payload: { email: other.user.email, password: other.password },
        cookies: { [DEVICE_COOKIE]: forged },
      }),
    )
    expect(answer.statusCode).toBe(200) // other is not locked: a plain login
    expect((await post('/api/login', { email: user.email, password })).statusCode).toBe(202)
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, lock.key))
    expect(row.count).toBe(10)
  })

  it('is locked for at most 15 minutes, however many failures', async () => {
    const { user } = await createUser(t.db)
    await t.db
      .insert(rateLimits)
      .values({ key: loginLock(user.email).key, count: 40, window_start: new Date() })
    const locked = await lockedFor(t.db, loginLock(user.email))
    expect(locked).toBeGreaterThan(890)
    expect(locked).toBeLessThanOrEqual(900)
  })

  it('locks for a minute after 30 wrong passwords at once from 30 addresses; the owner gets the code step', async () => {
    const { user, password } = await createUser(t.db)
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        post('/api/login', { email: user.email, password: `Sbagliata${n}!` }),
      ),
    )
    const statuses = burst.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(9)
    const waits = burst.filter((response) => response.statusCode !== 401)
    // 429 once the tenth is counted, or the code step for those that came after the lock closed
    for (const response of waits) {
      expect([202, 429]).toContain(response.statusCode)
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, loginLock(user.email).key))
    expect(row.count).toBe(10)
    expect(await lockedFor(t.db, loginLock(user.email))).toBeLessThanOrEqual(60)
    const owner = await post('/api/login', { email: user.email, password })
    expect(owner.statusCode).toBe(202)
    const [mail] = await readOutbox(t.app, user.email)
    const done = await post('/api/login/code', {
      challenge_token: owner.json<{ data: { challenge_token: string } }>().data.challenge_token,
      otp: mail.meta.otp,
    })
    expect(done.statusCode).toBe(200)
  })

  it('burns the code after 5 wrong ones sent at once', async () => {
    const { user, password } = await createUser(t.db)
    await t.db
      .insert(rateLimits)
      .values({ key: loginLock(user.email).key, count: 10, window_start: new Date() })
    const challenge = (await post('/api/login', { email: user.email, password })).json<{
      data: { challenge_token: string }
    }>().data.challenge_token
    const [mail] = await readOutbox(t.app, user.email)
    const wrong = (n: number) => {
      const code = String(n).padStart(6, '0')
      return code === mail.meta.otp ? '999999' : code
    }
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post('/api/login/code', { challenge_token: challenge, otp: wrong(n) }),
      ),
    )
    expect(burst.map((response) => response.statusCode)).toEqual(Array(12).fill(422))
    expect(
      (await post('/api/login/code', { challenge_token: challenge, otp: mail.meta.otp })).statusCode,
    ).toBe(422)
  })

  it('grows the interval with every failure after the tenth, and opens once it is over', async () => {
    const { user, password } = await createUser(t.db)
    const lock = loginLock(user.email)
    // 11 failures, the last one 90 seconds ago: locked for 120 s, so 30 s are left.
    await t.db
      .insert(rateLimits)
      .values({ key: lock.key, count: 11, window_start: new Date(Date.now() - 90_000) })
    const locked = await lockedFor(t.db, lock)
    expect(locked).toBeGreaterThan(25)
    expect(locked).toBeLessThanOrEqual(30)
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
