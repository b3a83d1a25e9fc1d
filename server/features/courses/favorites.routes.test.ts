/** Favorite courses (SPEC.md §4 "Toggles: favorite"): set, unset, list; the caller's own only. */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseSummary } from '../../../contracts/courses/schemas.ts'
import { createCourse } from './factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const put = (token: string, id: number, favorite: unknown) =>
  t.app.inject(asUser(token, { method: 'PUT', url: `/api/courses/${id}/favorite`, payload: { favorite } }))
const state = async (token: string, id: number) =>
  (await t.app.inject(asUser(token, { url: `/api/courses/${id}/favorite` }))).json().data.favorite as boolean

describe('favorite courses', () => {
  it('marks, lists newest first, unmarks; twice is the same as once; each user has their own', async () => {
    const student = await createUser(t.db)
    const other = await createUser(t.db)
    const first = await createCourse(t.db, { title: 'Preferito uno' })
    const second = await createCourse(t.db, { title: 'Preferito due' })
    expect(await state(student.token, first.course.id)).toBe(false)
    for (const id of [first.course.id, second.course.id, second.course.id]) {
      const response = await put(student.token, id, true)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ favorite: true })
    }
    expect(await state(student.token, first.course.id)).toBe(true)
    expect(await state(other.token, first.course.id)).toBe(false)

    const list = v.parse(
      paginated(CourseSummary),
      (await t.app.inject(asUser(student.token, { url: '/api/favorites/courses' }))).json(),
    )
    expect(list.data.map((course) => course.title)).toEqual(['Preferito due', 'Preferito uno'])
    expect(list.meta.total).toBe(2)
    const ids = async (token: string) =>
      (await t.app.inject(asUser(token, { url: '/api/favorites/course-ids' }))).json().data
    expect(await ids(student.token)).toEqual([second.course.id, first.course.id])
    expect(await ids(other.token)).toEqual([])

    await put(student.token, second.course.id, false)
    await put(student.token, second.course.id, false)
    const after = (await t.app.inject(asUser(student.token, { url: '/api/favorites/courses' }))).json()
    expect(after.data.map((course: CourseSummary) => course.title)).toEqual(['Preferito uno'])
    const others = (await t.app.inject(asUser(other.token, { url: '/api/favorites/courses' }))).json()
    expect(others.data).toEqual([])
  })

  it('needs a login, a published course, and a boolean', async () => {
    const student = await createUser(t.db)
    const { course } = await createCourse(t.db)
    const hidden = await createCourse(t.db, { published_at: null })
    expect(
      (
        await t.app.inject(
          withCsrf({ method: 'PUT', url: `/api/courses/${course.id}/favorite`, payload: { favorite: true } }),
        )
      ).statusCode,
    ).toBe(401)
    expect((await put(student.token, hidden.course.id, true)).statusCode).toBe(404)
    expect((await put(student.token, 999_999_999, true)).statusCode).toBe(404)
    const bad = await put(student.token, course.id, 'yes')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['favorite'])
  })
})
