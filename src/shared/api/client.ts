/**
 * The SPA's HTTP client (SPEC.md §7, §8), on the browser's fetch: everything below is a few
 * lines, where ofetch with ufo and destr cost every page ~3.5 KiB gzip (DESIGN.md §7 budget).
 *
 * - credentials included, JSON in and out;
 * - before a state-changing call (POST/PUT/PATCH/DELETE) without an XSRF-TOKEN cookie it fetches
 *   GET /sanctum/csrf-cookie once, then echoes the cookie (URL-decoded) in X-XSRF-TOKEN;
 * - `Authorization: Bearer <token>` when getToken() has one (the app's client has none: the browser
 *   sends the HttpOnly session cookie the server set, which no script can read);
 * - a 302 answer carrying `{ data: { url } }` (no Location header, so fetch does not follow it)
 *   calls onRedirect(url);
 * - GET/HEAD/OPTIONS are retried exactly once on 408, 409, 425, 429, 500, 502, 503, 504 (and once
 *   on a network failure); state-changing calls never, since the server may have acted already;
 * - the result is `body.data`, or the whole `{ data, meta }` body of a paginated list, or the body
 *   when it has no data field; failures reject with ApiError(status, data).
 */
import { RETRY_STATUSES, XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants'
import { getCookie } from '../lib/cookies'
import { ApiError } from './api-error'

/** Reads a cookie; the value may still be URL-encoded, the client decodes XSRF-TOKEN itself. */
export interface CookieReader {
  get(name: string): string | undefined
}

export interface ApiClientOptions {
  /** '' for same origin. */
  baseURL?: string
  getToken?: () => string | undefined
  onRedirect?: (url: string) => void
  fetch?: typeof globalThis.fetch
  /** Where XSRF-TOKEN is read from; the browser's document.cookie by default. */
  cookies?: CookieReader
  /** Sent as Accept-Language so the server answers validation messages in the UI's language. */
  getLocale?: () => string | undefined
}

export interface RequestOptions {
  signal?: AbortSignal
}

export interface GetOptions extends RequestOptions {
  query?: Record<string, unknown>
}

export interface DeleteOptions extends GetOptions {
  body?: unknown
}

export interface ApiClient {
  get<T>(path: string, options?: GetOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: DeleteOptions): Promise<T>
}

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE'])

const browserCookies: CookieReader = { get: getCookie }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `body.data`, except for paginated lists whose callers need `meta` too. */
export function unwrap(body: unknown): unknown {
  if (isRecord(body) && 'data' in body && !('meta' in body)) return body.data
  return body
}

function redirectUrl(body: unknown): string | undefined {
  const data = isRecord(body) ? body.data : undefined
  return isRecord(data) && typeof data.url === 'string' ? data.url : undefined
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/** An answer outside 2xx, or no answer at all (status 0, the network error as its cause). */
class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly headers: Headers | undefined,
    cause?: unknown,
  ) {
    super(`HTTP ${status}`, { cause })
  }
}

function toApiError(error: unknown, method: Method, path: string): unknown {
  // An abort is the caller's own decision (route left, actor stopped): let it through unchanged.
  if (isAbort(error) || !(error instanceof HttpFailure)) return error
  const { status, data } = error
  const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message : undefined
  const message =
    serverMessage ??
    (status === 0 ? `${method} ${path}: network error` : `${method} ${path} failed with status ${status}`)
  const retryAfterHeader = Number(error.headers?.get('retry-after') ?? NaN)
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined
  return new ApiError(status, data, message, { cause: error.cause ?? error, retryAfter })
}

/** `?a=1&b=x`: undefined and null values are left out, arrays repeat their key. */
function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) params.append(key, String(item))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Bodies fetch sends as they are (uploads, forms); anything else goes as JSON. */
const isRawBody = (body: unknown) =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof Blob ||
  body instanceof ArrayBuffer

/** JSON when the server says so, the text otherwise, nothing for an empty answer. */
async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseURL = '', getToken, onRedirect, cookies = browserCookies, getLocale } = options
  // Resolved per call so a fetch installed after startup (tests, polyfills) is used.
  const fetchOf = () => options.fetch ?? globalThis.fetch

  let csrfRequest: Promise<void> | undefined

  // Concurrent state-changing calls share one cookie request, so it takes no caller's abort signal.
  function ensureCsrfCookie(): Promise<void> {
    if (cookies.get(XSRF_COOKIE)) return Promise.resolve()
    csrfRequest ??= send('GET', CSRF_COOKIE_PATH, {})
      .then(() => undefined)
      .finally(() => {
        csrfRequest = undefined
      })
    return csrfRequest
  }

  function headersFor(body: unknown): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    }
    if (body !== undefined && !isRawBody(body)) headers['Content-Type'] = 'application/json'
    const xsrf = cookies.get(XSRF_COOKIE)
    // Laravel URL-encodes the cookie ('%3D' for '='); the header must carry the decoded token.
    if (xsrf) headers[XSRF_HEADER] = decodeCookie(xsrf)
    const token = getToken?.()
    if (token) headers.Authorization = `Bearer ${token}`
    const locale = getLocale?.()
    if (locale) headers['Accept-Language'] = locale
    return headers
  }

  /** One call: GET/HEAD/OPTIONS once more on a retry status or a network failure, writes never. */
  async function send(
    method: Method,
    path: string,
    init: { body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal },
  ): Promise<{ status: number; body: unknown }> {
    const url = baseURL + path + queryString(init.query)
    const { body, signal } = init
    for (let attempt = 0; ; attempt++) {
      const retry = !STATE_CHANGING.has(method) && attempt === 0
      let response: Response
      try {
        response = await fetchOf()(url, {
          method,
          headers: headersFor(body),
          body: body === undefined ? undefined : isRawBody(body) ? (body as BodyInit) : JSON.stringify(body),
          credentials: 'include',
          signal,
        })
      } catch (error) {
        if (isAbort(error) || signal?.aborted) throw error
        if (retry) continue
        throw new HttpFailure(0, undefined, undefined, error)
      }
      const data = await parseBody(response).catch((error: unknown) => {
        if (isAbort(error)) throw error
        return undefined
      })
      if (response.status < 400) return { status: response.status, body: data }
      if (retry && (RETRY_STATUSES as readonly number[]).includes(response.status)) continue
      throw new HttpFailure(response.status, data, response.headers)
    }
  }

  async function request<T>(
    method: Method,
    path: string,
    init: { body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal } = {},
  ): Promise<T> {
    try {
      if (STATE_CHANGING.has(method)) await ensureCsrfCookie()
      const { status, body } = await send(method, path, init)
      if (status === 302) {
        const url = redirectUrl(body)
        if (url !== undefined) onRedirect?.(url)
      }
      return unwrap(body) as T
    } catch (error) {
      throw toApiError(error, method, path)
    }
  }

  return {
    get: (path, { query, signal } = {}) => request('GET', path, { query, signal }),
    post: (path, body, { signal } = {}) => request('POST', path, { body, signal }),
    put: (path, body, { signal } = {}) => request('PUT', path, { body, signal }),
    patch: (path, body, { signal } = {}) => request('PATCH', path, { body, signal }),
    delete: (path, { query, body, signal } = {}) => request('DELETE', path, { query, body, signal }),
  }
}

/** The app's client: same origin, the session in the HttpOnly cookie, redirects by full navigation. */
export const api: ApiClient = createApiClient({
  baseURL: '',
  // src/lib/i18n keeps <html lang> on the active locale; reading it avoids a dependency on Lingui here.
  getLocale: () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
  onRedirect: (url) => window.location.assign(url),
})
