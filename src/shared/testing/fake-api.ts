/**
 * A stand-in for the server at the network boundary: `fetch` answers from a route table, and every
 * request is recorded with its parsed JSON body, so tests drive the real API client and machines.
 */
import { vi } from 'vitest'

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> }
export type FakeRoute = (request: { method: string; path: string; body: unknown }) => FakeAnswer | undefined

export interface FakeRequest {
  method: string
  path: string
  body: unknown
}

export function installFakeApi(routes: Record<string, FakeAnswer | FakeRoute>) {
  const requests: FakeRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
      const method = (init.method ?? 'GET').toUpperCase()
      const text = typeof init.body === 'string' ? init.body : undefined
      const request = { method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined }
      requests.push(request)
      if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
      const route = routes[`${method} ${url.pathname}`]
      const answer = typeof route === 'function' ? route(request) : route
      const { status = 200, body, headers = {} } = answer ?? { status: 404, body: { message: 'Not found' } }
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      })
    }),
  )
  return { requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) }
}
