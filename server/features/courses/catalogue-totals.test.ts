/**
 * The catalogue's totals are remembered per database snapshot (courses.queries.ts): they must stay
 * exact whenever a course is created, published, unpublished or deleted, and a read with nothing
 * written since the last count must not count again.
 */
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseSummary } from '../../../contracts/courses/schemas.ts'
import { createCategory, createCourse } from '../../testing/factories.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { catalogueCounts } from './courses.queries.ts'
import { courses } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CourseList = paginated(CourseSummary)

async function currentSnapshot(): Promise<string> {
  const result = await t.app.db.execute(sql`select pg_current_snapshot()::text as snapshot`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    snapshot: string
  }[]
  return rows[0].snapshot
}

async function total(query = ''): Promise<number> {
  const { response, body } = await injectJson(t.app, `/api/public/courses${query}`)
  expect(response.statusCode).toBe(200)
  return v.parse(CourseList, body).meta.total
}

describe('catalogue totals', () => {
  it('counts once while nothing is written, for each filter', async () => {
    const category = await createCategory(t.app.db)
    await createCourse(t.app.db, { category_id: category.id, title: 'Totali in cache' })
    // The snapshot is the whole cluster's: on PostgreSQL the job queue and the test files running
    // beside this one commit now and then, and a round that saw a commit is not about "nothing
    // written". Rounds go on until one sees none; each read counts at most once in any round.
    let quiet = false
    for (let round = 1; !quiet && round <= 200; round++) {
      const snapshot = await currentSnapshot()
      const before = catalogueCounts.counted
      const all = await total()
      const inCategory = await total(`?category=${category.slug}`)
      const searched = await total('?q=totali%20in%20cache')
      const firstReads = catalogueCounts.counted - before
      // the course just created changed the snapshot: the first round counts each filter once
      if (round === 1) expect(firstReads).toBe(3)
      else expect(firstReads).toBeLessThanOrEqual(3)
      expect(inCategory).toBe(1)
      expect(searched).toBe(1)
      const afterFirst = catalogueCounts.counted
      expect(await total()).toBe(all)
      expect(await total(`?category=${category.slug}`)).toBe(inCategory)
      expect(await total('?q=totali%20in%20cache')).toBe(searched)
      const repeats = catalogueCounts.counted - afterFirst
      expect(repeats).toBeLessThanOrEqual(3)
      quiet = (await currentSnapshot()) === snapshot
      // nothing written anywhere while the round ran: the same reads again counted nothing
      if (quiet) expect(repeats).toBe(0)
      else await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(quiet, 'no round ran without a commit somewhere in the cluster').toBe(true)
  })

  it('stays exact when a course is created, unpublished, published again and deleted', async () => {
    const category = await createCategory(t.app.db)
    const inCategory = `?category=${category.slug}`
    const start = await total()
    expect(await total(inCategory)).toBe(0)

    const { course } = await createCourse(t.app.db, { category_id: category.id })
    expect(await total()).toBe(start + 1)
    expect(await total(inCategory)).toBe(1)

    await t.app.db.update(courses).set({ published_at: null }).where(eq(courses.id, course.id))
    expect(await total()).toBe(start)
    // the category's page is empty now, so its read has no snapshot to compare: it counts
    expect(await total(inCategory)).toBe(0)

    await t.app.db.update(courses).set({ published_at: new Date() }).where(eq(courses.id, course.id))
    expect(await total()).toBe(start + 1)
    expect(await total(inCategory)).toBe(1)

    await t.app.db.delete(courses).where(eq(courses.id, course.id))
    expect(await total()).toBe(start)
    expect(await total(inCategory)).toBe(0)
  })
})
