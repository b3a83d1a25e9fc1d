/**
 * Input that once answered 500 (found by the fuzz test): deeply nested JSON overflowed the
 * recursive NUL check, and lone surrogates reached JSONB. Both are a 422 naming the field now,
 * and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProblem, MAX_DEPTH } from '../../server/core/plugins/input-guard.ts'
import { buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../server/testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const nested = (depth: number) => {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

describe('hostile JSON bodies', () => {
  it('10 000 levels of nesting answer 422 naming where the body became too deep', async () => {
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        // Written out by hand: JSON.stringify itself overflows the stack at this depth.
        payload: `{"email":"a@b.it","password":${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}}`,
      }),
    )
    expect(response.statusCode).toBe(422)
    const [[field, messages]] = Object.entries(body.errors)
    expect(field.startsWith('password.a.a')).toBe(true)
    expect(messages).toEqual([`The request body is nested too deeply (at most ${MAX_DEPTH} levels).`])
  })

  it.each([
    ['a lone high surrogate', 'Ada\uD800'],
    ['a lone low surrogate', '\uDC00Lovelace'],
  ])('%s in a field answers 422 and registers nobody', async (_, firstName) => {
    const email = `surrogate-${Date.now()}-${Math.random()}@example.it`
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/register',
        remoteAddress: randomIp(),
        payload: {
          email,
          first_name: firstName,
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
    expect(body.errors.first_name).toEqual(['Il campo first_name contiene un carattere Unicode non valido.'])
    const login = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email, password: 'Password123!' },
      }),
    )
    expect(login.statusCode).toBe(401)
  })

  it('a well-formed pair (an emoji) passes the guard', () => {
    expect(findProblem({ name: 'Ada 🚀' })).toBeUndefined()
    expect(findProblem({ deep: nested(MAX_DEPTH - 1) })).toBeUndefined()
    expect(findProblem(nested(MAX_DEPTH + 1))?.kind).toBe('tooDeep')
  })
})
