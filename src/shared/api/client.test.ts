import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_STATUSES } from '../../../contracts/core/constants'
import { ApiError } from './api-error'
import { createApiClient, type ApiClientOptions } from './client'

/**
 * A real HTTP server standing in for the Laravel-style API: it sets XSRF-TOKEN like Sanctum,
 * refuses state-changing calls whose X-XSRF-TOKEN does not match the cookie (419), and counts
 * every request so retries are observed from the server's side.
 */
const XSRF_VALUE = 'eyJpdiI6Ik1Y+/=' // base64-ish, so the cookie is URL-encoded on the wire
const hits = new Map<string, number>()
let server: Server
let baseURL: string

function count(key: string): number {
  const n = (hits.get(key) ?? 0) + 1
  hits.set(key, n)
  return n
}

function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .filter((part) => part.includes('='))
      .map((part) => {
        const [name, ...rest] = part.trim().split('=')
        return [name, decodeURIComponent(rest.join('='))]
      }),
  )
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const method = req.method ?? 'GET'
  const [, first, second] = url.pathname.split('/')
  count(`${method} ${url.pathname}`)

  if (url.pathname === '/sanctum/csrf-cookie') {
    return send(res, 204, undefined, {
      'Set-Cookie': [`XSRF-TOKEN=${encodeURIComponent(XSRF_VALUE)}; Path=/; SameSite=Lax`],
    })
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const header = req.headers['x-xsrf-token']
    if (!header || header !== cookiesOf(req)['XSRF-TOKEN'])
      return send(res, 419, { message: 'CSRF token mismatch.' })
  }
  const body = await readBody(req)
  switch (first) {
    case 'echo':
      return send(res, 200, {
        data: {
          method,
          query: Object.fromEntries(url.searchParams),
          body,
          xsrf: req.headers['x-xsrf-token'] ?? null,
          authorization: req.headers.authorization ?? null,
          contentType: req.headers['content-type'] ?? null,
          accept: req.headers.accept ?? null,
          language: req.headers['accept-language'] ?? null,
          idempotencyKey: req.headers['idempotency-key'] ?? null,
        },
      })
    case 'redirect':
      return send(res, 302, { data: { url: '/en/login' } })
    case 'list':
      return send(res, 200, {
        data: [{ id: 1 }],
        meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
      })
    case 'plain':
      return send(res, 200, [1, 2, 3])
    case 'no-data':
      return send(res, 200, { ok: true })
    case 'no-content':
      return send(res, 204)
    case 'status':
      return send(res, Number(second), { message: `status ${second}`, code: Number(second) })
    case 'flaky':
      return hits.get(`${method} ${url.pathname}`) === 1
        ? send(res, Number(second), { message: 'try again' })
        : send(res, 200, { data: 'recovered' })
    case 'validation':
      return send(res, 422, {
        message: 'Il campo Email è richiesto',
        errors: { email: ['Il campo Email è richiesto'] },
      })
    case 'hang-up':
      return req.socket.destroy()
    case 'slow':
      return setTimeout(() => send(res, 200, { data: 'late' }), 2_000)
    default:
      return send(res, 404, { message: 'Not found' })
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => hits.clear())

/**
 * Node's fetch keeps no cookies, so each client gets the small cookie jar a browser would have:
 * it stores Set-Cookie answers and sends them back. Requests still go to the real server.
 */
function browserLike(options: Omit<ApiClientOptions, 'baseURL' | 'fetch' | 'cookies'> = {}) {
  const jar = new Map<string, string>()
  const inits: RequestInit[] = []
  const jarFetch: typeof fetch = async (input, init = {}) => {
    inits.push(init)
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return response
  }
  const client = createApiClient({
    ...options,
    baseURL,
    fetch: jarFetch,
    cookies: { get: (name) => jar.get(name) },
  })
  return { client, jar, inits }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

interface Echo {
  method: string
  query: Record<string, string>
  body: unknown
  xsrf: string | null
  authorization: string | null
  contentType: string | null
  accept: string | null
  language: string | null
  idempotencyKey: string | null
}

describe('extra headers', () => {
  it("sends a POST's own headers (a payment's Idempotency-Key) besides the client's, and only on that call", async () => {
    const { client } = browserLike()
    const paid = await client.post<Echo>(
      '/echo',
      { n: 1 },
      { headers: { 'Idempotency-Key': 'checkout-1:1' } },
    )
    expect(paid.idempotencyKey).toBe('checkout-1:1')
    expect(paid.xsrf).toBe(XSRF_VALUE)
    expect((await client.post<Echo>('/echo', { n: 2 })).idempotencyKey).toBeNull()
  })
})

describe('CSRF cookie', () => {
  it('fetches the cookie once before the first state-changing call and echoes it decoded', async () => {
    const { client, jar } = browserLike()
    const first = await client.post<Echo>('/echo', { email: 'a@b.it' })
    expect(hits.get('GET /sanctum/csrf-cookie')).toBe(1)
    expect(jar.get('XSRF-TOKEN')).toBe(encodeURIComponent(XSRF_VALUE))
    expect(first.xsrf).toBe(XSRF_VALUE)
    expect(first.body).toEqual({ email: 'a@b.it' })
    expect(first.contentType).toBe('application/json')
    expect(first.accept).toBe('application/json')

    for (const method of ['put', 'patch'] as const) {
      expect((await client[method]<Echo>('/echo', { n: 1 })).method).toBe(method.toUpperCase())
    }
    expect((await client.delete<Echo>('/echo', { query: { id: 3 } })).query).toEqual({ id: '3' })
    expect(hits.get('GET /sanctum/csrf-cookie')).toBe(1)
  })

  it('shares one cookie request between concurrent calls and asks again once the cookie is gone', async () => {
    const { client, jar } = browserLike()
    await Promise.all([client.post('/echo'), client.post('/echo'), client.put('/echo')])
    expect(hits.get('GET /sanctum/csrf-cookie')).toBe(1)
    expect(hits.get('POST /echo')).toBe(2)

    jar.delete('XSRF-TOKEN')
    await client.post('/echo')
    expect(hits.get('GET /sanctum/csrf-cookie')).toBe(2)
  })

  it('does not ask for the cookie on reads', async () => {
    const { client } = browserLike()
    const echo = await client.get<Echo>('/echo', { query: { page: 2, perPage: 10, q: 'caffè' } })
    expect(echo.query).toEqual({ page: '2', perPage: '10', q: 'caffè' })
    expect(echo.xsrf).toBeNull()
    expect(hits.get('GET /sanctum/csrf-cookie')).toBeUndefined()
  })

  it('sends credentials with every call', async () => {
    const { client, inits } = browserLike()
    await client.post('/echo')
    await client.get('/echo')
    expect(inits.map((init) => init.credentials)).toEqual(['include', 'include', 'include'])
  })
})

describe('headers', () => {
  it('sends the bearer token when there is one', async () => {
    const session: { token?: string } = {}
    const { client } = browserLike({ getToken: () => session.token })
    expect((await client.get<Echo>('/echo')).authorization).toBeNull()
    session.token = 'abc|123'
    expect((await client.get<Echo>('/echo')).authorization).toBe('Bearer abc|123')
    expect((await client.post<Echo>('/echo')).authorization).toBe('Bearer abc|123')
  })

  it('sends the UI language', async () => {
    const { client } = browserLike({ getLocale: () => 'en' })
    expect((await client.get<Echo>('/echo')).language).toBe('en')
  })
})

describe('responses', () => {
  it('follows a 302 answer to data.url', async () => {
    const redirects: string[] = []
    const { client } = browserLike({ onRedirect: (url) => redirects.push(url) })
    expect(await client.post('/redirect')).toEqual({ url: '/en/login' })
    await client.get('/redirect')
    expect(redirects).toEqual(['/en/login', '/en/login'])
  })

  it('unwraps data, keeps meta lists whole, passes other bodies through', async () => {
    const { client } = browserLike()
    expect(await client.get('/echo')).toMatchObject({ method: 'GET' })
    expect(await client.get('/list')).toEqual({
      data: [{ id: 1 }],
      meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
    })
    expect(await client.get('/plain')).toEqual([1, 2, 3])
    expect(await client.get('/no-data')).toEqual({ ok: true })
    expect(await client.delete('/no-content')).toBeUndefined()
  })
})

describe('answers the page already holds', () => {
  it('takes a GET from the preloaded answers instead of asking, unwrapped like a response', async () => {
    const held = new Map<string, unknown>([
      ['/list', { data: [{ id: 7 }], meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 } }],
      ['/echo', { data: { held: true } }],
    ])
    const { client } = browserLike({ preloaded: (path) => held.get(path) })
    expect(await client.get('/list')).toEqual({
      data: [{ id: 7 }],
      meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
    })
    expect(await client.get('/echo')).toEqual({ held: true })
    expect(hits.get('GET /list')).toBeUndefined()
    expect(hits.get('GET /echo')).toBeUndefined()
    // what the page does not hold goes to the server
    expect(await client.get('/plain')).toEqual([1, 2, 3])
    expect(hits.get('GET /plain')).toBe(1)
  })

  it('never answers a write from them', async () => {
    const { client } = browserLike({ preloaded: () => ({ data: 'held' }) })
    expect(await client.post('/echo', { a: 1 })).toMatchObject({ method: 'POST' })
  })
})

describe('retries', () => {
  it.each(RETRY_STATUSES.map((status) => [status]))('GET is retried exactly once on %i', async (status) => {
    const { client } = browserLike()
    const error = await failure(client.get(`/status/${status}`))
    expect(hits.get(`GET /status/${status}`)).toBe(2)
    expect(error.status).toBe(status)
    expect(error.data).toEqual({ message: `status ${status}`, code: status })
    expect(error.message).toBe(`status ${status}`)
  })

  it('a GET that recovers on the retry resolves', async () => {
    const { client } = browserLike()
    expect(await client.get('/flaky/503')).toBe('recovered')
    expect(hits.get('GET /flaky/503')).toBe(2)
  })

  const writes = (['post', 'put', 'patch', 'delete'] as const).flatMap((method) =>
    RETRY_STATUSES.map((status) => [method, status] as const),
  )
  it.each(writes)('%s is never retried on %i', async (method, status) => {
    const { client } = browserLike()
    const call =
      method === 'delete' ? client.delete(`/status/${status}`) : client[method](`/status/${status}`, {})
    const error = await failure(call)
    expect(hits.get(`${method.toUpperCase()} /status/${status}`)).toBe(1)
    expect(error.status).toBe(status)
  })

  it.each([400, 401, 403, 404, 419])('GET is not retried on %i', async (status) => {
    const { client } = browserLike()
    expect((await failure(client.get(`/status/${status}`))).status).toBe(status)
    expect(hits.get(`GET /status/${status}`)).toBe(1)
  })
})

describe('errors', () => {
  it('carries the status and the parsed 422 body', async () => {
    const { client } = browserLike()
    const error = await failure(client.post('/validation', { email: '' }))
    expect(error.status).toBe(422)
    expect(error.data).toEqual({
      message: 'Il campo Email è richiesto',
      errors: { email: ['Il campo Email è richiesto'] },
    })
    expect(error.fieldErrors).toEqual({ email: ['Il campo Email è richiesto'] })
    expect(error.message).toBe('Il campo Email è richiesto')
  })

  it('turns a dropped connection into status 0, retrying reads once and writes never', async () => {
    const { client } = browserLike()
    const read = await failure(client.get('/hang-up'))
    expect(read.status).toBe(0)
    expect(read.data).toBeUndefined()
    expect(hits.get('GET /hang-up')).toBe(2)

    const write = await failure(client.post('/hang-up'))
    expect(write.status).toBe(0)
    expect(hits.get('POST /hang-up')).toBe(1)
  })

  it('turns an unreachable server into status 0', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}`, cookies: { get: () => 'x' } })
    const error = await failure(client.post('/anything'))
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/network error/)
  })

  it('lets an abort through as an AbortError, without retry', async () => {
    const { client } = browserLike()
    const controller = new AbortController()
    const call = client.get('/slow', { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
    expect(hits.get('GET /slow')).toBe(1)
  })

  it('reports a 401 to a call made with a session, and only then (a wrong password at login is no ended session)', async () => {
    let session = true
    let reported = 0
    const { client } = browserLike({ hasSession: () => session, onUnauthorized: () => reported++ })
    expect((await failure(client.get('/status/401'))).status).toBe(401)
    expect((await failure(client.post('/status/401'))).status).toBe(401)
    expect(reported).toBe(2)
    await failure(client.get('/status/403'))
    await failure(client.get('/status/500'))
    expect(reported).toBe(2)
    session = false
    await failure(client.post('/status/401'))
    expect(reported).toBe(2)
  })
})
