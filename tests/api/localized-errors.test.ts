/**
 * A 422 speaks the language of the request: Italian without an Accept-Language (the default of
 * SPEC.md §9), English on `Accept-Language: en`. That holds for the field messages and for the
 * summary in `message` (' (e altri N errori)' / ' (and N more errors)').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../server/testing/helper.ts'

type ErrorBody = { message: string; errors: Record<string, string[]> }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const english = { 'accept-language': 'en' }

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  injectJson<ErrorBody>(
    t.app,
    withCsrf({ method: 'POST', url: '/api/register', remoteAddress: randomIp(), headers, payload }),
  )

const valid = () => ({
  email: `riepilogo.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  first_name: 'Giulia',
  last_name: 'Verdi',
  password: 'Segreta123!',
  password_confirmation: 'Segreta123!',
  privacy_accepted: true,
  terms_accepted: true,
  role: 'student',
})

describe('the summary of a 422', () => {
  it.each([
    [{}, 'Il campo Email è richiesto (e un altro errore)'],
    [english, 'The Email field is required (and 1 more error)'],
  ])('names the first problem and one more for two errors (%j)', async (headers, message) => {
    const { response, body } = await register({ ...valid(), email: '', first_name: '' }, headers)
    expect(response.statusCode).toBe(422)
    expect(Object.values(body.errors).flat()).toHaveLength(2)
    expect(body.message).toBe(message)
  })

  it.each([
    [{}, 'Il campo Email è richiesto (e altri 2 errori)'],
    [english, 'The Email field is required (and 2 more errors)'],
  ])('counts the others for three errors (%j)', async (headers, message) => {
    const { response, body } = await register(
      { ...valid(), email: '', first_name: '', terms_accepted: false },
      headers,
    )
    expect(response.statusCode).toBe(422)
    expect(Object.values(body.errors).flat()).toHaveLength(3)
    expect(body.message).toBe(message)
  })

  it('sums up an empty registration in the language of the request', async () => {
    const italian = await register({})
    expect(italian.response.statusCode).toBe(422)
    const count = Object.values(italian.body.errors).flat().length
    expect(count).toBeGreaterThan(2)
    expect(italian.body.errors.email).toEqual(['Il campo Email è richiesto'])
    expect(italian.body.message).toBe(`Il campo Email è richiesto (e altri ${count - 1} errori)`)

    const inEnglish = await register({}, english)
    expect(inEnglish.response.statusCode).toBe(422)
    expect(Object.values(inEnglish.body.errors).flat()).toHaveLength(count)
    expect(inEnglish.body.errors.email).toEqual(['The Email field is required'])
    expect(inEnglish.body.message).toBe(`The Email field is required (and ${count - 1} more errors)`)
  })

  it('falls back to Italian for a language Aula does not speak', async () => {
    const { body } = await register({ ...valid(), email: '', first_name: '' }, { 'accept-language': 'fr' })
    expect(body.message).toBe('Il campo Email è richiesto (e un altro errore)')
  })
})

describe('a bad query on a public list', () => {
  it.each([
    '/api/public/courses',
    '/api/public/trainers',
    '/api/public/trainers/all',
    '/api/public/students',
    '/api/public/hr',
    '/api/public/job-listings',
  ])('%s?perPage=abc answers 422 in Italian, or in English when asked', async (path) => {
    const italian = await injectJson<ErrorBody>(t.app, `${path}?perPage=abc`)
    expect(italian.response.statusCode).toBe(422)
    expect(italian.body).toEqual({
      message: 'Il campo perPage deve essere un numero intero.',
      errors: { perPage: ['Il campo perPage deve essere un numero intero.'] },
    })

    const inEnglish = await injectJson<ErrorBody>(t.app, { url: `${path}?perPage=abc`, headers: english })
    expect(inEnglish.response.statusCode).toBe(422)
    expect(inEnglish.body).toEqual({
      message: 'The perPage field must be a whole number.',
      errors: { perPage: ['The perPage field must be a whole number.'] },
    })
  })

  it('sums up several bad parameters in the language of the request', async () => {
    const url = '/api/public/courses?page=0&perPage=101&category=Nope!'
    const italian = await injectJson<ErrorBody>(t.app, url)
    expect(italian.body).toEqual({
      message: 'Il campo page deve essere almeno 1. (e altri 2 errori)',
      errors: {
        page: ['Il campo page deve essere almeno 1.'],
        perPage: ['Il campo perPage non può essere maggiore di 100.'],
        category: ['Il campo category deve essere lo slug di una categoria.'],
      },
    })
    const inEnglish = await injectJson<ErrorBody>(t.app, { url, headers: english })
    expect(inEnglish.body).toEqual({
      message: 'The page field must be at least 1. (and 2 more errors)',
      errors: {
        page: ['The page field must be at least 1.'],
        perPage: ['The perPage field must not be greater than 100.'],
        category: ['The category field must be a category slug.'],
      },
    })
  })
})

describe('a bad path parameter', () => {
  it.each([
    [{}, "L'id deve essere un numero intero positivo."],
    [english, 'The id must be a positive whole number.'],
  ])('of the password update answers 422 (%j)', async (headers, message) => {
    const { response, body } = await injectJson<ErrorBody>(
      t.app,
      withCsrf({ method: 'PUT', url: '/api/password/update/abc', headers, payload: {} }),
    )
    expect(response.statusCode).toBe(422)
    expect(body).toEqual({ message, errors: { id: [message] } })
  })
})
