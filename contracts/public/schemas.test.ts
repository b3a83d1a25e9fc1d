import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues } from '../core/validation'
import {
  CourseListQuery,
  CourseSlugParams,
  MAX_PAGE_SIZE,
  PageQuery,
  createPublicSchemas,
  publicMessages,
  publicMessagesEn,
  publicSchemasFor,
} from './schemas'

/** Field -> messages of a failed parse, or the parsed output. */
function check(schema: v.GenericSchema, input: unknown, config?: v.Config<v.BaseIssue<unknown>>) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true, ...config })
  return result.success ? { output: result.output } : { errors: formatIssues(result.issues) }
}

describe('PageQuery', () => {
  it('defaults to the first page of 10 and turns the query strings into numbers', () => {
    expect(check(PageQuery, {}).output).toEqual({ page: 1, perPage: 10 })
    expect(check(PageQuery, { page: '3', perPage: String(MAX_PAGE_SIZE) }).output).toEqual({
      page: 3,
      perPage: 100,
    })
  })

  it.each([
    [
      { perPage: 'abc' },
      'perPage',
      'Il campo perPage deve essere un numero intero.',
      'The perPage field must be a whole number.',
    ],
    [
      { page: '1.5' },
      'page',
      'Il campo page deve essere un numero intero.',
      'The page field must be a whole number.',
    ],
    [{ page: '0' }, 'page', 'Il campo page deve essere almeno 1.', 'The page field must be at least 1.'],
    [
      { perPage: '101' },
      'perPage',
      'Il campo perPage non può essere maggiore di 100.',
      'The perPage field must not be greater than 100.',
    ],
    [
      { page: ['1', '2'] },
      'page',
      'Il campo page deve avere un solo valore.',
      'The page field must be a single value.',
    ],
  ])('refuses %j in Italian and in English', (query, field, italian, english) => {
    expect(check(publicSchemasFor('it').PageQuery, query).errors).toEqual({ [field]: [italian] })
    expect(check(publicSchemasFor('en').PageQuery, query).errors).toEqual({ [field]: [english] })
    // The default export speaks the language of the parse, Italian unless told otherwise.
    expect(check(PageQuery, query).errors).toEqual({ [field]: [italian] })
    expect(check(PageQuery, query, { lang: 'en' }).errors).toEqual({ [field]: [english] })
  })

  it('falls back to Italian for a language it does not know', () => {
    expect(publicSchemasFor('fr')).toBe(publicSchemasFor('it'))
    expect(publicSchemasFor(undefined)).toBe(publicSchemasFor('it'))
    expect(publicSchemasFor('en')).not.toBe(publicSchemasFor('it'))
  })
})

describe('CourseListQuery', () => {
  it('keeps a category slug and trims the search text', () => {
    expect(check(CourseListQuery, { category: 'informatica', q: '  excel ' }).output).toEqual({
      page: 1,
      perPage: 10,
      category: 'informatica',
      q: 'excel',
    })
  })

  it('says what a category and a search must be, in both languages', () => {
    const query = { category: 'Not A Slug', q: 'x'.repeat(101) }
    expect(check(publicSchemasFor('it').CourseListQuery, query).errors).toEqual({
      category: ['Il campo category deve essere lo slug di una categoria.'],
      q: ['Il campo q non può contenere più di 100 caratteri.'],
    })
    expect(check(publicSchemasFor('en').CourseListQuery, query).errors).toEqual({
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

describe('public messages', () => {
  it('has an English text with the same placeholders for every message id', () => {
    const en: Record<string, string> = publicMessagesEn
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
    const descriptors = Object.values(publicMessages)
    expect(Object.keys(en).sort()).toEqual(descriptors.map((d) => d.id).sort())
    for (const d of descriptors) expect(placeholders(en[d.id]), d.id).toEqual(placeholders(d.message))
  })

  it('renders through the translator it is given, as the SPA does with Lingui', () => {
    const seen: string[] = []
    const schemas = createPublicSchemas((descriptor, values) => {
      seen.push(descriptor.id)
      return `${descriptor.id}:${JSON.stringify(values)}`
    })
    expect(check(schemas.PageQuery, { perPage: '500' }).errors).toEqual({
      perPage: ['public.input.max_value:{"field":"perPage","n":100}'],
    })
    expect(seen).toEqual(['public.input.max_value'])
  })
})
