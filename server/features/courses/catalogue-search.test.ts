/**
 * The catalogue search (GET /api/public/courses?q=) finds a course by its title, subtitle or
 * description, and also by its trainer's name and its category's name in either language.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseSummary } from '../../../contracts/courses/schemas.ts'
import { createCategory, createCourse } from './factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CourseList = paginated(CourseSummary)

async function search(q: string): Promise<string[]> {
  const { response, body } = await injectJson(
    t.app,
    `/api/public/courses?perPage=100&q=${encodeURIComponent(q)}`,
  )
  expect(response.statusCode).toBe(200)
  const list = v.parse(CourseList, body)
  expect(list.meta.total).toBe(list.data.length)
  return list.data.map((course) => course.slug)
}

describe('catalogue search', () => {
  it('matches the trainer’s first, last and full name, case-insensitively', async () => {
    const trainer = await createUser(t.db, {
      role: 'trainer',
      first_name: 'Zenobia',
      last_name: 'Quartararo',
    })
    const { course } = await createCourse(t.db, {
      trainer: trainer.user.id,
      title: 'Acquerello per principianti',
    })
    const other = await createCourse(t.db, { title: 'Nothing in common' })

    for (const q of ['zenobia', 'QUARTARARO', 'Zenobia Quartararo', 'bia quart']) {
      const slugs = await search(q)
      expect(slugs, q).toEqual([course.slug])
    }
    expect(await search('Zenobia')).not.toContain(other.course.slug)
  })

  it('matches the category name in Italian and in English', async () => {
    const category = await createCategory(t.db, { name_it: 'Ceramica raku', name_en: 'Raku pottery' })
    const { course } = await createCourse(t.db, { category_id: category.id, title: 'Primo corso' })
    expect(await search('ceramica')).toEqual([course.slug])
    expect(await search('RAKU POTTERY')).toEqual([course.slug])
  })

  it('does not match a student’s name, an unpublished course or a LIKE wildcard', async () => {
    await createUser(t.db, { role: 'student', first_name: 'Ottavina', last_name: 'Student' })
    expect(await search('Ottavina')).toEqual([])
    const trainer = await createUser(t.db, { role: 'trainer', first_name: 'Ippolita', last_name: 'Draft' })
    await createCourse(t.db, { trainer: trainer.user.id, published_at: null })
    expect(await search('Ippolita')).toEqual([])
    const percent = await createCategory(t.db, { name_it: 'Sconti 50%', name_en: 'Discounts 50%' })
    const { course } = await createCourse(t.db, { category_id: percent.id })
    expect(await search('50%')).toEqual([course.slug])
    expect(await search('%')).toEqual([course.slug])
  })
})
