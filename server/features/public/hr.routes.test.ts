import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CompanySummary } from '../../../contracts/public/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { COMPANIES } from '../../core/db/demo-data.ts'
import { JOB_LISTINGS } from '../jobs/demo-data.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CompanyList = paginated(CompanySummary)

describe('GET /api/public/hr', () => {
  it('lists the recruiting companies with their open job listings', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/hr')
    expect(response.statusCode).toBe(200)
    const list = v.parse(CompanyList, body)
    expect(list.meta).toEqual({ current_page: 1, per_page: 10, total: COMPANIES.length, last_page: 1 })
    const talentia = list.data.find((company) => company.slug === 'talentia')
    expect(talentia?.job_listings_count).toBe(JOB_LISTINGS.filter((job) => job.company === 'talentia').length)
  })

  it('pages and validates like every list', async () => {
    const second = v.parse(CompanyList, (await injectJson(t.app, '/api/public/hr?perPage=4&page=2')).body)
    expect(second.data).toHaveLength(COMPANIES.length - 4)
    const beyond = v.parse(CompanyList, (await injectJson(t.app, '/api/public/hr?page=3&perPage=4')).body)
    expect(beyond.data).toEqual([])
    const bad = await injectJson<{ errors: Record<string, string[]> }>(t.app, '/api/public/hr?perPage=abc')
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toHaveProperty('perPage')
  })
})
