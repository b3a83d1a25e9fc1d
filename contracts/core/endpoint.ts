/**
 * One descriptor per API call (DESIGN.md §5): method, path, who may call it, and the valibot
 * schemas of its path parameters, query, body and response. The server registers, validates and
 * documents the route from it (server/core/http/route.ts, /api/openapi.json); the SPA makes the
 * typed call from it (src/shared/api/call.ts). No API path is written anywhere else.
 *
 *   export const login = endpoint({
 *     method: 'POST', path: '/api/login', auth: 'public', tag: 'accounts', summary: 'Log in',
 *     body: schemaOf(authSchemasFor, 'LoginBody'),
 *     response: data(AuthResponse),
 *     rateLimited: true,
 *   })
 */
import * as v from 'valibot'
import type { Locale } from './constants'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export const ROLES = ['trainer', 'student', 'hr', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * Who may call: anyone; any logged-in user; a logged-in user with one of these roles; or the
 * logged-in owner of what the call touches (the server route supplies the ownership check, and
 * admins pass it too).
 */
export type Auth = 'public' | 'user' | readonly Role[] | 'owner'

/**
 * A schema, or one per language: input messages follow the request's language, so most input
 * schemas come from a `…SchemasFor(locale)` lookup.
 */
export type Localized<S extends v.GenericSchema = v.GenericSchema> = S | ((locale: Locale) => S)

export interface EndpointDef {
  method: HttpMethod
  /** Fastify-style path under /api: '/api/password/update/:id'. */
  path: `/${string}`
  auth: Auth
  /** One line for the API reference. */
  summary: string
  /** The area the call belongs to; groups operations in the OpenAPI document. */
  tag: string
  params?: Localized
  query?: Localized
  body?: Localized
  /** The whole JSON body of a success: `data(Schema)`, `paginated(Schema)`, or none (204). */
  response?: v.GenericSchema
  /** Status of a success (default 200; 201 for creations, 204 without a body). */
  status?: 200 | 201 | 202 | 204 | 302
  /**
   * Statuses besides the ones the descriptor already implies (401/403 from `auth`, 419 from a
   * state-changing method, 422 from an input, 429 from `rateLimited`), e.g. 404, 501.
   */
  errors?: readonly number[]
  /** The call counts attempts and answers 429 with Retry-After past its limit. */
  rateLimited?: boolean
  /**
   * A multipart/form-data body, read by the route itself (uploads): its fields, each a file or a
   * text. Documented as the operation's request body; `body` stays for JSON only.
   */
  multipart?: Readonly<Record<string, 'file' | 'text'>>
  /** The media type of a success that is not JSON (the API reference's page and files). */
  contentType?: string
}

export type Endpoint<D extends EndpointDef = EndpointDef> = D & { readonly kind: 'endpoint' }

export function endpoint<const D extends EndpointDef>(def: D): Endpoint<D> {
  return { ...def, kind: 'endpoint' }
}

/** The schema of a locale (Italian when none is given). */
export function resolveSchema<S extends v.GenericSchema>(schema: Localized<S>, locale: Locale = 'it'): S {
  return typeof schema === 'function' ? schema(locale) : schema
}

/**
 * One schema of a `…SchemasFor(locale)` lookup, as a descriptor's input:
 * `body: schemaOf(authSchemasFor, 'LoginBody')`.
 */
export function schemaOf<S extends Record<string, v.GenericSchema>, K extends keyof S>(
  lookup: (locale: Locale) => S,
  name: K,
): (locale: Locale) => S[K] {
  return (locale) => lookup(locale)[name]
}

type SchemaOf<L> = L extends (locale: Locale) => infer S ? S : L
type Out<L> = SchemaOf<L> extends v.GenericSchema ? v.InferOutput<SchemaOf<L>> : undefined
type In<L> = SchemaOf<L> extends v.GenericSchema ? v.InferInput<SchemaOf<L>> : undefined

/** Path and query values travel as text, so where the schema parses text the client may pass a number. */
type Textual<V> = V extends string ? (string extends V ? V | number : V) : V
type TextualFields<T> = T extends object ? { [K in keyof T]: Textual<T[K]> } : T

/** What the server handler receives, validated. */
export type ParamsOf<E extends EndpointDef> = Out<E['params']>
export type QueryOf<E extends EndpointDef> = Out<E['query']>
export type BodyOf<E extends EndpointDef> = Out<E['body']>
/** What the client sends. */
export type ParamsIn<E extends EndpointDef> = TextualFields<In<E['params']>>
export type QueryIn<E extends EndpointDef> = TextualFields<In<E['query']>>
export type BodyIn<E extends EndpointDef> = In<E['body']>
/** The whole response body. */
export type ResponseOf<E extends EndpointDef> = E['response'] extends v.GenericSchema
  ? v.InferOutput<E['response']>
  : undefined

/** A state-changing method: the CSRF check applies (419 without the X-XSRF-TOKEN echo). */
export const isStateChanging = (method: HttpMethod) => method !== 'GET'

/** `{ data: T }`, the envelope of every single-resource answer. */
export const data = <T extends v.GenericSchema>(item: T) => v.object({ data: item })

export const PaginationMeta = v.object({
  current_page: v.number(),
  per_page: v.number(),
  total: v.number(),
  last_page: v.number(),
})
export type PaginationMeta = v.InferOutput<typeof PaginationMeta>

/** `{ data: T[], meta }`, the envelope of every list. */
export const paginated = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), meta: PaginationMeta })

/** The 302 answer of DESIGN.md §5: the SPA goes to data.url. */
export const Redirect = data(v.object({ url: v.string() }))

/** '/api/password/update/:id' + { id: 7 } → '/api/password/update/7' (values URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the path parameter ${name} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** The names of a path's parameters: '/api/x/:a/:b' → ['a', 'b']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1])
}
