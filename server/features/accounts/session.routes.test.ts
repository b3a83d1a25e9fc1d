import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthResponse, OwnProfile, User, mapHrRegistration } from '../../../contracts/accounts/schemas.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  injectWithLogin,
  login,
  randomIp,
  readOutbox,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { buildApp } from '../../core/app.ts'
import { verifyPassword } from './password-hash.ts'
import { apiTokens, users } from '../../core/db/tables.ts'
import { billingInformation } from './tables.ts'
import { profiles } from '../profiles/tables.ts'
import { createUser, type CreatedUser } from './factories.testing.ts'

let t: TestApp
/** A student for the calls that only need someone logged in. */
let student: CreatedUser
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady(app) {
      app.get('/api/test/trainers-only', { config: { access: { roles: ['trainer'] } } }, async () => ({
        data: 'ok',
      }))
      app.get(
        '/api/test/owned/:id',
        { config: { access: { owner: (request) => Number((request.params as { id: string }).id) } } },
        async () => ({ data: 'mine' }),
      )
    },
  })
  student = await createUser(t.db, { role: 'student' })
})
afterAll(() => t.close())

type ErrorBody = { message: string; errors: Record<string, string[]> }

let counter = 0
const uniqueEmail = (prefix = 'nuovo') => `${prefix}.${Date.now()}.${counter++}@example.com`

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  first_name: 'Giulia',
  last_name: 'Verdi',
  newsletter_accepted: true,
  password: 'Segreta123!',
  password_confirmation: 'Segreta123!',
  privacy_accepted: true,
  terms_accepted: true,
  role: 'student',
  ...overrides,
})

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  injectJson<{ data: AuthResponse } & ErrorBody>(
    t.app,
    withCsrf({
      method: 'POST',
      url: '/api/register',
      payload: payload as object,
      headers,
      remoteAddress: randomIp(),
    }),
  )

const postLogin = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
  injectJson<{ data: AuthResponse } & ErrorBody>(
    t.app,
    withCsrf({ method: 'POST', url: '/api/login', payload: payload as object, headers, remoteAddress }),
  )

describe('POST /api/register', () => {
  it('creates the user, a profile and a token, and sends the verification e-mail', async () => {
    const body = registration()
    const { response, body: answer } = await register(body)
    expect(response.statusCode).toBe(201)
    const { token, user } = v.parse(AuthResponse, answer.data)
    expect(token.length).toBeGreaterThanOrEqual(54)
    expect(user).toMatchObject({
      email: body.email,
      first_name: 'Giulia',
      last_name: 'Verdi',
      role: 'student',
      roles: ['student'],
      status: 'active',
      email_verified: false,
      terms_accepted: true,
      privacy_accepted: true,
      newsletter_accepted: true,
      invoice_data: null,
      hr_data: null,
      locale: 'it',
    })
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.password).not.toContain('Segreta')
    expect(await verifyPassword('Segreta123!', row.password)).toBe(true)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, user.id))
    expect(profile.slug).toMatch(/^giulia-verdi/)
    // The token is stored as a digest only.
    const tokens = await t.db.select().from(apiTokens).where(eq(apiTokens.user_id, user.id))
    expect(tokens).toHaveLength(1)
    expect(tokens[0].token_hash).not.toBe(token)
    const me = await injectJson<{ data: unknown }>(t.app, asUser(token, { url: '/api/me' }))
    expect(v.parse(User, me.body.data).id).toBe(user.id)
    const [mail] = await readOutbox(t.app, body.email)
    expect(mail.subject).toBe('Aula - Conferma il tuo indirizzo email')
    expect(mail.meta.url).toBe(`${t.config.publicUrl}/verify/email/${mail.meta.token}`)
    expect(mail.text).toContain(mail.meta.url)
  })

  it('refuses a common password and one equal to the e-mail, on the password field', async () => {
    for (const password of ['12345678', 'Password123!']) {
      const { response, body } = await register(registration({ password, password_confirmation: password }))
      expect(response.statusCode, password).toBe(422)
      expect(body.errors.password).toEqual([
        'Questa password è tra le più usate e facili da indovinare: scegline una diversa.',
      ])
    }
    const sample = registration()
    const same = await register(
      { ...sample, password: sample.email, password_confirmation: sample.email },
      { 'accept-language': 'en' },
    )
    expect(same.response.statusCode).toBe(422)
    expect(same.body.errors.password).toEqual(['The password cannot be the same as your e-mail address.'])
  })

  it('writes the e-mail in English, with the /en link, for an English request', async () => {
    const body = registration()
    const { response, body: answer } = await register(body, { 'accept-language': 'en-US,en;q=0.9,it;q=0.5' })
    expect(response.statusCode).toBe(201)
    expect(answer.data.user.locale).toBe('en')
    const [mail] = await readOutbox(t.app, body.email)
    expect(mail.subject).toBe('Aula - Confirm your e-mail address')
    expect(mail.meta.url).toBe(`${t.config.publicUrl}/en/verify/email/${mail.meta.token}`)
  })

  it('refuses an array of roles with the SPEC message', async () => {
    const { response, body } = await register(registration({ role: ['student', 'trainer'] }))
    expect(response.statusCode).toBe(422)
    expect(body.errors.role).toEqual(['You cannot register a single usr as more than one role'])
  })

  it.each([
    ['it', 'email', { email: '' }, 'Il campo Email è richiesto'],
    ['en', 'email', { email: '' }, 'The Email field is required'],
    ['it', 'email', { email: 'non-una-email' }, 'Il campo Email deve essere un indirizzo email valido'],
    ['en', 'email', { email: 'not-an-email' }, 'The Email field must be a valid email address'],
    ['it', 'first_name', { first_name: ' ' }, 'Il campo Nome è richiesto'],
    ['en', 'last_name', { last_name: '' }, 'The Last name field is required'],
    [
      'it',
      'password',
      { password: 'corta', password_confirmation: 'corta' },
      'Il campo Password deve contenere almeno 8 caratteri',
    ],
    [
      'en',
      'password',
      { password: 'short', password_confirmation: 'short' },
      'The Password field must be at least 8 characters long',
    ],
    ['it', 'password_confirmation', { password_confirmation: 'Diversa123!' }, 'Passwords non coincidenti'],
    ['en', 'password_confirmation', { password_confirmation: 'Different1!' }, 'Passwords do not match'],
    ['it', 'terms_accepted', { terms_accepted: false }, 'Il campo Termini e condizioni è richiesto'],
    ['en', 'privacy_accepted', { privacy_accepted: false }, 'The Privacy field is required'],
    ['it', 'role', { role: undefined }, 'Il campo Ruolo è richiesto'],
    ['it', 'role', { role: 'admin' }, 'Il campo Ruolo non è valido.'],
    ['it', 'fiscal_data', { role: 'hr' }, 'Il campo Dati fiscali è richiesto'],
  ] as const)('%s: answers 422 on %s for %j', async (locale, field, overrides, message) => {
    const { response, body } = await register(registration(overrides), { 'accept-language': locale })
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([message])
  })

  it('refuses an e-mail already registered, whatever its case, in both languages', async () => {
    const upper = student.user.email.toUpperCase()
    const it_ = await register(registration({ email: upper }))
    expect(it_.response.statusCode).toBe(422)
    expect(it_.body.errors.email).toEqual(["L'indirizzo email è già registrato."])
    const en = await register(registration({ email: upper }), { 'accept-language': 'en' })
    expect(en.body.errors.email).toEqual(['The email has already been taken.'])
  })

  it('honours a referral code and refuses an unknown one', async () => {
    const { user: trainer } = await createUser(t.db, { role: 'trainer' })
    const [referrer] = await t.db
      .select({ id: users.id, code: users.referral_code })
      .from(users)
      .where(eq(users.email, trainer.email))
    const { response, body } = await register(registration({ referral_code: referrer.code.toLowerCase() }))
    expect(response.statusCode).toBe(201)
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data.user.id))
    expect(row.referred_by_id).toBe(referrer.id)
    expect(body.data.user.referral_code).not.toBe(referrer.code)

    const unknown = await register(registration({ referral_code: 'NOPE0000' }))
    expect(unknown.response.statusCode).toBe(422)
    expect(unknown.body.errors.referral_code).toEqual(['Il codice invito non è valido.'])
  })

  it('maps an HR person: nome and cognome become first and last name', async () => {
    const form = mapHrRegistration({
      ...registration(),
      fiscal_data: {
        tipo_persona: 'fisica',
        nome: 'Marta',
        cognome: 'Bianchi',
        codice_fiscale: 'BNCMRT85M41F205W',
        cap: '20121',
        citta: 'Milano',
        indirizzo: 'Via Dante 1',
      },
    } as never)
    const { response, body } = await register({ ...form, first_name: 'ignored', last_name: 'ignored' })
    expect(response.statusCode).toBe(201)
    const user = body.data.user
    expect(user).toMatchObject({ first_name: 'Marta', last_name: 'Bianchi', role: 'hr', roles: ['hr'] })
    expect(user.hr_data).toEqual({ ragione_sociale: null, p_iva: null, codice_rea: null })
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.fiscal_data).toMatchObject({ tipo_persona: 'fisica', codice_fiscale: 'BNCMRT85M41F205W' })
    const [billing] = await t.db
      .select()
      .from(billingInformation)
      .where(eq(billingInformation.user_id, user.id))
    expect(billing).toMatchObject({
      type: 'fisica',
      first_name: 'Marta',
      fiscal_code: 'BNCMRT85M41F205W',
      zip: '20121',
    })
    expect(user.invoice_data).toMatchObject({ id: billing.id, type: 'fisica' })
  })

  it("maps an HR company: ragione_sociale becomes the first name and the last name is '-'", async () => {
    const { response, body } = await register(
      registration({
        role: 'hr',
        first_name: 'x',
        last_name: 'y',
        fiscal_data: {
          tipo_persona: 'giuridica',
          ragione_sociale: 'Acme S.p.A.',
          p_iva: '01234567897',
          codice_rea: 'MI-1234567',
          pec: 'acme@pec.it',
        },
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(body.data.user).toMatchObject({
      first_name: 'Acme S.p.A.',
      last_name: '-',
      hr_data: { ragione_sociale: 'Acme S.p.A.', p_iva: '01234567897', codice_rea: 'MI-1234567' },
    })
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data.user.id))
    expect(row.fiscal_data).toEqual({
      tipo_persona: 'giuridica',
      ragione_sociale: 'Acme S.p.A.',
      p_iva: '01234567897',
      codice_rea: 'MI-1234567',
      pec: 'acme@pec.it',
    })
  })

  it('limits registrations to 5 a minute per IP, with Retry-After', async () => {
    const ip = randomIp()
    const attempt = () =>
      t.app.inject(withCsrf({ method: 'POST', url: '/api/register', payload: {}, remoteAddress: ip }))
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(422)
    const refused = await attempt()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.json().message).toMatch(/^Troppi tentativi/)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a client cannot dodge the limit', async () => {
    const ip = randomIp()
    const attempt = (forwarded: string) =>
      t.app.inject(
        withCsrf({
          method: 'POST',
          url: '/api/register',
          payload: {},
          remoteAddress: ip,
          headers: { 'x-forwarded-for': forwarded },
        }),
      )
    for (let i = 0; i < 5; i++) expect((await attempt(randomIp())).statusCode).toBe(422)
    expect((await attempt(randomIp())).statusCode).toBe(429)
  })

  it("behind a trusted proxy (TRUST_PROXY) counts each client address, not the proxy's", async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } })
    try {
      const attempt = (remoteAddress: string, forwarded: string) =>
        proxied.app.inject(
          withCsrf({
            method: 'POST',
            url: '/api/register',
            payload: {},
            remoteAddress,
            headers: { 'x-forwarded-for': forwarded },
          }),
        )
      // Ten clients through the proxy: none is refused, each has its own five.
      for (let i = 0; i < 10; i++) expect((await attempt('127.0.0.1', randomIp())).statusCode).toBe(422)
      // One client through the proxy still meets its limit.
      const client = randomIp()
      for (let i = 0; i < 5; i++) expect((await attempt('127.0.0.1', client)).statusCode).toBe(422)
      expect((await attempt('127.0.0.1', client)).statusCode).toBe(429)
      // A caller that is not the proxy cannot choose its address by the header.
      const direct = randomIp()
      for (let i = 0; i < 5; i++) expect((await attempt(direct, randomIp())).statusCode).toBe(422)
      expect((await attempt(direct, randomIp())).statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
  })
})

describe('POST /api/login', () => {
  it('logs a user in, returns token and user, and records last_login_at', async () => {
    const trainer = await createUser(t.db, { role: 'trainer', billing: { type: 'fisica' } })
    const before = Date.now()
    const { response, body } = await postLogin({
      email: trainer.user.email,
      password: trainer.password,
    })
    expect(response.statusCode).toBe(200)
    const { token, user } = v.parse(AuthResponse, body.data)
    expect(user.email).toBe(trainer.user.email)
    expect(user.roles).toEqual(['trainer'])
    expect(Date.parse(user.last_login_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(user.invoice_data?.type).toBe('fisica')
    const me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.id).toBe(user.id)
  })

  it('accepts the e-mail in any case', async () => {
    const { user, password } = await createUser(t.db, { email: `Maiuscole.${Date.now()}@Example.com` })
    const { response } = await postLogin({ email: user.email.toUpperCase(), password })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['it', 'Credenziali errate'],
    ['en', 'Wrong credentials'],
  ])('answers 401 "%s" for a wrong password and for an unknown e-mail alike', async (locale, message) => {
    const headers = { 'accept-language': locale }
    const wrong = await postLogin({ email: student.user.email, password: 'Sbagliata1!' }, headers)
    const unknown = await postLogin({ email: 'nessuno@example.com', password: 'Password123!' }, headers)
    for (const { response, body } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(body).toEqual({ message })
    }
  })

  it.each([
    ['it', { password: 'x' }, 'email', 'Il campo Email è richiesto'],
    ['en', { password: 'x' }, 'email', 'The Email field is required'],
    ['it', { email: 'a@b.it' }, 'password', 'Il campo Password è richiesto'],
    ['en', { email: 'a@b.it', password: '' }, 'password', 'The Password field is required'],
    ['en', { email: 'nope', password: 'x' }, 'email', 'The Email field must be a valid email address'],
  ] as const)('%s: answers 422 for %j', async (locale, payload, field, message) => {
    const { response, body } = await postLogin(payload, { 'accept-language': locale })
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([message])
  })

  it('refuses blocked and deactivated accounts with 403', async () => {
    const { body } = await register(registration())
    const email = body.data.user.email
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, body.data.user.id))
    const blocked = await postLogin({ email, password: 'Segreta123!' })
    expect(blocked.response.statusCode).toBe(403)
    expect(blocked.body.message).toBe('Il tuo account è stato bloccato.')
    // A token issued before the block no longer works either.
    expect((await t.app.inject(asUser(body.data.token, { url: '/api/me' }))).statusCode).toBe(401)
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, body.data.user.id))
    const deactivated = await postLogin({ email, password: 'Segreta123!' }, { 'accept-language': 'en' })
    expect(deactivated.response.statusCode).toBe(403)
    expect(deactivated.body.message).toBe('Your account has been deactivated.')
  })

  it('limits attempts to 5 a minute per e-mail and IP, with Retry-After', async () => {
    const { user, password } = await createUser(t.db, { role: 'hr' })
    const ip = randomIp()
    for (let i = 0; i < 5; i++) {
      const { response } = await postLogin({ email: user.email, password: 'Sbagliata1!' }, {}, ip)
      expect(response.statusCode).toBe(401)
    }
    const refused = await postLogin({ email: user.email, password }, {}, ip)
    expect(refused.response.statusCode).toBe(429)
    const retryAfter = Number(refused.response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another address is not affected.
    expect((await postLogin({ email: user.email, password })).response.statusCode).toBe(200)
  })

  it('limits attempts to 20 a minute per IP across e-mails', async () => {
    const ip = randomIp()
    for (let i = 0; i < 20; i++) {
      const { response } = await postLogin({ email: `uno${i}@example.com`, password: 'x' }, {}, ip)
      expect(response.statusCode).toBe(401)
    }
    const refused = await postLogin({ email: 'altro@example.com', password: 'x' }, {}, ip)
    expect(refused.response.statusCode).toBe(429)
    expect(refused.response.headers['retry-after']).toBeDefined()
  })
})

describe('POST /api/logout', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const { user, password } = await createUser(t.db)
    const token = await login(t.app, user.email, password)
    expect((await t.app.inject(asUser(token, { url: '/api/me' }))).statusCode).toBe(200)
    const logout = await t.app.inject(asUser(token, { method: 'POST', url: '/api/logout' }))
    expect(logout.statusCode).toBe(204)
    const after = await injectJson(t.app, asUser(token, { url: '/api/me' }))
    expect(after.response.statusCode).toBe(401)
    expect(after.body).toEqual({ message: 'Unauthenticated.' })
    const [row] = await t.db
      .select({ revoked: apiTokens.revoked_at })
      .from(apiTokens)
      .where(sql`${apiTokens.revoked_at} is not null`)
      .limit(1)
    expect(row.revoked).toBeInstanceOf(Date)
  })

  it('answers 401 without a token', async () => {
    const { response, body } = await injectJson(t.app, withCsrf({ method: 'POST', url: '/api/logout' }))
    expect(response.statusCode).toBe(401)
    expect(body).toEqual({ message: 'Unauthenticated.' })
  })
})

describe('GET /api/me and PUT /api/me/update', () => {
  it('answers 401 without a token or with a made-up one', async () => {
    expect((await t.app.inject('/api/me')).statusCode).toBe(401)
    const made = await t.app.inject({ url: '/api/me', headers: { authorization: 'Bearer not-a-real-token' } })
    expect(made.statusCode).toBe(401)
    expect(made.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('returns every User field of the contract', async () => {
    const hr = await createUser(t.db, {
      role: 'hr',
      columns: { hr_data: { ragione_sociale: 'Talentia S.r.l.', p_iva: '09876543217', codice_rea: null } },
      billing: { type: 'giuridica', fiscal_name: 'Talentia S.r.l.' },
    })
    const { response, body } = await injectWithLogin<{ data: unknown }>(
      t.app,
      hr.user.email,
      { url: '/api/me' },
      hr.password,
    )
    expect(response.statusCode).toBe(200)
    const user = v.parse(User, body.data)
    expect(user.hr_data?.ragione_sociale).toBe('Talentia S.r.l.')
    expect(user.invoice_data?.type).toBe('giuridica')
    expect(user.email_verified).toBe(true)
    expect(body.data).not.toHaveProperty('password')
  })

  it('updates names, newsletter and locale', async () => {
    const { body: created } = await register(registration())
    const update = await injectJson<{ data: User }>(
      t.app,
      asUser(created.data.token, {
        method: 'PUT',
        url: '/api/me/update',
        payload: { first_name: 'Anna', last_name: 'Neri', newsletter_accepted: false, locale: 'en' },
      }),
    )
    expect(update.response.statusCode).toBe(200)
    expect(update.body.data).toMatchObject({
      first_name: 'Anna',
      last_name: 'Neri',
      newsletter_accepted: false,
      locale: 'en',
    })
  })

  it('answers 422 for missing names and a bad locale', async () => {
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      asUser(student.token, {
        method: 'PUT',
        url: '/api/me/update',
        payload: { first_name: '', last_name: 'Rossi', locale: 'fr' },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors.first_name).toEqual(['Il campo Nome è richiesto'])
    expect(body.errors.locale).toEqual(['Il campo Lingua non è valido.'])
  })
})

describe('POST /api/terms', () => {
  it('records terms and privacy acceptance', async () => {
    const { body: created } = await register(registration())
    await t.db
      .update(users)
      .set({ terms_accepted: false, privacy_accepted: false })
      .where(eq(users.id, created.data.user.id))
    const { response, body } = await injectJson<{ data: User }>(
      t.app,
      asUser(created.data.token, {
        method: 'POST',
        url: '/api/terms',
        payload: { terms_accepted: true, privacy_accepted: true },
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(body.data).toMatchObject({ terms_accepted: true, privacy_accepted: true })
  })

  it('answers 422 when either is not accepted', async () => {
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      asUser(student.token, {
        method: 'POST',
        url: '/api/terms',
        payload: { terms_accepted: true },
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({ privacy_accepted: ['The Privacy field is required'] })
  })

  it('answers 401 without login', async () => {
    const response = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/terms',
        payload: { terms_accepted: true, privacy_accepted: true },
      }),
    )
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/profile/me', () => {
  it('returns the own profile with a completion percentage', async () => {
    const trainer = await createUser(t.db, {
      role: 'trainer',
      first_name: 'Marco',
      last_name: 'Rossi',
      profile: { payoff: 'Formatore', bio: 'Insegno a parlare in pubblico.', city: 'Milano' },
    })
    const { response, body } = await injectJson<{ data: unknown }>(
      t.app,
      asUser(trainer.token, { url: '/api/profile/me' }),
    )
    expect(response.statusCode).toBe(200)
    const profile = v.parse(OwnProfile, body.data)
    expect(profile.full_name).toBe(`${trainer.user.first_name} ${trainer.user.last_name}`)
    expect(profile.role).toBe('trainer')
    expect(profile.completion).toBeGreaterThan(0)
  })

  it('gives a new user a low completion', async () => {
    const { body: created } = await register(registration())
    const { body } = await injectJson<{ data: OwnProfile }>(
      t.app,
      asUser(created.data.token, { url: '/api/profile/me' }),
    )
    // 18 of the 52 things a profile has are there from the start (server/features/profiles/completion.ts)
    expect(body.data.completion).toBe(35)
    expect(body.data.user_id).toBe(created.data.user.id)
  })

  it('answers 401 without login', async () => {
    expect((await t.app.inject('/api/profile/me')).statusCode).toBe(401)
  })
})

describe('access declarations and CSRF', () => {
  it('answers 403 for a role the route does not allow, 200 for one it does', async () => {
    const asStudent = await injectJson<{ message: string }>(
      t.app,
      asUser(student.token, { url: '/api/test/trainers-only' }),
    )
    expect(asStudent.response.statusCode).toBe(403)
    expect(asStudent.body.message).toBe('Your role does not allow this action.')
    const { token } = await createUser(t.db, { role: 'trainer' })
    const asTrainer = await injectJson(t.app, asUser(token, { url: '/api/test/trainers-only' }))
    expect(asTrainer.response.statusCode).toBe(200)
    expect((await t.app.inject('/api/test/trainers-only')).statusCode).toBe(401)
  })

  it("answers 403 for someone else's resource and 200 for one's own", async () => {
    const { token } = student
    const me = (await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))).body.data
    expect((await t.app.inject(asUser(token, { url: `/api/test/owned/${me.id}` }))).statusCode).toBe(200)
    expect((await t.app.inject(asUser(token, { url: `/api/test/owned/${me.id + 1}` }))).statusCode).toBe(403)
  })

  it('refuses at startup a route that does not declare who may call it', async () => {
    const app = await buildApp(t.config, { database: t.database, logger: false })
    try {
      expect(() => app.get('/api/test/undeclared', async () => ({ data: 1 }))).toThrow(
        /does not declare who may call it/,
      )
    } finally {
      await app.close()
    }
  })

  it.each([
    ['no cookie and no header', {}],
    ['a header without the cookie', { headers: { 'x-xsrf-token': 'abc' } }],
    ['a cookie without the header', { cookies: { 'XSRF-TOKEN': 'abc' } }],
    [
      'a header that differs from the cookie',
      { cookies: { 'XSRF-TOKEN': 'abc' }, headers: { 'x-xsrf-token': 'abd' } },
    ],
  ])('answers 419 to a state-changing call with %s', async (_, csrf) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: student.user.email, password: student.password },
      ...csrf,
    })
    expect(response.statusCode).toBe(419)
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' })
  })

  it('accepts the token handed out by GET /sanctum/csrf-cookie, with the visitor cookie it came with', async () => {
    const answer = await t.app.inject('/sanctum/csrf-cookie')
    const cookies = Object.fromEntries(answer.cookies.map((c) => [c.name, c.value]))
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: student.user.email, password: student.password },
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
      remoteAddress: randomIp(),
    })
    expect(response.statusCode).toBe(200)
  })

  it('checks CSRF on PUT for a session carried by the cookie too', async () => {
    const { token } = student
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/update',
      cookies: { token },
      payload: { first_name: 'A', last_name: 'B' },
    })
    expect(response.statusCode).toBe(419)
  })
})
