/**
 * The SPA's HTTP client (SPEC.md §7, §8), the only module that imports ofetch.
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
 *   when it has no data field; failures reject with ApiError(status, data);
 * - a 401 to a call sent with a session (hasSession() when it went out) calls onUnauthorized():
 *   the tokens were revoked or expired, and the session machine ends the session (once) and says so.
 */
import { createFetch, type FetchError, type FetchOptions } from 'ofetch'
import { RETRY_STATUSES, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants'
import { getCookie } from '../lib/cookies'
import { ApiError } from './api-error'
import { isPeeking, peekAnswer, takePreloaded } from './preloaded'

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
  /**
   * The answer the page's HTML already holds for a GET (./preloaded.ts), taken instead of a request;
   * undefined to ask the server.
   */
  preloaded?: (path: string, query: Record<string, unknown> | undefined) => unknown
  /** Whether a call goes out with a session (the app: the session cookie's hint is there). */
  hasSession?: () => boolean
  /** A call sent with a session was answered 401: the session is over on the server. */
  onUnauthorized?: () => void
}

export interface RequestOptions {
  signal?: AbortSignal
  /** Extra request headers, e.g. a payment's Idempotency-Key. */
  headers?: Record<string, string>
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
  /**
   * The headers a state-changing request made outside this client needs (a tus upload): the CSRF
   * echo (the cookie is fetched first when missing), the bearer token if any, the language.
   */
  stateChangingHeaders(): Promise<Record<string, string>>
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

function toApiError(error: unknown, method: Method, path: string): unknown {
  const fetchError = error as FetchError
  // An abort is the caller's own decision (route left, actor stopped): let it through unchanged.
  if (isAbort(fetchError.cause) || isAbort(error)) return fetchError.cause ?? error
  const status = fetchError.response?.status ?? 0
  const data: unknown = fetchError.data
  const serverMessage = isRecord(data) && typeof data.message === 'string' ? data.message : undefined
  const message =
    serverMessage ??
    (status === 0 ? `${method} ${path}: network error` : `${method} ${path} failed with status ${status}`)
  const retryAfterHeader = Number(fetchError.response?.headers.get('retry-after') ?? NaN)
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined
  return new ApiError(status, data, message, { cause: error, retryAfter })
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getToken,
    onRedirect,
    cookies = browserCookies,
    getLocale,
    preloaded,
    hasSession,
    onUnauthorized,
  } = options
  const $fetch = createFetch({
    // Resolved per call so a fetch installed after startup (tests, polyfills) is used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  })

  let csrfRequest: Promise<void> | undefined

  // Concurrent state-changing calls share one cookie request, so it takes no caller's abort signal.
  function ensureCsrfCookie(): Promise<void> {
    if (cookies.get(XSRF_COOKIE)) return Promise.resolve()
    csrfRequest ??= $fetch
      .raw(CSRF_COOKIE_PATH, baseOptions('GET'))
      .then(() => undefined)
      .finally(() => {
        csrfRequest = undefined
      })
    return csrfRequest
  }

  function baseOptions(method: Method): FetchOptions<'json'> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    }
    const xsrf = cookies.get(XSRF_COOKIE)
    // Laravel URL-encodes the cookie ('%3D' for '='); the header must carry the decoded token.
    if (xsrf) headers[XSRF_HEADER] = decodeCookie(xsrf)
    const token = getToken?.()
    if (token) headers.Authorization = `Bearer ${token}`
    const locale = getLocale?.()
    if (locale) headers['Accept-Language'] = locale
    return {
      baseURL,
      method,
      headers,
      credentials: 'include',
      retry: STATE_CHANGING.has(method) ? false : 1,
      retryStatusCodes: [...RETRY_STATUSES],
      retryDelay: 0,
    }
  }

  async function request<T>(
    method: Method,
    path: string,
    init: {
      body?: unknown
      query?: Record<string, unknown>
      signal?: AbortSignal
      headers?: Record<string, string>
    } = {},
  ): Promise<T> {
    const withSession = hasSession?.() ?? false
    try {
      if (STATE_CHANGING.has(method)) await ensureCsrfCookie()
      const base = baseOptions(method)
      const response = await $fetch.raw(path, {
        ...base,
        headers: { ...(base.headers as Record<string, string>), ...init.headers },
        body: init.body as FetchOptions['body'],
        query: init.query,
        signal: init.signal,
      })
      const body: unknown = response._data
      if (response.status === 302) {
        const url = redirectUrl(body)
        if (url !== undefined) onRedirect?.(url)
      }
      return unwrap(body) as T
    } catch (error) {
      const failure = toApiError(error, method, path)
      if (withSession && failure instanceof ApiError && failure.status === 401) onUnauthorized?.()
      throw failure
    }
  }

  return {
    get: (path, { query, signal } = {}) => {
      // a page drawn by the server reads its first answers synchronously (preloaded.ts peekLoad)
      if (preloaded && isPeeking()) return peekAnswer(path, query, unwrap) as never
      const body = preloaded?.(path, query)
      if (body !== undefined) return Promise.resolve(unwrap(body) as never)
      return request('GET', path, { query, signal })
    },
    post: (path, body, { signal, headers } = {}) => request('POST', path, { body, signal, headers }),
    put: (path, body, { signal } = {}) => request('PUT', path, { body, signal }),
    patch: (path, body, { signal } = {}) => request('PATCH', path, { body, signal }),
    delete: (path, { query, body, signal } = {}) => request('DELETE', path, { query, body, signal }),
    async stateChangingHeaders() {
      await ensureCsrfCookie()
      return { ...(baseOptions('POST').headers as Record<string, string>) }
    },
  }
}

let sessionRejected: (() => void) | undefined

/** The session listens for 401s to calls made with it (src/session/session-actor.ts). */
export function onSessionRejected(listener: (() => void) | undefined): void {
  sessionRejected = listener
}

/** The app's client: same origin, the session in the HttpOnly cookie, redirects by full navigation. */
export const api: ApiClient = createApiClient({
  hasSession: () => typeof document !== 'undefined' && !!getCookie(SESSION_COOKIE),
  onUnauthorized: () => sessionRejected?.(),
  baseURL: '',
  // src/lib/i18n keeps <html lang> on the active locale; reading it avoids a dependency on Lingui here.
  getLocale: () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined),
  onRedirect: (url) => window.location.assign(url),
  preloaded: takePreloaded,
})
