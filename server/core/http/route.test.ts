/**
 * route(): outside production an answer is checked against the endpoint's response schema; a
 * frozen answer (one kept by core/db/snapshot-cache.ts) is checked and serialised once and then
 * sent as it was, and the check still refuses a frozen answer outside the schema.
 */
import Fastify from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoint } from '../../../contracts/core/endpoint.ts'
import { deepFreeze } from '../db/snapshot-cache.ts'
import { route } from './route.ts'

/** How many times an answer's name was checked against the schema. */
let checks = 0
const Name = v.pipe(
  v.string(),
  v.check(() => ++checks > 0),
)
const Answer = v.object({ data: v.object({ name: Name, tags: v.array(v.string()) }) })
const answerOf = (path: `/${string}`) =>
  endpoint({ method: 'GET', path, auth: 'public', tag: 'test', summary: path, response: Answer })

const kept = deepFreeze({ data: { name: 'Excel', tags: ['office', 'dati'] } })
const wrong = deepFreeze({ data: { name: 42, tags: [] } })
const app = Fastify()

beforeAll(async () => {
  route(app, answerOf('/fresh'), () => ({ data: { name: 'Word', tags: [] as string[] } }))
  route(app, answerOf('/kept'), () => kept as v.InferOutput<typeof Answer>)
  route(app, answerOf('/wrong'), () => wrong as unknown as v.InferOutput<typeof Answer>)
  await app.ready()
})
afterAll(() => app.close())

describe('route answers', () => {
  it('sends a fresh answer as JSON, checked each time', async () => {
    const checked = checks
    await app.inject('/fresh')
    const response = await app.inject('/fresh')
    expect(checks - checked).toBe(2)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.json()).toEqual({ data: { name: 'Word', tags: [] } })
  })

  it('checks and serialises a frozen answer once, then sends the same JSON', async () => {
    const stringify = vi.spyOn(JSON, 'stringify')
    const checked = checks
    try {
      const bodies = []
      for (let i = 0; i < 3; i++) {
        const response = await app.inject('/kept')
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
        bodies.push(response.body)
      }
      expect(new Set(bodies)).toEqual(new Set([JSON.stringify(kept)]))
      expect(stringify.mock.calls.filter(([value]) => value === kept)).toHaveLength(2) // once + the line above
      expect(checks - checked).toBe(1)
    } finally {
      stringify.mockRestore()
    }
  })

  it('refuses an answer outside the schema, frozen or not, every time', async () => {
    for (let i = 0; i < 2; i++) expect((await app.inject('/wrong')).statusCode).toBe(500)
  })
})
