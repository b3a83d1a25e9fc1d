import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qualified } from '../../core/db/sql.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { courses, lessons } from './tables.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

describe('demo catalogue', () => {
  it('has at least 12 courses in several categories and both languages, each with 4-10 lessons', async () => {
    const rows = await t.db
      .select({
        id: courses.id,
        language: courses.language,
        category: courses.category_id,
        price: courses.price_cents,
        lessons: sql<number>`(select count(*)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)})`,
        free_lessons: sql<number>`(select count(*)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)} and ${qualified(lessons.free)})`,
      })
      .from(courses)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['it', 'en']))
    expect(rows.some((row) => row.price === 0)).toBe(true)
    for (const row of rows) {
      expect(row.lessons).toBeGreaterThanOrEqual(4)
      expect(row.lessons).toBeLessThanOrEqual(10)
      expect(row.free_lessons).toBeGreaterThanOrEqual(1)
    }
  })
})
