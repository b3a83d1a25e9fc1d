import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseInput } from './validate.ts'

const fieldsOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { errors: Record<string, string[]> }).errors
  }
  throw new Error('no 422')
}

describe('parseInput', () => {
  // a schema written without messages: valibot would answer in English whatever the request's language
  const Body = v.object({ count: v.number(), tags: v.array(v.string()) })

  it("answers a check without a message of its own in the request's language", () => {
    expect(fieldsOf(() => parseInput(Body, { count: 'x', tags: [] }, 'body', 'it'))).toEqual({
      count: ['Il campo count non è valido.'],
    })
    expect(fieldsOf(() => parseInput(Body, { count: 1, tags: [5] }, 'body', 'en'))).toEqual({
      'tags.0': ['tags.0 is not valid.'],
    })
  })

  it("keeps a schema's own message", () => {
    const Named = v.object({ name: v.string('Scrivi il nome.') })
    expect(fieldsOf(() => parseInput(Named, { name: 3 }, 'body', 'it'))).toEqual({
      name: ['Scrivi il nome.'],
    })
  })
})
