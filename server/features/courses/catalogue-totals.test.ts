/**
 * The catalogue's totals are remembered while the tables they count are unchanged
 * (courses.queries.ts, keyed on the table versions of core/db/snapshot-cache.ts): they must stay
 * exact whenever a course is created, published, unpublished or deleted, a read with nothing written
 * to those tables since the last count must not count again, and a write elsewhere (a lesson, a
 * user's progress, a job queued) must not make it count again either.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseSummary } from '../../../contracts/courses/schemas.ts'
import { createCategory, createCourse } from './factories.testing.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { catalogueCounts } from './courses.queries.ts'
import { courses, lessons } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CourseList = paginated(CourseSummary)

async function total(query = ''): Promise<number> {
  const { response, body } = await injectJson(t.app, `/api/public/courses${query}`)
  expect(response.statusCode).toBe(200)
  return v.parse(CourseList, body).meta.total
}

describe('catalogue totals', () => {
  it('counts once per filter while the courses are unchanged, whichever page or order is read', async () => {
    const category = await createCategory(t.app.db)
    const { course } = await createCourse(t.app.db, { category_id: category.id, title: 'Totali in cache' })
    const before = catalogueCounts.counted
    const all = await total()
    const inCategory = await total(`?category=${category.slug}`)
    const searched = await total('?q=totali%20in%20cache')
    expect(catalogueCounts.counted - before).toBe(3)
    expect(inCategory).toBe(1)
    expect(searched).toBe(1)
    // other pages and orders of the same filters are other answers, counted with the same totals
    const afterFirst = catalogueCounts.counted
    expect(await total('?page=2')).toBe(all)
    expect(await total(`?category=${category.slug}&sort=popular`)).toBe(inCategory)
    expect(await total('?q=totali%20in%20cache&sort=rated')).toBe(searched)
    expect(catalogueCounts.counted - afterFirst).toBe(0)

    // a write to a table the pages read but the totals do not (a lesson's length): the pages are
    // read again, the totals are not counted again
    await t.app.db.update(lessons).set({ duration_seconds: 61 }).where(eq(lessons.course_id, course.id))
    const afterLesson = catalogueCounts.counted
    expect(await total(`?category=${category.slug}&sort=rated`)).toBe(1)
    expect(await total('?q=totali%20in%20cache&sort=popular')).toBe(1)
    expect(catalogueCounts.counted - afterLesson).toBe(0)

    // a write to the courses counts again
    await createCourse(t.app.db, { category_id: category.id, title: 'Totali in cache, il secondo' })
    const afterCourse = catalogueCounts.counted
    expect(await total(`?category=${category.slug}&sort=newest`)).toBe(2)
    expect(catalogueCounts.counted - afterCourse).toBe(1)
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
    expect(await total(inCategory)).toBe(0)

    await t.app.db.update(courses).set({ published_at: new Date() }).where(eq(courses.id, course.id))
    expect(await total()).toBe(start + 1)
    expect(await total(inCategory)).toBe(1)

    await t.app.db.delete(courses).where(eq(courses.id, course.id))
    expect(await total()).toBe(start)
    expect(await total(inCategory)).toBe(0)
  })
})
