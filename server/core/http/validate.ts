/**
 * Validates request input with a valibot schema from contracts/ and throws the 422 envelope,
 * field by field, so bad input never reaches a query (and never becomes a 500). Messages and the
 * summary follow the request's language (server/auth/locale.ts), Italian by default.
 */
import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/core/constants.ts'
import { requestLocale } from './locale.ts'
import { coreMessages } from './messages.ts'
import { validationError, type FieldErrors } from './errors.ts'

/** The part of a request a schema validates; it also names issues about that input as a whole. */
export type InputLocation = 'query' | 'body' | 'params'

const NO_MESSAGE = '\u0000no message'

/**
 * `location` names the field of issues about the input as a whole (e.g. a body that is not an
 * object). `locale` is the language of the 422 summary and the `lang` of the parse, so schemas
 * whose messages read `issue.lang` (the contracts' default exports) speak it too.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  location: InputLocation = 'body',
  locale: Locale = DEFAULT_LOCALE,
): v.InferOutput<S> {
  // A check written without a message of its own would answer valibot's English default
  // ('Invalid type: Expected string but received 5'): it says the field is not valid, in the
  // request's language, as every other message.
  // (The issue's path is only known once the parse is over: the placeholder is replaced then.)
  const result = v.safeParse(schema, input ?? {}, {
    abortPipeEarly: true,
    lang: locale,
    message: () => NO_MESSAGE,
  })
  if (result.success) return result.output
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? location
    const text =
      issue.message === NO_MESSAGE ? coreMessages.say('invalidField', locale, { field }) : issue.message
    const messages = (errors[field] ??= [])
    if (!messages.includes(text)) messages.push(text)
  }
  throw validationError(errors, locale)
}

/**
 * Validates `request[location]` in the request's language. `schema` is either a schema or the
 * contracts' `…SchemasFor(locale)` lookup of one, e.g.
 * `parseRequest(request, 'query', (locale) => publicSchemasFor(locale).PageQuery)`.
 */
export function parseRequest<S extends v.GenericSchema>(
  request: FastifyRequest,
  location: InputLocation,
  schema: S | ((locale: Locale) => S),
): v.InferOutput<S> {
  const locale = requestLocale(request)
  const resolved = typeof schema === 'function' ? schema(locale) : schema
  return parseInput(resolved, request[location], location, locale)
}
