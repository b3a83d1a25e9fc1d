import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues } from '../core/validation'
import { CourseListQuery, CourseSlugParams, courseSchemasFor } from './schemas'

/** Field -> messages of a failed parse, or the parsed output. */
function check(schema: v.GenericSchema, input: unknown, config?: v.Config<v.BaseIssue<unknown>>) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true, ...config })
  return result.success ? { output: result.output } : { errors: formatIssues(result.issues) }
}

describe('CourseListQuery', () => {
  it('keeps a category slug and trims the search text', () => {
    expect(check(CourseListQuery, { category: 'informatica', q: '  excel ' }).output).toEqual({
      page: 1,
      perPage: 10,
      category: 'informatica',
      q: 'excel',
      sort: 'newest',
    })
  })

  it('reads the filters and the order from the URL, and names the field that is wrong', () => {
    expect(
      check(CourseListQuery, {
        price_min: '10',
        price_max: '50',
        free: '0',
        language: 'en',
        rating: '4',
        sort: 'popular',
      }).output,
    ).toMatchObject({ price_min: 10, price_max: 50, free: false, language: 'en', rating: 4, sort: 'popular' })
    expect(Object.keys(check(CourseListQuery, { price_min: '60', price_max: '50' }).errors ?? {})).toEqual([
      'price_max',
    ])
  })

  it('says what a category and a search must be, in both languages', () => {
    const query = { category: 'Not A Slug', q: 'x'.repeat(101) }
    expect(check(courseSchemasFor('it').CourseListQuery, query).errors).toEqual({
      category: ['Il campo category deve essere lo slug di una categoria.'],
      q: ['Il campo q non può contenere più di 100 caratteri.'],
    })
    expect(check(courseSchemasFor('en').CourseListQuery, query).errors).toEqual({
      category: ['The category field must be a category slug.'],
      q: ['The q field must not be longer than 100 characters.'],
    })
  })
})

describe('CourseSlugParams', () => {
  it('refuses a slug longer than any course slug', () => {
    expect(check(CourseSlugParams, { slug: 'excel-avanzato' }).output).toEqual({ slug: 'excel-avanzato' })
    expect(check(CourseSlugParams, { slug: 'a'.repeat(201) }, { lang: 'en' }).errors).toEqual({
      slug: ['The slug field must not be longer than 200 characters.'],
    })
  })
})
