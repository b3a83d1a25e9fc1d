import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomePayload } from '../../../contracts/public/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { CATEGORIES, COURSES } from '../courses/demo-data.ts'
import { JOB_LISTINGS } from '../jobs/demo-data.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/public/home', () => {
  it('returns the 8 newest courses, 8 best-rated trainers, every category and the totals', async () => {
    const { response, body } = await injectJson<{ data: unknown }>(t.app, '/api/public/home')
    expect(response.statusCode).toBe(200)
    const home = v.parse(HomePayload, body.data)

    expect(home.courses).toHaveLength(8)
    const published = home.courses.map((course) => Date.parse(course.published_at))
    expect(published).toEqual([...published].sort((a, b) => b - a))

    expect(home.trainers).toHaveLength(8)
    const ratings = home.trainers.map((trainer) => trainer.average_reviews)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))

    expect(home.categories.map((category) => category.slug)).toEqual(
      CATEGORIES.map((category) => category.slug),
    )
    expect(home.stats.courses).toBe(COURSES.length)
    // open listings only: the demo has a draft and a closed one
    expect(home.stats.job_listings).toBe(JOB_LISTINGS.filter((job) => job.status === undefined).length)
    expect(home.stats.trainers).toBeGreaterThanOrEqual(20)
    expect(home.stats.students).toBeGreaterThanOrEqual(30)
  })
})
