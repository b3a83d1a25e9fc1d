import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Health } from '../../../contracts/core/endpoints.ts'
import { buildTestApp, injectJson, usePostgres, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('reports ok and the database actually in use', async () => {
    const { response, body } = await injectJson<{ data: unknown }>(t.app, '/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const health = v.parse(Health, body.data)
    expect(health).toEqual({ status: 'ok', database: usePostgres ? 'postgres' : 'pglite' })
  })
})
