import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { JobListingSummary } from '../../../contracts/jobs/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { JOB_LISTINGS } from './demo-data.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const JobList = paginated(JobListingSummary)
const OPEN = JOB_LISTINGS.filter((job) => job.status === undefined)

describe('GET /api/public/job-listings', () => {
  it('lists published job listings newest first with their company', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/job-listings')
    expect(response.statusCode).toBe(200)
    const list = v.parse(JobList, body)
    expect(list.data).toHaveLength(10)
    expect(list.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: OPEN.length,
      last_page: Math.ceil(OPEN.length / 10),
    })
    const dates = list.data.map((job) => Date.parse(job.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(list.data[0].title).toBe(JOB_LISTINGS[0].title)
    expect(list.data[0].company.slug).toBe(JOB_LISTINGS[0].company)
  })

  it('answers an empty last page and 422 for a bad perPage', async () => {
    const beyond = v.parse(JobList, (await injectJson(t.app, '/api/public/job-listings?page=3')).body)
    expect(beyond.data).toEqual([])
    const bad = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      '/api/public/job-listings?perPage=abc',
    )
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors.perPage).toEqual(['Il campo perPage deve essere un numero intero.'])
    const english = await injectJson<{ errors: Record<string, string[]> }>(t.app, {
      url: '/api/public/job-listings?perPage=abc',
      headers: { 'accept-language': 'en' },
    })
    expect(english.response.statusCode).toBe(422)
    expect(english.body.errors.perPage).toEqual(['The perPage field must be a whole number.'])
  })
})
