import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseDetail, CourseSummary } from '../../../contracts/courses/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { COURSES } from './demo-data.ts'
import { courses } from './tables.ts'
import { eq } from 'drizzle-orm'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const CourseList = paginated(CourseSummary)

describe('GET /api/public/courses', () => {
  it('lists published courses, newest first, 10 per page by default', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/courses')
    expect(response.statusCode).toBe(200)
    const list = v.parse(CourseList, body)
    expect(list.data).toHaveLength(10)
    expect(list.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: COURSES.length,
      last_page: Math.ceil(COURSES.length / 10),
    })
    const dates = list.data.map((course) => Date.parse(course.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const course of list.data) {
      expect(course.lessons_count).toBeGreaterThanOrEqual(4)
      expect(course.duration_seconds).toBeGreaterThan(0)
    }
  })

  it('pages through the catalogue without overlap', async () => {
    const first = v.parse(CourseList, (await injectJson(t.app, '/api/public/courses?perPage=5&page=1')).body)
    const second = v.parse(CourseList, (await injectJson(t.app, '/api/public/courses?perPage=5&page=2')).body)
    expect(first.meta.last_page).toBe(Math.ceil(COURSES.length / 5))
    expect(second.meta.current_page).toBe(2)
    const ids = new Set([...first.data, ...second.data].map((course) => course.id))
    expect(ids.size).toBe(10)
  })

  it('answers an empty page beyond the last one', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/courses?page=999')
    expect(response.statusCode).toBe(200)
    const list = v.parse(CourseList, body)
    expect(list.data).toEqual([])
    expect(list.meta.total).toBe(COURSES.length)
    expect(list.meta.current_page).toBe(999)
  })

  it('filters by category slug', async () => {
    const { body } = await injectJson(t.app, '/api/public/courses?category=soft-skills&perPage=100')
    const list = v.parse(CourseList, body)
    const expected = COURSES.filter((course) => course.category === 'soft-skills').length
    expect(list.meta.total).toBe(expected)
    expect(list.data.every((course) => course.category.slug === 'soft-skills')).toBe(true)
  })

  it('searches titles and descriptions, case-insensitively, with LIKE wildcards taken literally', async () => {
    const excel = v.parse(CourseList, (await injectJson(t.app, '/api/public/courses?q=EXCEL')).body)
    expect(excel.data.map((course) => course.slug)).toContain('excel-avanzato-controllo-di-gestione')
    const wildcard = v.parse(CourseList, (await injectJson(t.app, '/api/public/courses?q=%25')).body)
    expect(wildcard.data).toEqual([])
  })

  it.each([
    ['perPage=abc', 'perPage'],
    ['perPage=0', 'perPage'],
    ['perPage=101', 'perPage'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['category=Not%20A%20Slug', 'category'],
  ])('rejects %s with 422 naming the field, in Italian and in English', async (query, field) => {
    const { response, body } = await injectJson<{ message: string; errors: Record<string, string[]> }>(
      t.app,
      `/api/public/courses?${query}`,
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors)).toEqual([field])
    expect(body.errors[field][0]).toMatch(new RegExp(`^Il campo ${field} `))
    expect(body.message).toBe(body.errors[field][0])

    const english = await injectJson<{ message: string; errors: Record<string, string[]> }>(t.app, {
      url: `/api/public/courses?${query}`,
      headers: { 'accept-language': 'en' },
    })
    expect(english.response.statusCode).toBe(422)
    expect(Object.keys(english.body.errors)).toEqual([field])
    expect(english.body.errors[field][0]).toMatch(new RegExp(`^The ${field} field`))
    expect(english.body.message).toBe(english.body.errors[field][0])
  })
})

describe('GET /api/public/courses/:slug', () => {
  it('returns the course with its lessons in order', async () => {
    const seed = COURSES[0]
    const { response, body } = await injectJson<{ data: unknown }>(t.app, `/api/public/courses/${seed.slug}`)
    expect(response.statusCode).toBe(200)
    const course = v.parse(CourseDetail, body.data)
    expect(course.title).toBe(seed.title)
    expect(course.goals).toEqual(seed.goals)
    expect(course.lessons.map((lesson) => lesson.title)).toEqual(seed.lessons.map(([title]) => title))
    expect(course.lessons.map((lesson) => lesson.position)).toEqual(seed.lessons.map((_, index) => index + 1))
    expect(course.lessons[0].free).toBe(true)
    expect(course.lessons_count).toBe(seed.lessons.length)
    expect(course.duration_seconds).toBe(
      course.lessons.reduce((sum, lesson) => sum + lesson.duration_seconds, 0),
    )
  })

  it('carries what the studio collects for the course page: level and requirements with goals and recipients', async () => {
    const seed = COURSES[1]
    await t.db
      .update(courses)
      .set({ level: 'intermediate', requirements: ['Excel di base'], recipients: ['Chi analizza dati'] })
      .where(eq(courses.slug, seed.slug))
    const { body } = await injectJson<{ data: unknown }>(t.app, `/api/public/courses/${seed.slug}`)
    const course = v.parse(CourseDetail, body.data)
    expect(course).toMatchObject({
      level: 'intermediate',
      requirements: ['Excel di base'],
      recipients: ['Chi analizza dati'],
      goals: seed.goals,
    })
    // left empty by the trainer: no level, no requirements
    const other = v.parse(
      CourseDetail,
      (await injectJson<{ data: unknown }>(t.app, `/api/public/courses/${COURSES[2].slug}`)).body.data,
    )
    expect(other).toMatchObject({ level: null, requirements: [] })
  })

  it('answers 404 JSON for an unknown slug', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/courses/no-such-course')
    expect(response.statusCode).toBe(404)
    expect(body).toEqual({ message: 'Course not found.' })
  })
})
