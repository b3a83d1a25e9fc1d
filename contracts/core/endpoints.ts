/**
 * The core's own calls: liveness, the CSRF cookie of DESIGN.md §5, and the API's description of
 * itself (the OpenAPI document, and outside production the reference page that reads it).
 */
import * as v from 'valibot'
import { data, endpoint } from './endpoint'
import { inputRules } from './input'

const tag = 'core'

export const Health = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) })
export type Health = v.InferOutput<typeof Health>

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  tag,
  summary: 'Liveness, and which database the server runs on',
  response: data(Health),
})

export const csrfCookie = endpoint({
  method: 'GET',
  path: '/sanctum/csrf-cookie',
  auth: 'public',
  tag,
  summary: 'Sets the XSRF-TOKEN cookie that state-changing calls echo in X-XSRF-TOKEN',
  status: 204,
})

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  tag,
  summary: 'This API, as an OpenAPI 3.1 document generated from its endpoint descriptors',
  response: v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.unknown()) }),
})

export const apiReference = endpoint({
  method: 'GET',
  path: '/api/docs',
  auth: 'public',
  tag,
  summary: 'The API reference page (Swagger UI; not served in production)',
  contentType: 'text/html',
})

/** The longest file name the reference page asks for. */
const ASSET_NAME_MAX_LENGTH = 100
const { single, maxLength } = inputRules()

export const apiReferenceAsset = endpoint({
  method: 'GET',
  path: '/api/docs/:file',
  auth: 'public',
  tag,
  summary: 'A script, style sheet or image of the API reference page (not served in production)',
  params: v.object({
    file: v.pipe(single('file'), maxLength('file', ASSET_NAME_MAX_LENGTH)),
  }),
  contentType: 'application/octet-stream',
  errors: [404],
})
