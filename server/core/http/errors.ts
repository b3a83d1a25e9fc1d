/**
 * Errors a handler throws to answer with one of the envelopes of DESIGN.md §5. The central error
 * handler (plugins/error-handler.ts) turns them into responses; anything else becomes a 500.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/core/constants.ts'
import { coreMessages } from './messages.ts'

export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }

  toJSON(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message }
  }
}

/**
 * 422 in Laravel's shape: the first problem as the message, every problem by field. The summary
 * (' (e altri 2 errori)') is in the request's language, like the field messages it sums up.
 */
export function validationError(errors: FieldErrors, locale: Locale = DEFAULT_LOCALE): HttpError {
  const messages = Object.values(errors).flat()
  if (messages.length === 0) return new HttpError(422, coreMessages.say('invalidData', locale), errors)
  const others = messages.length - 1
  const suffix = others === 0 ? '' : coreMessages.say('moreErrors', locale, { count: others })
  return new HttpError(422, `${messages[0]}${suffix}`, errors)
}

export const notFound = (message = 'Not found.') => new HttpError(404, message)
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.')
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message)
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.')
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) })
