/** The error envelopes of DESIGN.md §5, produced by the one central handler. */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRequest } from '../../server/core/http/validate.ts'
import { buildTestApp, injectJson, withCsrf, type TestApp } from '../../server/testing/helper.ts'

const ProbeBody = v.object({
  email: v.pipe(
    v.string('The email field is required.'),
    v.email('The email field must be a valid email address.'),
  ),
  age: v.pipe(
    v.number('The age field must be a number.'),
    v.minValue(18, 'The age field must be at least 18.'),
  ),
})

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady(app) {
      app.post('/api/test/probe', { config: { access: 'public' } }, async (request) => ({
        data: parseRequest(request, 'body', ProbeBody),
      }))
      app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('secret connection string postgres://user:pass@db')
      })
    },
  })
})
afterAll(() => t.close())

describe('not found', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api route (%s) with 404 JSON',
    async (method) => {
      const { response, body } = await injectJson(t.app, { method, url: '/api/nothing/here?x=1' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(body).toEqual({ message: 'The route /api/nothing/here could not be found.' })
    },
  )
})

describe('validation', () => {
  it.each([
    [undefined, 'The email field must be a valid email address. (e un altro errore)'],
    ['en', 'The email field must be a valid email address. (and 1 more error)'],
  ])(
    'answers 422 with every bad field and a first message, summed up in the language %s',
    async (language, message) => {
      const { response, body } = await injectJson(
        t.app,
        withCsrf({
          method: 'POST',
          url: '/api/test/probe',
          headers: language ? { 'accept-language': language } : {},
          payload: { email: 'not-an-email', age: 12 },
        }),
      )
      expect(response.statusCode).toBe(422)
      expect(body).toEqual({
        message,
        errors: {
          email: ['The email field must be a valid email address.'],
          age: ['The age field must be at least 18.'],
        },
      })
    },
  )

  it('accepts valid input', async () => {
    const { response, body } = await injectJson(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/test/probe',
        payload: { email: 'studente@aula.test', age: 30 },
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({ data: { email: 'studente@aula.test', age: 30 } })
  })

  it('answers malformed JSON with 400 and a clear message, not 500', async () => {
    const { response, body } = await injectJson(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/test/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(body).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers an unsupported content type with 415', async () => {
    const { response, body } = await injectJson(
      t.app,
      withCsrf({
        method: 'POST',
        url: '/api/test/probe',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
    )
    expect(response.statusCode).toBe(415)
    expect(body).toEqual({ message: 'This Content-Type is not supported; send application/json.' })
  })
})

describe('server errors', () => {
  it('answers 500 "Server Error" without leaking the message or the stack', async () => {
    const response = await t.app.inject('/api/test/crash')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Server Error' })
    expect(response.body).not.toContain('secret')
    expect(response.body).not.toContain('.ts:')
  })
})

describe('a database that went away', () => {
  it('turns the failed query of /api/health into 500 JSON', async () => {
    const broken = await buildTestApp()
    await broken.database.close()
    const response = await broken.app.inject('/api/health')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Server Error' })
    await broken.close()
  })
})
