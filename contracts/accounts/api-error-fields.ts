/**
 * What an error thrown by the API client carries, read without its class (contracts know nothing
 * of the SPA's client). Its own module, free of valibot, so the session machine, which runs on
 * every page, does not pull the accounts schemas into pages that never show a form.
 */

/** The Retry-After seconds of a 429 thrown by the API client (`ApiError.retryAfter`), if any. */
export function errorRetryAfter(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('retryAfter' in error)) return undefined
  const { retryAfter } = error as { retryAfter: unknown }
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : undefined
}

/** The HTTP status carried by an error thrown by the API client (`ApiError.status`), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const { status } = error as { status: unknown }
  return typeof status === 'number' ? status : undefined
}
