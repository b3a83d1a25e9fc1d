import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { TrainerSummary } from '../../../contracts/public/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const TrainerList = paginated(TrainerSummary)

describe('GET /api/public/trainers', () => {
  it('lists trainers best-rated first, 10 per page', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/trainers')
    expect(response.statusCode).toBe(200)
    const list = v.parse(TrainerList, body)
    expect(list.data).toHaveLength(10)
    expect(list.meta.per_page).toBe(10)
    expect(list.meta.total).toBeGreaterThanOrEqual(20)
    expect(list.meta.last_page).toBe(Math.ceil(list.meta.total / 10))
    const ratings = list.data.map((trainer) => trainer.average_reviews)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('counts each trainer’s published courses', async () => {
    const list = v.parse(TrainerList, (await injectJson(t.app, '/api/public/trainers/all?perPage=100')).body)
    const marco = list.data.find((trainer) => trainer.slug === 'marco-rossi')
    expect(marco?.full_name).toBe('Marco Rossi')
    expect(marco?.courses_count).toBe(3)
  })

  it('answers 422 for a bad perPage and an empty page beyond the last', async () => {
    const bad = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      '/api/public/trainers?perPage=abc',
    )
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toHaveProperty('perPage')
    const beyond = v.parse(TrainerList, (await injectJson(t.app, '/api/public/trainers?page=50')).body)
    expect(beyond.data).toEqual([])
  })
})

describe('GET /api/public/trainers/all', () => {
  it('lists every trainer alphabetically by surname', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/trainers/all?perPage=100')
    expect(response.statusCode).toBe(200)
    const list = v.parse(TrainerList, body)
    expect(list.data).toHaveLength(list.meta.total)
    const surnames = list.data.map((trainer) => trainer.full_name.split(' ').slice(1).join(' '))
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('uses the default page size of 10', async () => {
    const list = v.parse(TrainerList, (await injectJson(t.app, '/api/public/trainers/all')).body)
    expect(list.data).toHaveLength(10)
    expect(list.meta.per_page).toBe(10)
  })
})
