import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Category } from '../../../contracts/courses/schemas.ts'
import { buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { CATEGORIES } from './demo-data.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/public/categories', () => {
  it('lists every category with Italian and English names, in display order', async () => {
    const { response, body } = await injectJson<{ data: unknown }>(t.app, '/api/public/categories')
    expect(response.statusCode).toBe(200)
    const categories = v.parse(v.array(Category), body.data)
    expect(categories.map((category) => [category.slug, category.name.it, category.name.en])).toEqual(
      CATEGORIES.map((category) => [category.slug, category.name_it, category.name_en]),
    )
  })
})
