/**
 * The typed call of an endpoint descriptor (contracts/<area>/endpoints.ts): fills the path from
 * `params`, sends `query` and `body`, and answers what the client unwraps — `data` for a single
 * resource, the whole `{ data, meta }` of a list. The descriptor is the only place a path is written.
 *
 *   const user = await call(accounts.me, {}, { signal })
 */
import {
  fillPath,
  type BodyIn,
  type EndpointDef,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '../../../contracts/core/endpoint'
import type { ApiClient } from './client'
import { api } from './client'

/** What the client returns for a response body: `data`, unless it is a list with `meta`. */
export type Unwrapped<R> = R extends { data: unknown; meta: unknown }
  ? R
  : R extends { data: infer D }
    ? D
    : R

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T }

export type CallInput<E extends EndpointDef> = Field<'params', ParamsIn<E>> &
  Field<'query', QueryIn<E>> &
  Field<'body', BodyIn<E>>

export interface CallOptions {
  signal?: AbortSignal
  /** Extra request headers (POST), e.g. a payment's Idempotency-Key. */
  headers?: Record<string, string>
  /** Another client (tests); the app's own by default. */
  client?: ApiClient
}

export function call<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  { signal, headers, client = api }: CallOptions = {},
): Promise<Unwrapped<ResponseOf<E>>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>
    query?: Record<string, unknown>
    body?: unknown
  }
  const path = fillPath(endpoint.path, params)
  switch (endpoint.method) {
    case 'GET':
      return client.get(path, { query, signal })
    case 'DELETE':
      return client.delete(path, { query, body, signal })
    case 'POST':
      return client.post(path, body, { signal, headers })
    case 'PUT':
      return client.put(path, body, { signal })
    case 'PATCH':
      return client.patch(path, body, { signal })
  }
}
