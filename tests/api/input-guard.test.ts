/** PostgreSQL cannot store U+0000: such input is a 422 naming the field, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNul } from '../../server/core/plugins/input-guard.ts'
import { buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../server/testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('NUL characters in input', () => {
  it.each([
    ['a path parameter', '/api/public/courses/a%00b', 'slug'],
    ['a query string', '/api/public/courses?q=a%00b', 'q'],
  ])('in %s answer 422', async (_, url, field) => {
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(t.app, url)
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([`Il campo ${field} contiene un carattere non ammesso (NUL).`])
  })

  it('in a JSON body answers 422 in the language of the request, and creates nothing', async () => {
    const email = `nul-${Date.now()}@example.it`
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/register',
        remoteAddress: randomIp(),
        headers: { 'accept-language': 'en' },
        payload: {
          email,
          first_name: 'Ada\u0000',
          last_name: 'Lovelace',
          password: 'Password123!',
          password_confirmation: 'Password123!',
          role: 'student',
          terms_accepted: true,
          privacy_accepted: true,
        },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({
      first_name: ['The first_name field contains a character that is not allowed (NUL).'],
    })
    const login = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/login', payload: { email, password: 'Password123!' } }),
    )
    expect(login.statusCode).toBe(401)
  })

  it.each([['"x"'], ['42'], ['[1,2]']])('refuses a JSON body %s that is not an object', async (payload) => {
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({ body: ['Il corpo della richiesta deve essere un oggetto JSON.'] })
  })

  it('finds the first NUL in nested values and keys', () => {
    expect(findNul({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1')
    expect(findNul({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(findNul('\u0000')).toBe('body')
    expect(findNul({ a: 1, b: null, c: [true] })).toBeUndefined()
  })
})
