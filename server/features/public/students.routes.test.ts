import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { StudentSummary } from '../../../contracts/public/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const StudentList = paginated(StudentSummary)

describe('GET /api/public/students', () => {
  it('lists students only (no trainers, HR or admin), 10 per page', async () => {
    const { response, body } = await injectJson(t.app, '/api/public/students?perPage=100')
    expect(response.statusCode).toBe(200)
    const list = v.parse(StudentList, body)
    expect(list.meta.total).toBeGreaterThanOrEqual(30)
    const slugs = list.data.map((student) => student.slug)
    expect(slugs).toContain('sofia-esposito')
    expect(slugs).not.toContain('marco-rossi')
    expect(slugs).not.toContain('laura-conti')
    expect(slugs).not.toContain('admin-aula')

    const firstPage = v.parse(StudentList, (await injectJson(t.app, '/api/public/students')).body)
    expect(firstPage.data).toHaveLength(10)
    expect(firstPage.meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      last_page: Math.ceil(list.meta.total / 10),
    })
  })

  it('answers 422 for a bad perPage and an empty page beyond the last', async () => {
    const bad = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      '/api/public/students?perPage=abc',
    )
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toHaveProperty('perPage')
    const beyond = v.parse(StudentList, (await injectJson(t.app, '/api/public/students?page=40')).body)
    expect(beyond.data).toEqual([])
  })
})
