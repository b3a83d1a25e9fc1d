/**
 * The browser session (issue 9 items 5 and 10): the token in an HttpOnly cookie the server reads,
 * the SPA's hint cookie, idle and absolute expiry, no-store on personal answers, and an XSRF-TOKEN
 * bound to the session or visitor it was issued to. On PGlite and, with AULA_TEST_DB=postgres,
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTokens } from '../db/tables.ts'
import { createUser } from '../../features/accounts/factories.testing.ts'
import { asUser, buildTestApp, randomIp, PRODUCTION_ENV, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let production: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  production = await buildTestApp({
    env: { ...PRODUCTION_ENV, SEED_DEMO: '0' },
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
})

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)

/** The cookies a browser would keep from `responses`, later ones replacing earlier ones. */
function jar(...responses: LightMyRequestResponse[]): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const response of responses)
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
        delete cookies[cookie.name]
      else cookies[cookie.name] = cookie.value
    }
  return cookies
}

/** A browser's login: CSRF cookie first, then POST /api/login; returns both answers. */
async function browserLogin(app: TestApp['app'], email: string, password: string) {
  const csrf = await app.inject('/sanctum/csrf-cookie')
  const cookies = jar(csrf)
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
    remoteAddress: randomIp(),
  })
  expect(login.statusCode).toBe(200)
  return { csrf, login, cookies: jar(csrf, login) }
}

describe('the session cookie', () => {
  it('holds the token HttpOnly, SameSite=Lax, beside a readable hint; the server reads it', async () => {
    const { user, password } = await createUser(t.db)
    const { login, cookies } = await browserLogin(t.app, user.email, password)
    const token = cookieOf(login, 'token')!
    expect(token.value).toBe(login.json<{ data: { token: string } }>().data.token)
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(token.secure).toBeFalsy()
    expect(token.maxAge).toBe(90 * 86_400)
    const hint = cookieOf(login, 'aula_session')!
    expect(hint.value).toBe('1')
    expect(hint.httpOnly).toBeFalsy()
    expect(login.headers['cache-control']).toBe('no-store')
    // No Authorization header: the cookie alone logs in.
    const me = await t.app.inject({ url: '/api/me', cookies })
    expect(me.statusCode).toBe(200)
    expect(me.json<{ data: { id: number } }>().data.id).toBe(user.id)
    expect(me.headers['cache-control']).toBe('no-store')
  })

  it('is Secure in production, with the hint and the XSRF-TOKEN', async () => {
    const other = await createUser(production.db)
    const { login } = await browserLogin(production.app, other.user.email, other.password)
    expect(cookieOf(login, 'token')?.secure).toBe(true)
    expect(cookieOf(login, 'aula_session')?.secure).toBe(true)
    expect(cookieOf(login, 'XSRF-TOKEN')?.secure).toBe(true)
  })

  it('is cleared with the hint at logout, and the token no longer works', async () => {
    const { user, password } = await createUser(t.db)
    const { login, cookies } = await browserLogin(t.app, user.email, password)
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
    })
    expect(logout.statusCode).toBeLessThan(300)
    expect(cookieOf(logout, 'token')?.value).toBe('')
    expect(cookieOf(logout, 'aula_session')?.value).toBe('')
    const after = jar(login, logout)
    expect(after).not.toHaveProperty('token')
    expect(
      (await t.app.inject({ url: '/api/me', cookies: { token: cookieOf(login, 'token')!.value } }))
        .statusCode,
    ).toBe(401)
  })

  it('drops both cookies when the token in them no longer logs in', async () => {
    const me = await t.app.inject({
      url: '/api/me',
      cookies: { token: 'revoked-or-made-up', aula_session: '1' },
    })
    expect(me.statusCode).toBe(401)
    expect(cookieOf(me, 'token')?.value).toBe('')
    expect(cookieOf(me, 'aula_session')?.value).toBe('')
  })
})

describe('token expiry', () => {
  const DAY = 86_400_000

  it('refuses a token unused for 14 days, and one older than 90 days however used', async () => {
    const { user, token } = await createUser(t.db)
    const me = () => t.app.inject(asUser(token, { url: '/api/me' }))
    expect((await me()).statusCode).toBe(200)
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.user_id, user.id))
    const set = (values: Partial<typeof apiTokens.$inferInsert>) =>
      t.db.update(apiTokens).set(values).where(eq(apiTokens.id, row.id))

    await set({ created_at: new Date(Date.now() - 30 * DAY), last_used_at: new Date(Date.now() - 13 * DAY) })
    expect((await me()).statusCode).toBe(200)
    await set({ last_used_at: new Date(Date.now() - 15 * DAY) })
    expect((await me()).statusCode).toBe(401)
    await set({ created_at: new Date(Date.now() - 91 * DAY), last_used_at: new Date() })
    expect((await me()).statusCode).toBe(401)
    await set({ created_at: new Date(Date.now() - 89 * DAY), last_used_at: new Date() })
    expect((await me()).statusCode).toBe(200)
  })

  it('follows TOKEN_IDLE_DAYS and TOKEN_ABSOLUTE_DAYS', async () => {
    const short = await buildTestApp({ env: { TOKEN_IDLE_DAYS: '1', TOKEN_ABSOLUTE_DAYS: '2' } })
    try {
      expect(short.config.tokens).toEqual({ idleDays: 1, absoluteDays: 2 })
      const { user, token } = await createUser(short.db)
      await short.db
        .update(apiTokens)
        .set({ created_at: new Date(Date.now() - 3 * DAY), last_used_at: new Date() })
        .where(eq(apiTokens.user_id, user.id))
      expect((await short.app.inject(asUser(token, { url: '/api/me' }))).statusCode).toBe(401)
    } finally {
      await short.close()
    }
  })
})

describe('XSRF-TOKEN bound to the session', () => {
  const update = (cookies: Record<string, string>, xsrf: string | undefined) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/update',
      cookies,
      headers: xsrf === undefined ? {} : { 'x-xsrf-token': xsrf },
      payload: { first_name: 'Anna', last_name: 'Neri' },
    })

  it('accepts the token issued with the session, and refuses one of another session with 419', async () => {
    const alice = await createUser(t.db)
    const bob = await createUser(t.db)
    const a = await browserLogin(t.app, alice.user.email, alice.password)
    const b = await browserLogin(t.app, bob.user.email, bob.password)
    expect((await update(a.cookies, a.cookies['XSRF-TOKEN'])).statusCode).toBe(200)
    // Bob's XSRF-TOKEN, planted in Alice's browser (cookie and header both), is not hers.
    const planted = b.cookies['XSRF-TOKEN']
    const refused = await update({ ...a.cookies, 'XSRF-TOKEN': planted }, planted)
    expect(refused.statusCode).toBe(419)
    expect(refused.json()).toEqual({ message: 'CSRF token mismatch.' })
    // The visitor token from before login belongs to no session either.
    const before = a.csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
    expect((await update({ ...a.cookies, 'XSRF-TOKEN': before }, before)).statusCode).toBe(419)
  })

  it('gives a session a bound token from GET /sanctum/csrf-cookie too', async () => {
    const { user, password } = await createUser(t.db)
    const { cookies } = await browserLogin(t.app, user.email, password)
    const fresh = await t.app.inject({ url: '/sanctum/csrf-cookie', cookies })
    const xsrf = cookieOf(fresh, 'XSRF-TOKEN')!.value
    expect((await update({ ...cookies, 'XSRF-TOKEN': xsrf }, xsrf)).statusCode).toBe(200)
  })

  it("refuses a visitor's token with another visitor's nonce, and a made-up or unsigned one", async () => {
    const first = jar(await t.app.inject('/sanctum/csrf-cookie'))
    const second = jar(await t.app.inject('/sanctum/csrf-cookie'))
    const login = (cookies: Record<string, string>, xsrf: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        cookies,
        headers: { 'x-xsrf-token': xsrf },
        payload: { email: 'nessuno@example.com', password: 'Qualcosa123!' },
        remoteAddress: randomIp(),
      })
    // Its own pair: the request reaches the handler (401, wrong credentials).
    expect((await login(first, first['XSRF-TOKEN'])).statusCode).toBe(401)
    const mixed = { ...second, 'XSRF-TOKEN': first['XSRF-TOKEN'] }
    expect((await login(mixed, first['XSRF-TOKEN'])).statusCode).toBe(419)
    const [nonce] = first['XSRF-TOKEN'].split('.')
    const forged = `${nonce}.${'A'.repeat(43)}`
    expect((await login({ ...first, 'XSRF-TOKEN': forged }, forged)).statusCode).toBe(419)
    expect((await login({ ...first, 'XSRF-TOKEN': 'plain' }, 'plain')).statusCode).toBe(419)
  })

  it('leaves calls with an Authorization: Bearer header alone: no other site can send one', async () => {
    const { token } = await createUser(t.db)
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { first_name: 'Anna', last_name: 'Neri' },
    })
    expect(response.statusCode).toBe(200)
  })
})
