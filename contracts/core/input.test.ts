import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues } from './validation'
import {
  MAX_PAGE_SIZE,
  PageQuery,
  createInputSchemas,
  inputMessages,
  inputMessagesEn,
  inputSchemasFor,
} from './input'

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
    expect(check(inputSchemasFor('it').PageQuery, query).errors).toEqual({ [field]: [italian] })
    expect(check(inputSchemasFor('en').PageQuery, query).errors).toEqual({ [field]: [english] })
    // The default export speaks the language of the parse, Italian unless told otherwise.
    expect(check(PageQuery, query).errors).toEqual({ [field]: [italian] })
    expect(check(PageQuery, query, { lang: 'en' }).errors).toEqual({ [field]: [english] })
  })

  it('falls back to Italian for a language it does not know', () => {
    expect(inputSchemasFor('fr')).toBe(inputSchemasFor('it'))
    expect(inputSchemasFor(undefined)).toBe(inputSchemasFor('it'))
    expect(inputSchemasFor('en')).not.toBe(inputSchemasFor('it'))
  })
})

describe('input messages', () => {
  it('has an English text with the same placeholders for every message id', () => {
    const en: Record<string, string> = inputMessagesEn
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
    const descriptors = Object.values(inputMessages)
    expect(Object.keys(en).sort()).toEqual(descriptors.map((d) => d.id).sort())
    for (const d of descriptors) expect(placeholders(en[d.id]), d.id).toEqual(placeholders(d.message))
  })

  it('renders through the translator it is given, as the SPA does with Lingui', () => {
    const seen: string[] = []
    const schemas = createInputSchemas((descriptor, values) => {
      seen.push(descriptor.id)
      return `${descriptor.id}:${JSON.stringify(values)}`
    })
    expect(check(schemas.PageQuery, { perPage: '500' }).errors).toEqual({
      perPage: ['public.input.max_value:{"field":"perPage","n":100}'],
    })
    expect(seen).toEqual(['public.input.max_value'])
  })
})
