/** The PIN reset, one-time code and e-mail verification flows, end to end through the dev outbox. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResponse, User } from '../../../contracts/accounts/schemas.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  login,
  randomIp,
  readOutbox as readOutboxNow,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { oneTimeCodes, passwordResetPins } from './tables.ts'
import { users } from '../../core/db/tables.ts'
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

type ErrorBody = { message: string; errors: Record<string, string[]> }

let counter = 0
async function newUser(locale: 'it' | 'en' = 'it'): Promise<AuthResponse & { email: string }> {
  const email = `flow.${Date.now()}.${counter++}@example.com`
  const response = await t.app.inject(
    withCsrf({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': locale },
      remoteAddress: randomIp(),
      payload: {
        email,
        first_name: 'Luca',
        last_name: 'Galli',
        password: 'Vecchia123!',
        password_confirmation: 'Vecchia123!',
        privacy_accepted: true,
        terms_accepted: true,
        role: 'trainer',
      },
    }),
  )
  expect(response.statusCode).toBe(201)
  return { ...response.json<{ data: AuthResponse }>().data, email }
}

const post = <T = unknown>(url: string, payload: object, headers: Record<string, string> = {}) =>
  // Each call from its own address: the per-address limits have tests of their own (throttling.test.ts).
  injectJson<T & ErrorBody>(
    t.app,
    withCsrf({ method: 'POST', url, payload, headers, remoteAddress: randomIp() }),
  )

describe('password reset by PIN', () => {
  it('ask -> PIN from the outbox -> verify -> update -> login with the new password', async () => {
    const { email, user } = await newUser()
    const ask = await post<{ data: { message: string } }>('/api/password/ask/reset', { email })
    expect(ask.response.statusCode).toBe(200)
    const [mail] = await readOutbox(t.app, email)
    expect(mail.subject).toBe('Aula - Il PIN per reimpostare la password')
    const pin = mail.meta.pin
    expect(pin).toMatch(/^\d{6}$/)
    expect(mail.text).toContain(pin)
    const [stored] = await t.db.select().from(passwordResetPins).where(eq(passwordResetPins.user_id, user.id))
    expect(stored.pin_hash).not.toContain(pin)
    expect(stored.expires_at.getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(stored.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000)

    const verify = await post<{ data: { id: number; reset_token: string } }>('/api/password/verify/pin', {
      email,
      pin,
    })
    expect(verify.response.statusCode).toBe(200)
    expect(verify.body.data.id).toBe(user.id)
    const resetToken = verify.body.data.reset_token

    // The PIN cannot be used twice.
    expect((await post('/api/password/verify/pin', { email, pin })).response.statusCode).toBe(422)

    const update = await injectJson(
      t.app,
      withCsrf({
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { password: 'Nuova12345!', password_confirmation: 'Nuova12345!', reset_token: resetToken },
      }),
    )
    expect(update.response.statusCode).toBe(200)
    expect(update.body).toEqual({ data: { id: user.id } })

    await expect(login(t.app, email, 'Vecchia123!')).rejects.toThrow(/401/)
    expect(await login(t.app, email, 'Nuova12345!')).toMatch(/^[\w-]{60,}$/)

    // The reset token is spent.
    const again = await injectJson<ErrorBody>(
      t.app,
      withCsrf({
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { password: 'Altra12345!', password_confirmation: 'Altra12345!', reset_token: resetToken },
      }),
    )
    expect(again.response.statusCode).toBe(422)
    expect(again.body.errors.reset_token).toHaveLength(1)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const { user: admin } = await createUser(t.db, { role: 'admin' })
    const known = await post<{ data: { message: string } }>('/api/password/ask/reset', {
      email: admin.email,
    })
    const unknown = await post<{ data: { message: string } }>('/api/password/ask/reset', {
      email: 'nessuno.qui@example.com',
    })
    expect(unknown.response.statusCode).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(await readOutbox(t.app, 'nessuno.qui@example.com')).toEqual([])
  })

  it('writes the PIN e-mail in the user language', async () => {
    const { email } = await newUser('en')
    await post('/api/password/ask/reset', { email })
    const [mail] = await readOutbox(t.app, email)
    expect(mail.subject).toBe('Aula - Your password reset PIN')
  })

  it('answers 422 for a wrong PIN and burns it after 5 wrong attempts', async () => {
    const { email } = await newUser()
    await post('/api/password/ask/reset', { email })
    const [mail] = await readOutbox(t.app, email)
    const wrongPin = mail.meta.pin === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/password/verify/pin', { email, pin: wrongPin })
      expect(wrong.response.statusCode).toBe(422)
      expect(wrong.body.errors.pin).toEqual(['Il PIN non è valido o è scaduto.'])
    }
    const right = await post(
      '/api/password/verify/pin',
      { email, pin: mail.meta.pin },
      { 'accept-language': 'en' },
    )
    expect(right.response.statusCode).toBe(422)
    expect(right.body.errors.pin).toEqual(['The PIN is not valid or has expired.'])
  })

  it('refuses an expired PIN', async () => {
    const { email, user } = await newUser()
    await post('/api/password/ask/reset', { email })
    const [mail] = await readOutbox(t.app, email)
    await t.db
      .update(passwordResetPins)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetPins.user_id, user.id))
    expect((await post('/api/password/verify/pin', { email, pin: mail.meta.pin })).response.statusCode).toBe(
      422,
    )
  })

  it.each([
    [{ email: 'a@b.it' }, 'pin', 'Il campo PIN è richiesto'],
    [{ email: 'a@b.it', pin: '12ab56' }, 'pin', 'Il campo PIN può contenere solo cifre'],
    [{ email: 'a@b.it', pin: '12345' }, 'pin', 'Il campo PIN deve contenere esattamente 6 caratteri'],
    [{ pin: '123456' }, 'email', 'Il campo Email è richiesto'],
  ])('answers 422 on verify for %j', async (payload, field, message) => {
    const { response, body } = await post('/api/password/verify/pin', payload)
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([message])
  })

  it('answers 422 on ask without a valid e-mail', async () => {
    const { response, body } = await post(
      '/api/password/ask/reset',
      { email: 'x' },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors.email).toEqual(['The Email field must be a valid email address'])
  })

  it('limits reset requests to 3 per 10 minutes per e-mail', async () => {
    const email = `limite.${Date.now()}@example.com`
    for (let i = 0; i < 3; i++)
      expect((await post('/api/password/ask/reset', { email })).response.statusCode).toBe(200)
    const refused = await post('/api/password/ask/reset', { email: email.toUpperCase() })
    expect(refused.response.statusCode).toBe(429)
    const retryAfter = Number(refused.response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(540)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })
})

describe('PUT /api/password/update/:id', () => {
  it('needs password and password_confirmation (SPEC message)', async () => {
    const { user, token } = await newUser()
    for (const payload of [{}, { password: 'Nuova12345!' }, { password_confirmation: 'Nuova12345!' }]) {
      const { response, body } = await injectJson<ErrorBody>(
        t.app,
        asUser(token, { method: 'PUT', url: `/api/password/update/${user.id}`, payload }),
      )
      expect(response.statusCode).toBe(422)
      expect(body.message).toContain(
        'You cannot update a password without providing a password and its confirmation',
      )
    }
  })

  it('answers 422 when the passwords differ or are too short', async () => {
    const { user, token } = await newUser()
    const differ = await injectJson<ErrorBody>(
      t.app,
      asUser(token, {
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { password: 'Nuova12345!', password_confirmation: 'Nuova12345?' },
      }),
    )
    expect(differ.body.errors.password_confirmation).toEqual(['Passwords non coincidenti'])
    const short = await injectJson<ErrorBody>(
      t.app,
      asUser(token, {
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { password: 'corta', password_confirmation: 'corta' },
      }),
    )
    expect(short.body.errors.password).toEqual(['Il campo Password deve contenere almeno 8 caratteri'])
  })

  it('lets a logged-in user change their own password with the current one, keeping that session and ending the others', async () => {
    const { user, token, email } = await newUser()
    const other = await login(t.app, email, 'Vecchia123!')
    const change = (payload: object) =>
      injectJson<ErrorBody>(
        t.app,
        asUser(token, { method: 'PUT', url: `/api/password/update/${user.id}`, payload }),
      )
    const payload = { password: 'Cambiata123!', password_confirmation: 'Cambiata123!' }
    // A session alone is not enough.
    const without = await change(payload)
    expect(without.response.statusCode).toBe(422)
    expect(without.body.errors.current_password).toEqual(['Inserisci la password attuale.'])
    const wrong = await change({ ...payload, current_password: 'Sbagliata1!' })
    expect(wrong.response.statusCode).toBe(422)
    expect(wrong.body.errors.current_password).toEqual(['La password attuale non è corretta.'])
    expect((await t.app.inject(asUser(other, { url: '/api/me' }))).statusCode).toBe(200)

    const { response } = await change({ ...payload, current_password: 'Vecchia123!' })
    expect(response.statusCode).toBe(200)
    expect((await t.app.inject(asUser(token, { url: '/api/me' }))).statusCode).toBe(200)
    expect((await t.app.inject(asUser(other, { url: '/api/me' }))).statusCode).toBe(401)
    expect(await login(t.app, email, 'Cambiata123!')).toMatch(/^\S{40,}$/)
  })

  it("answers 403 for someone else's password and 401 without login or reset token", async () => {
    const { user } = await newUser()
    const { token } = await createUser(t.db)
    const payload = { password: 'Rubata12345!', password_confirmation: 'Rubata12345!' }
    const stranger = await t.app.inject(
      asUser(token, { method: 'PUT', url: `/api/password/update/${user.id}`, payload }),
    )
    expect(stranger.statusCode).toBe(403)
    const anonymous = await t.app.inject(
      withCsrf({ method: 'PUT', url: `/api/password/update/${user.id}`, payload }),
    )
    expect(anonymous.statusCode).toBe(401)
    const forged = await injectJson<ErrorBody>(
      t.app,
      withCsrf({
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: { ...payload, reset_token: 'forged' },
      }),
    )
    expect(forged.response.statusCode).toBe(422)
    expect(forged.body.errors.reset_token).toEqual([
      'La richiesta di reimpostazione della password non è valida o è scaduta.',
    ])
  })

  it('accepts the reset grant once, ends every session and e-mails the owner', async () => {
    const { user, email, token } = await newUser('en')
    await post('/api/password/ask/reset', { email })
    const [mail] = await readOutbox(t.app, email)
    const verify = await post<{ data: { reset_token: string } }>('/api/password/verify/pin', {
      email,
      pin: mail.meta.pin,
    })
    const payload = {
      password: 'Cambiata123!',
      password_confirmation: 'Cambiata123!',
      reset_token: verify.body.data.reset_token,
    }
    const update = () =>
      t.app.inject(withCsrf({ method: 'PUT', url: `/api/password/update/${user.id}`, payload }))
    expect((await update()).statusCode).toBe(200)
    // Single use: the same grant cannot set a password again.
    expect((await update()).statusCode).toBe(422)
    expect((await t.app.inject(asUser(token, { url: '/api/me' }))).statusCode).toBe(401)
    const [notice] = await readOutbox(t.app, email)
    expect(notice.meta.kind).toBe('password_changed')
    expect(notice.subject).toBe('Aula - Your password was changed')
    expect(notice.text).not.toContain('Cambiata123!')
  })

  it('refuses a reset grant older than 15 minutes', async () => {
    const { user, email } = await newUser()
    await post('/api/password/ask/reset', { email })
    const [mail] = await readOutbox(t.app, email)
    const verify = await post<{ data: { reset_token: string } }>('/api/password/verify/pin', {
      email,
      pin: mail.meta.pin,
    })
    await t.db
      .update(passwordResetPins)
      .set({ reset_expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetPins.user_id, user.id))
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      withCsrf({
        method: 'PUT',
        url: `/api/password/update/${user.id}`,
        payload: {
          password: 'Cambiata123!',
          password_confirmation: 'Cambiata123!',
          reset_token: verify.body.data.reset_token,
        },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors).toHaveProperty('reset_token')
  })

  it('refuses a common password and one equal to the e-mail, in both languages', async () => {
    const { user, token, email } = await newUser()
    const change = (password: string, locale: 'it' | 'en' = 'it') =>
      injectJson<ErrorBody>(
        t.app,
        asUser(token, {
          method: 'PUT',
          url: `/api/password/update/${user.id}`,
          headers: { 'accept-language': locale },
          payload: { password, password_confirmation: password, current_password: 'Vecchia123!' },
        }),
      )
    for (const common of ['12345678', 'password1', 'Password123!', 'qwertyuiop']) {
      const { response, body } = await change(common)
      expect(response.statusCode, common).toBe(422)
      expect(body.errors.password).toEqual([
        'Questa password è tra le più usate e facili da indovinare: scegline una diversa.',
      ])
    }
    const english = await change('12345678', 'en')
    expect(english.body.errors.password).toEqual([
      'This password is among the most common and easiest to guess: choose a different one.',
    ])
    const same = await change(email.toUpperCase(), 'en')
    expect(same.response.statusCode).toBe(422)
    expect(same.body.errors.password).toEqual(['The password cannot be the same as your e-mail address.'])
    // Nothing changed: the old password still logs in.
    expect(await login(t.app, email, 'Vecchia123!')).toMatch(/^\S{40,}$/)
  })

  it('answers 422 for an id that is not a number', async () => {
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      withCsrf({ method: 'PUT', url: '/api/password/update/abc', payload: {} }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['id'])
  })
})

describe('one-time codes', () => {
  it('send -> code from the outbox -> verify, which also verifies the account address', async () => {
    const { email, user } = await newUser()
    const timestamp = Math.floor(Date.now() / 1000)
    const send = await post<{ data: { sent: boolean; expires_at: string } }>('/api/otp/send', {
      email,
      timestamp,
    })
    expect(send.response.statusCode).toBe(200)
    expect(send.body.data.sent).toBe(true)
    expect(Date.parse(send.body.data.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    const [mail] = await readOutbox(t.app, email)
    expect(mail.subject).toBe('Aula - Il tuo codice di verifica')
    expect(mail.meta.otp).toMatch(/^\d{6}$/)
    expect(mail.meta.timestamp).toBe(timestamp)
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))
    expect(stored.code_hash).not.toContain(mail.meta.otp)

    const verify = await post<{ data: { verified: boolean } }>('/api/otp/verify', {
      email,
      otp: mail.meta.otp,
    })
    expect(verify.response.statusCode).toBe(200)
    expect(verify.body).toEqual({ data: { verified: true } })
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.email_verified_at).toBeInstanceOf(Date)
    // Used once only.
    expect((await post('/api/otp/verify', { email, otp: mail.meta.otp })).response.statusCode).toBe(422)
  })

  it('works for an address without an account, and only the newest code counts', async () => {
    const email = `ospite.${Date.now()}@example.com`
    await post('/api/otp/send', { email, timestamp: 1 })
    await post('/api/otp/send', { email, timestamp: 2 })
    const [newest, oldest] = await readOutbox(t.app, email)
    if (oldest.meta.otp !== newest.meta.otp) {
      expect((await post('/api/otp/verify', { email, otp: oldest.meta.otp })).response.statusCode).toBe(422)
    }
    expect((await post('/api/otp/verify', { email, otp: newest.meta.otp })).response.statusCode).toBe(200)
  })

  it('answers the SPEC messages when the e-mail is missing', async () => {
    const send = await post('/api/otp/send', { timestamp: 1 })
    expect(send.response.statusCode).toBe(422)
    expect(send.body.errors.email).toEqual([
      'You cannot ask for OTP without providing the email where to send it',
    ])
    const verify = await post('/api/otp/verify', { otp: '123456' })
    expect(verify.response.statusCode).toBe(422)
    expect(verify.body.errors.email).toEqual([
      'You cannot verify an OTP without providing the email where to send it',
    ])
  })

  it.each([
    ['/api/otp/send', { email: 'a@b.it' }, 'timestamp', 'Il campo Timestamp è richiesto'],
    [
      '/api/otp/send',
      { email: 'a@b.it', timestamp: 'ieri' },
      'timestamp',
      'Il campo Timestamp non è valido.',
    ],
    [
      '/api/otp/send',
      { email: 'a@b.it', timestamp: -5 },
      'timestamp',
      'Il campo Timestamp deve essere almeno 0',
    ],
    [
      '/api/otp/verify',
      { email: 'a@b.it', otp: '12' },
      'otp',
      'Il campo Codice OTP deve contenere esattamente 6 caratteri',
    ],
    ['/api/otp/verify', { email: 'a@b.it' }, 'otp', 'Il campo Codice OTP è richiesto'],
  ])('%s answers 422 for %j', async (url, payload, field, message) => {
    const { response, body } = await post(url, payload)
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([message])
  })

  it('answers 422 for a wrong code, in the request language', async () => {
    const email = `sbaglio.${Date.now()}@example.com`
    await post('/api/otp/send', { email, timestamp: 1 })
    const [mail] = await readOutbox(t.app, email)
    const wrong = mail.meta.otp === '999999' ? '888888' : '999999'
    const it_ = await post('/api/otp/verify', { email, otp: wrong })
    expect(it_.body.errors.otp).toEqual(['Il codice OTP non è valido o è scaduto.'])
    const en = await post('/api/otp/verify', { email, otp: wrong }, { 'accept-language': 'en' })
    expect(en.body.errors.otp).toEqual(['The OTP code is not valid or has expired.'])
  })

  it('limits codes to 3 per 10 minutes per e-mail', async () => {
    const email = `tanti.${Date.now()}@example.com`
    for (let i = 0; i < 3; i++)
      expect((await post('/api/otp/send', { email, timestamp: i })).response.statusCode).toBe(200)
    const refused = await post('/api/otp/send', { email, timestamp: 4 })
    expect(refused.response.statusCode).toBe(429)
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0)
    expect(await readOutbox(t.app, email)).toHaveLength(3)
  })
})

describe('e-mail verification', () => {
  it('token from the outbox -> POST /api/email/verify (no login) -> GET /api/email-verified is true', async () => {
    const { email, token } = await newUser()
    const before = await injectJson<{ data: { email_verified: boolean } }>(
      t.app,
      asUser(token, { url: '/api/email-verified' }),
    )
    expect(before.body).toEqual({ data: { email_verified: false } })
    const [mail] = await readOutbox(t.app, email)
    const verify = await post('/api/email/verify', { token: mail.meta.token })
    expect(verify.response.statusCode).toBe(200)
    expect(verify.body).toEqual({ data: { email_verified: true } })
    const after = await injectJson<{ data: { email_verified: boolean } }>(
      t.app,
      asUser(token, { url: '/api/email-verified' }),
    )
    expect(after.body).toEqual({ data: { email_verified: true } })
    const me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.email_verified).toBe(true)
    expect(me.body.data.email_verified_at).not.toBeNull()
  })

  it('resends a new link to a logged-in user, and not once verified', async () => {
    const { email, token } = await newUser('en')
    const resend = await injectJson<{ data: { sent: boolean } }>(
      t.app,
      asUser(token, { method: 'POST', url: '/api/email/send-verification' }),
    )
    expect(resend.response.statusCode).toBe(200)
    expect(resend.body.data.sent).toBe(true)
    const mails = await readOutbox(t.app, email)
    expect(mails).toHaveLength(2)
    expect(mails[0].meta.token).not.toBe(mails[1].meta.token)
    expect(mails[0].meta.url).toContain('/en/verify/email/')
    // Either link works.
    expect((await post('/api/email/verify', { token: mails[1].meta.token })).response.statusCode).toBe(200)
    const after = await injectJson<{ data: { sent: boolean } }>(
      t.app,
      asUser(token, { method: 'POST', url: '/api/email/send-verification' }),
    )
    expect(after.body.data.sent).toBe(false)
    expect(await readOutbox(t.app, email)).toHaveLength(2)
  })

  it('answers 422 for an unknown, used or expired token, and for none', async () => {
    const unknown = await post('/api/email/verify', { token: 'nope' })
    expect(unknown.response.statusCode).toBe(422)
    expect(unknown.body.errors.token).toEqual(['Il link di verifica non è valido o è scaduto.'])
    const missing = await post('/api/email/verify', {}, { 'accept-language': 'en' })
    expect(missing.body.errors.token).toEqual(['The Token field is required'])

    const { email, user } = await newUser()
    const [mail] = await readOutbox(t.app, email)
    const { emailVerificationTokens } = await import('./tables.ts')
    await t.db
      .update(emailVerificationTokens)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(emailVerificationTokens.user_id, user.id))
    expect((await post('/api/email/verify', { token: mail.meta.token })).response.statusCode).toBe(422)
  })

  it('needs login to resend and to ask the status', async () => {
    expect(
      (await t.app.inject(withCsrf({ method: 'POST', url: '/api/email/send-verification' }))).statusCode,
    ).toBe(401)
    expect((await t.app.inject('/api/email-verified')).statusCode).toBe(401)
  })
})
