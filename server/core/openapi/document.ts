/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint descriptors the routes were
 * registered with (contracts/<area>/endpoints.ts): one operation per descriptor, with its
 * parameters, body, success answer, the error answers its declaration implies (401/403 from
 * `auth`, 419 from a state-changing method, 422 from an input, 429 from `rateLimited`, the rest
 * from `errors`), its security, and its `auth` as the `x-auth` extension.
 */
import {
  isStateChanging,
  pathParams,
  resolveSchema,
  PaginationMeta,
  type Auth,
  type Endpoint,
} from '../../../contracts/core/endpoint.ts'
import { csrfCookie } from '../../../contracts/core/endpoints.ts'
import { ErrorBody, ValidationErrorBody } from '../../../contracts/core/errors.ts'
import { TOKEN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants.ts'
import { COMPONENT_PREFIX, componentSchemas, jsonSchemaOf, type JsonSchema } from './json-schema.ts'

/** A registered descriptor and the operationId it is documented under. */
export interface NamedEndpoint {
  operationId: string
  endpoint: Endpoint
}

export interface DocumentInfo {
  title: string
  version: string
  description?: string
}

type Json = JsonSchema
type Reference = { $ref: string }

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Json
  description?: string
}

export interface Response {
  description: string
  headers?: Record<string, { description: string; schema: Json }>
  content?: Record<string, { schema: Json }>
}

export interface Operation {
  operationId: string
  tags: string[]
  summary: string
  'x-auth': Auth
  security: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> }
  responses: Record<string, Response | Reference>
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>

// A type, not an interface, so it is assignable to the descriptor's loose response object.
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: DocumentInfo
  tags: { name: string }[]
  paths: Record<string, PathItem>
  components: {
    schemas: Record<string, Json>
    responses: Record<string, Response>
    securitySchemes: Record<string, Record<string, string>>
  }
}

/** Schemas described once and referenced: the envelopes of DESIGN.md §5 and the list meta. */
const SHARED = { ErrorBody, ValidationErrorBody, PaginationMeta }

const errorContent = (schema: keyof typeof SHARED) => ({
  'application/json': { schema: { $ref: `${COMPONENT_PREFIX}${schema}` } },
})

/** The error answers, by status, as components.responses. */
const ERROR_RESPONSES: Record<number, [name: string, response: Response]> = {
  401: [
    'Unauthenticated',
    { description: 'Not logged in: `{ message: "Unauthenticated." }`', content: errorContent('ErrorBody') },
  ],
  403: [
    'Forbidden',
    { description: 'Logged in, but not allowed to do this', content: errorContent('ErrorBody') },
  ],
  404: ['NotFound', { description: 'Nothing found here', content: errorContent('ErrorBody') }],
  419: [
    'CsrfTokenMismatch',
    {
      description: `The ${XSRF_HEADER} header does not echo the ${XSRF_COOKIE} cookie (${csrfCookie.method} ${csrfCookie.path})`,
      content: errorContent('ErrorBody'),
    },
  ],
  422: [
    'ValidationFailed',
    {
      description: "Invalid input: the messages by field, in the request's language",
      content: errorContent('ValidationErrorBody'),
    },
  ],
  429: [
    'TooManyRequests',
    {
      description: 'Too many attempts; try again after Retry-After seconds',
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
      content: errorContent('ErrorBody'),
    },
  ],
  501: [
    'NotImplemented',
    { description: 'Not configured on this server', content: errorContent('ErrorBody') },
  ],
}

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: `The token login and register answer (the SPA keeps it in the ${TOKEN_COOKIE} cookie)`,
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description: `Echoes the ${XSRF_COOKIE} cookie on every state-changing call (Sanctum's double submit)`,
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: XSRF_COOKIE,
    description: `Set by ${csrfCookie.method} ${csrfCookie.path}`,
  },
}

/** '/api/public/courses/:slug' → '/api/public/courses/{slug}' */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

/** A stable name for a descriptor that is not exported from contracts: getApiPublicCourses. */
export function derivedOperationId(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
  return endpoint.method.toLowerCase() + words.join('')
}

function security(endpoint: Endpoint): Record<string, string[]>[] {
  const csrf: Record<string, string[]> = isStateChanging(endpoint.method)
    ? { xsrfHeader: [], xsrfCookie: [] }
    : {}
  if (endpoint.auth === 'public') return isStateChanging(endpoint.method) ? [csrf] : []
  return [{ bearer: [], ...csrf }]
}

/** The properties of an object schema as parameters of one location. */
function parametersOf(schema: Json | undefined, location: 'path' | 'query'): Parameter[] {
  const properties = (schema?.properties ?? {}) as Record<string, Json>
  const required = new Set((schema?.required as string[] | undefined) ?? [])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }))
}

/**
 * Path and query values are text on the wire, so they are described as sent ('2', before it
 * becomes 2); a JSON body keeps its types, so it is described as the server reads it, which also
 * sees through the wrappers that turn a missing field into a 'required' message.
 */
function inputSchema(endpoint: Endpoint, location: 'params' | 'query' | 'body'): Json | undefined {
  const schema = endpoint[location]
  if (schema === undefined) return undefined
  // English, so the document reads the same whatever language asked for it.
  return jsonSchemaOf(resolveSchema(schema, 'en'), location === 'body' ? 'output' : 'input', SHARED)
}

function successResponse(endpoint: Endpoint): Response {
  if (endpoint.status === 204) return { description: 'Done, no content' }
  if (endpoint.contentType)
    return {
      description: 'OK',
      content: { [endpoint.contentType]: { schema: { type: 'string' } } },
    }
  if (!endpoint.response) return { description: 'OK' }
  return {
    description: endpoint.status === 201 ? 'Created' : 'OK',
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output', SHARED) } },
  }
}

/** The error statuses an operation answers with, from its declaration. */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>(endpoint.errors ?? [])
  if (endpoint.auth !== 'public') statuses.add(401)
  if (Array.isArray(endpoint.auth) || endpoint.auth === 'owner') statuses.add(403)
  // The owner check answers 404 when what the request names does not exist.
  if (endpoint.auth === 'owner') statuses.add(404)
  if (isStateChanging(endpoint.method)) statuses.add(419)
  // Every route may answer 422: the core's input guard refuses a NUL, a lone surrogate or a body
  // nested too deep in any query or body, before a descriptor's own schema is read.
  statuses.add(422)
  if (endpoint.rateLimited) statuses.add(429)
  return [...statuses].sort((a, b) => a - b)
}

function errorResponse(status: number): Response | Reference {
  const known = ERROR_RESPONSES[status]
  return known
    ? { $ref: `#/components/responses/${known[0]}` }
    : { description: `Error ${status}`, content: errorContent('ErrorBody') }
}

/** A form's fields: files as binary strings, the rest as text, every one required. */
function multipartBody(
  fields: Readonly<Record<string, 'file' | 'text'>>,
): NonNullable<Operation['requestBody']> {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, kind]): [string, Json] => [
      name,
      kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' },
    ]),
  )
  const schema: Json = { type: 'object', properties, required: Object.keys(fields) }
  return { required: true, content: { 'multipart/form-data': { schema } } }
}

export function operationOf({ operationId, endpoint }: NamedEndpoint): Operation {
  const pathSchema = inputSchema(endpoint, 'params')
  const documented = parametersOf(pathSchema, 'path')
  // A path parameter the descriptor gives no schema for is still a parameter.
  const undocumented = pathParams(endpoint.path)
    .filter((name) => !documented.some((parameter) => parameter.name === name))
    .map((name): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
  const parameters = [
    ...documented,
    ...undocumented,
    ...parametersOf(inputSchema(endpoint, 'query'), 'query'),
  ]
  const body = inputSchema(endpoint, 'body')

  const responses: Operation['responses'] = { [String(endpoint.status ?? 200)]: successResponse(endpoint) }
  for (const status of errorStatuses(endpoint)) responses[String(status)] = errorResponse(status)

  return {
    operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    'x-auth': endpoint.auth,
    security: security(endpoint),
    ...(parameters.length ? { parameters } : {}),
    // A call that takes JSON or a form with files (a ticket with attachments) documents both.
    ...(body || endpoint.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              ...(body ? { 'application/json': { schema: body } } : {}),
              ...(endpoint.multipart ? multipartBody(endpoint.multipart).content : {}),
            },
          },
        }
      : {}),
    responses,
  }
}

export function buildOpenApiDocument(
  endpoints: readonly NamedEndpoint[],
  info: DocumentInfo,
): OpenApiDocument {
  const paths: Record<string, PathItem> = {}
  const sorted = [...endpoints].sort(
    (a, b) =>
      a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method),
  )
  for (const named of sorted) {
    const item = (paths[openApiPath(named.endpoint.path)] ??= {})
    item[named.endpoint.method.toLowerCase() as keyof PathItem] = operationOf(named)
  }
  const tags = [...new Set(sorted.map(({ endpoint }) => endpoint.tag))].sort().map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info,
    tags,
    paths,
    components: {
      schemas: componentSchemas(SHARED),
      responses: Object.fromEntries(Object.values(ERROR_RESPONSES)),
      securitySchemes: SECURITY_SCHEMES,
    },
  }
}
