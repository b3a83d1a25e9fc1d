/**
 * Validates request input with a valibot schema from contracts/ and throws the 422 envelope,
 * field by field, so bad input never reaches a query (and never becomes a 500).
 */
import * as v from 'valibot'
import { validationError, type FieldErrors } from './http-errors.ts'

/** `location` names the field of issues about the input as a whole (e.g. a body that is not an object). */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  location: 'query' | 'body' | 'params' = 'body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true })
  if (result.success) return result.output
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? location
    const messages = (errors[field] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  throw validationError(errors)
}
