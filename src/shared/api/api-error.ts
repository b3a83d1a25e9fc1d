/**
 * Every failed call rejects with an ApiError: `status` is the HTTP status (0 when no answer came
 * back at all) and `data` the parsed error body, e.g. a 422 `{ message, errors: { field: [msg] } }`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly data: unknown
  /** Seconds the server asks to wait (Retry-After of a 429 or 503), if it said. */
  readonly retryAfter: number | undefined

  constructor(
    status: number,
    data: unknown,
    message: string,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options)
    this.name = 'ApiError'
    this.status = status
    this.data = data
    this.retryAfter = options?.retryAfter
  }

  /** The field errors of a 422 answer, or an empty object. */
  get fieldErrors(): Record<string, string[]> {
    const errors = isRecord(this.data) ? this.data.errors : undefined
    return isRecord(errors) ? (errors as Record<string, string[]>) : {}
  }

  /** The `message` the server wrote (in the user's language), when the body has one. */
  get serverMessage(): string | undefined {
    const message = isRecord(this.data) ? this.data.message : undefined
    return typeof message === 'string' ? message : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
