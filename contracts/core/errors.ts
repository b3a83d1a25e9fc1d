/**
 * The error envelopes of DESIGN.md §5, as every /api route answers them (Laravel's shapes): a
 * `message` for 401, 403, 404, 419, 429 and 5xx, plus `errors` by field on 422.
 */
import * as v from 'valibot'

export const ErrorBody = v.object({ message: v.string() })
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const ValidationErrorBody = v.object({
  message: v.string(),
  /** Field (dotted path, e.g. 'fiscal_data.p_iva') -> its messages, in the request's language. */
  errors: v.record(v.string(), v.array(v.string())),
})
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBody>
