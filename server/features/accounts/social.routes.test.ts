/**
 * Facebook/Google routes with stand-in adapters: the adapters' HTTP calls to the providers are
 * checked separately (providers.test.ts) against a fake fetch; here the routes' own logic runs.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ProvidersPayload, type AuthResponse } from '../../../contracts/accounts/schemas.ts'
import { buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { buildApp } from '../../core/app.ts'
import type { IdentityProvider, ProviderProfile } from './providers.ts'
import { createUser } from './factories.testing.ts'

/** Knows the tokens it was given; anything else is refused, as a provider would. */
function provider(profiles: Record<string, ProviderProfile>): IdentityProvider {
  return { verify: async (token) => profiles[token] ?? null }
}

const newbie = {
  id: 'fb-1',
  email: `social.${Date.now()}@example.com`,
  first_name: 'Elena',
  last_name: 'Riva',
}
/** The Google identity of an existing account (created in beforeAll), whose address Google has verified. */
const existing = { id: 'g-7', email: `esistente.${Date.now()}@example.com`, first_name: 'x', last_name: 'y' }
/** The Google identity of someone whose address an account was registered with but never verified. */
const unverified = {
  id: 'g-8',
  email: `nonverificato.${Date.now()}@example.com`,
  first_name: 'x',
  last_name: 'y',
}

const FACEBOOK_CONFIG = { appId: '1234567890', appSecret: 'fb-secret-never-leaves-the-server' }
const GOOGLE_CONFIG = {
  clientId: 'aula-test.apps.googleusercontent.com',
  clientSecret: 'google-secret-never-leaves-the-server',
}

let t: TestApp
let bare: TestApp
let configured: FastifyInstance
beforeAll(async () => {
  bare = await buildTestApp()
  await createUser(bare.db, { email: existing.email })
  await createUser(bare.db, { email: unverified.email, verified: false })
  // A second app on the same test database, with the stand-in adapters.
  configured = await buildApp(
    { ...bare.config, facebook: FACEBOOK_CONFIG, google: GOOGLE_CONFIG },
    {
      database: bare.database,
      logger: false,
      decorations: {
        identityProviders: {
          facebook: provider({ 'fb-token': newbie, 'fb-noemail': { ...newbie, id: 'fb-2', email: null } }),
          google: provider({ 'g-token': existing, 'g-unverified': unverified }),
        },
      },
    },
  )
  await configured.ready()
  t = { ...bare, app: configured }
})
afterAll(async () => {
  await configured.close()
  await bare.close()
})

const post = (app: TestApp['app'], url: string, payload: object, headers: Record<string, string> = {}) =>
  injectJson<{ data: AuthResponse; message: string; errors: Record<string, string[]> }>(
    app,
    withCsrf({ method: 'POST', url, payload, headers, remoteAddress: randomIp() }),
  )

describe('GET /api/auth/providers', () => {
  it('gives the public id of each configured provider, and null for the others', async () => {
    const { response, body } = await injectJson(t.app, '/api/auth/providers')
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({
      data: { facebook: { app_id: FACEBOOK_CONFIG.appId }, google: { client_id: GOOGLE_CONFIG.clientId } },
    })
    expect(v.is(ProvidersPayload, (body as { data: unknown }).data)).toBe(true)
    expect((await injectJson(bare.app, '/api/auth/providers')).body).toEqual({
      data: { facebook: null, google: null },
    })
  })

  it('never exposes a secret', async () => {
    const response = await t.app.inject('/api/auth/providers')
    expect(response.body).not.toContain(FACEBOOK_CONFIG.appSecret)
    expect(response.body).not.toContain(GOOGLE_CONFIG.clientSecret)
    expect(response.body).not.toMatch(/secret/i)
  })

  it('reports a provider whose id is configured but has no adapter as off', async () => {
    const idsOnly = await buildApp(
      { ...bare.config, facebook: FACEBOOK_CONFIG, google: GOOGLE_CONFIG },
      {
        database: bare.database,
        logger: false,
        decorations: { identityProviders: { google: provider({}) } },
      },
    )
    try {
      expect((await injectJson(idsOnly, '/api/auth/providers')).body).toEqual({
        data: { facebook: null, google: { client_id: GOOGLE_CONFIG.clientId } },
      })
    } finally {
      await idsOnly.close()
    }
  })
})

describe('not configured', () => {
  it.each([
    ['/api/fblogin', 'Facebook login is not configured.'],
    ['/api/fbregister/student', 'Facebook login is not configured.'],
    ['/api/glogin', 'Google login is not configured.'],
    ['/api/gregister/trainer', 'Google login is not configured.'],
  ])('%s answers 501', async (url, message) => {
    const { response, body } = await post(bare.app, url, { token: 'x' })
    expect(response.statusCode).toBe(501)
    expect(body).toEqual({ message })
  })
})

describe('register and login with a provider', () => {
  it('registers with a verified address, then logs in with the same identity', async () => {
    const missingTerms = await post(t.app, '/api/fbregister/student', { token: 'fb-token' })
    expect(missingTerms.response.statusCode).toBe(422)
    expect(missingTerms.body.errors.terms_accepted).toEqual(['Il campo Termini e condizioni è richiesto'])

    const created = await post(t.app, '/api/fbregister/student', {
      token: 'fb-token',
      terms_accepted: true,
      privacy_accepted: true,
    })
    expect(created.response.statusCode).toBe(201)
    expect(created.body.data.user).toMatchObject({
      email: newbie.email,
      first_name: 'Elena',
      role: 'student',
      email_verified: true,
    })
    const again = await post(t.app, '/api/fblogin', { token: 'fb-token' })
    expect(again.response.statusCode).toBe(200)
    expect(again.body.data.user.id).toBe(created.body.data.user.id)
    expect(again.body.data.token).not.toBe(created.body.data.token)
    const twice = await post(t.app, '/api/fbregister/student', {
      token: 'fb-token',
      terms_accepted: true,
      privacy_accepted: true,
    })
    expect(twice.response.statusCode).toBe(422)
  })

  it('links an existing account with the same verified address on login', async () => {
    const { response, body } = await post(t.app, '/api/glogin', { token: 'g-token' })
    expect(response.statusCode).toBe(200)
    expect(body.data.user.email).toBe(existing.email)
  })

  it('does not link an account whose address was never verified, and says why', async () => {
    const { response, body } = await post(
      t.app,
      '/api/glogin',
      { token: 'g-unverified' },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(409)
    expect(body.message).toBe(
      'An account with this e-mail address already exists, but the address has not been verified: log in with your password and verify the e-mail, then you can use this sign-in too.',
    )
    expect(body).not.toHaveProperty('data')
    // Nothing was linked: the same identity is refused again.
    expect((await post(t.app, '/api/glogin', { token: 'g-unverified' })).response.statusCode).toBe(409)
  })

  it('refuses a token the provider does not vouch for, an unknown role and a missing address', async () => {
    expect((await post(t.app, '/api/fblogin', { token: 'forged' })).response.statusCode).toBe(401)
    const role = await post(t.app, '/api/gregister/admin', {
      token: 'g-token',
      terms_accepted: true,
      privacy_accepted: true,
    })
    expect(role.response.statusCode).toBe(422)
    expect(Object.keys(role.body.errors)).toEqual(['role'])
    const noEmail = await post(t.app, '/api/fbregister/trainer', {
      token: 'fb-noemail',
      terms_accepted: true,
      privacy_accepted: true,
    })
    expect(noEmail.response.statusCode).toBe(422)
    expect(noEmail.body.errors.email).toEqual(["Il provider non ha condiviso l'indirizzo email."])
    const noAccount = await post(t.app, '/api/fblogin', { token: 'fb-noemail' })
    expect(noAccount.response.statusCode).toBe(404)
  })

  it('answers 422 without a token', async () => {
    const { response, body } = await post(t.app, '/api/fblogin', {})
    expect(response.statusCode).toBe(422)
    expect(body.errors.token).toEqual(['Il campo Token è richiesto'])
  })
})
