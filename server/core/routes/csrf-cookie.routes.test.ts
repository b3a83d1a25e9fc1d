import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let production: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  production = await buildTestApp({
    env: PRODUCTION_ENV,
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
})

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject('/sanctum/csrf-cookie')
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN')
    expect(cookie).toBeDefined()
    // nonce.mac, both base64url: signed with APP_KEY for this visitor (../auth/session-cookies.ts).
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{43}$/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.httpOnly).toBeFalsy()
    expect(cookie?.secure).toBeFalsy()
  })

  it('hands out a different token every time', async () => {
    const tokens = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject('/sanctum/csrf-cookie')
      tokens.add(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    }
    expect(tokens.size).toBe(3)
  })

  it('marks the cookie Secure in production', async () => {
    const response = await production.app.inject('/sanctum/csrf-cookie')
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true)
  })
})
