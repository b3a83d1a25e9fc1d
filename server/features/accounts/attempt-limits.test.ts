/**
 * Attempt limits that hold under concurrency (issue 9 item 3): a burst of wrong guesses fired at
 * once burns the PIN or the one-time code after 5 of them, so the right code sent next is refused;
 * and one address cannot keep guessing across accounts. Runs on PGlite and, with
 * AULA_TEST_DB=postgres, on PostgreSQL, where the requests really run in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildTestApp,
  injectJson,
  randomIp,
  readOutbox as readOutboxNow,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { createUser } from './factories.testing.ts'
import { passwordResetsSettled } from './password.routes.ts'

/** The outbox once the PIN e-mails asked for so far are written (they go out after the answer). */
const readOutbox: typeof readOutboxNow = async (app, to) => {
  await passwordResetsSettled()
  return readOutboxNow(app, to)
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: object, ip = randomIp()) =>
  injectJson<{ message: string; errors?: Record<string, string[]> }>(
    t.app,
    withCsrf({ method: 'POST', url, payload, remoteAddress: ip }),
  )

/** A six-digit code that is not `right`. */
const wrongCode = (right: string, n: number) => {
  const code = String(n % 1_000_000).padStart(6, '0')
  return code === right ? String((n + 1) % 1_000_000).padStart(6, '0') : code
}

describe('PIN check under a burst of guesses', () => {
  it('refuses the right PIN after 50 concurrent wrong ones', async () => {
    const { user } = await createUser(t.db)
    expect((await post('/api/password/ask/reset', { email: user.email })).response.statusCode).toBe(200)
    const [mail] = await readOutbox(t.app, user.email)
    const pin = mail.meta.pin
    // Each guess from its own address: the per-IP limit is not what stops them.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post('/api/password/verify/pin', { email: user.email, pin: wrongCode(pin, n) }),
      ),
    )
    expect(burst.map(({ response }) => response.statusCode)).toEqual(Array(50).fill(422))
    const right = await post('/api/password/verify/pin', { email: user.email, pin })
    expect(right.response.statusCode).toBe(422)
    expect(right.body.errors).toHaveProperty('pin')
  })

  it('still accepts the right PIN after 4 wrong ones', async () => {
    const { user } = await createUser(t.db)
    await post('/api/password/ask/reset', { email: user.email })
    const [mail] = await readOutbox(t.app, user.email)
    const pin = mail.meta.pin
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post('/api/password/verify/pin', { email: user.email, pin: wrongCode(pin, n) }),
      ),
    )
    expect((await post('/api/password/verify/pin', { email: user.email, pin })).response.statusCode).toBe(200)
  })

  it('grants one reset for two right PINs sent at once', async () => {
    const { user } = await createUser(t.db)
    await post('/api/password/ask/reset', { email: user.email })
    const [mail] = await readOutbox(t.app, user.email)
    const answers = await Promise.all(
      [1, 2].map(() => post('/api/password/verify/pin', { email: user.email, pin: mail.meta.pin })),
    )
    expect(answers.map(({ response }) => response.statusCode).sort()).toEqual([200, 422])
  })
})

describe('one-time code check under a burst of guesses', () => {
  it('refuses the right code after 50 concurrent wrong ones', async () => {
    const email = `burst.${Date.now()}@example.com`
    expect((await post('/api/otp/send', { email, timestamp: Date.now() })).response.statusCode).toBe(200)
    const [mail] = await readOutbox(t.app, email)
    const otp = mail.meta.otp
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) => post('/api/otp/verify', { email, otp: wrongCode(otp, n) })),
    )
    expect(burst.map(({ response }) => response.statusCode)).toEqual(Array(50).fill(422))
    const right = await post('/api/otp/verify', { email, otp })
    expect(right.response.statusCode).toBe(422)
    expect(right.body.errors).toHaveProperty('otp')
  })
})

describe('per-address limit on the verify endpoints', () => {
  it('answers 429 with Retry-After once one address has made 30 checks in 10 minutes', async () => {
    const ip = randomIp()
    for (let n = 0; n < 30; n++) {
      const { response } = await post(
        '/api/otp/verify',
        { email: `nobody${n}@example.com`, otp: '000000' },
        ip,
      )
      expect(response.statusCode).toBe(422)
    }
    const pin = await post('/api/password/verify/pin', { email: 'nobody@example.com', pin: '000000' }, ip)
    expect(pin.response.statusCode).toBe(429)
    expect(Number(pin.response.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not affected.
    expect(
      (await post('/api/otp/verify', { email: 'nobody@example.com', otp: '000000' })).response.statusCode,
    ).toBe(422)
  })
})
