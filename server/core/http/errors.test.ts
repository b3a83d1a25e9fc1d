import { describe, expect, it } from 'vitest'
import { HttpError, validationError } from './errors.ts'

describe('validationError', () => {
  const one = { email: ['Il campo Email è richiesto'] }
  const two = { ...one, password: ['Il campo Password è richiesto'] }
  const three = { ...two, role: ['Il campo Ruolo è richiesto', 'Il campo Ruolo non è valido.'] }

  it('is a 422 carrying every field error', () => {
    const error = validationError(three)
    expect(error).toBeInstanceOf(HttpError)
    expect(error.statusCode).toBe(422)
    expect(error.toJSON().errors).toBe(three)
  })

  it.each([
    ['it', one, 'Il campo Email è richiesto'],
    ['it', two, 'Il campo Email è richiesto (e un altro errore)'],
    ['it', three, 'Il campo Email è richiesto (e altri 3 errori)'],
    ['en', one, 'Il campo Email è richiesto'],
    ['en', two, 'Il campo Email è richiesto (and 1 more error)'],
    ['en', three, 'Il campo Email è richiesto (and 3 more errors)'],
  ] as const)('%s: sums up %j after the first message', (locale, errors, message) => {
    expect(validationError(errors, locale).message).toBe(message)
  })

  it('speaks Italian when no language is given', () => {
    expect(validationError(two).message).toBe('Il campo Email è richiesto (e un altro errore)')
  })

  it('has a message of its own when no field carries one', () => {
    expect(validationError({}).message).toBe('I dati inviati non sono validi.')
    expect(validationError({}, 'en').message).toBe('The given data was invalid.')
  })
})
