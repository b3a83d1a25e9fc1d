import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { data, endpoint } from '../../../contracts/core/endpoint.ts'
import {
  buildOpenApiDocument,
  derivedOperationId,
  errorStatuses,
  openApiPath,
  operationOf,
} from './document.ts'

const rolesOnly = endpoint({
  method: 'DELETE',
  path: '/api/things/:id',
  auth: ['admin', 'trainer'],
  tag: 'things',
  summary: 'Deletes a thing',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) }),
})

const ownerOnly = endpoint({
  method: 'GET',
  path: '/api/things/:id/secret',
  auth: 'owner',
  tag: 'things',
  summary: "A thing's secret",
  response: data(v.object({ secret: v.string() })),
  errors: [409],
})

describe('the operation of a descriptor', () => {
  it('answers 401 and 403 for roles, plus 404 for an owner check, and what `errors` adds', () => {
    expect(errorStatuses(rolesOnly)).toEqual([401, 403, 419, 422])
    expect(errorStatuses(ownerOnly)).toEqual([401, 403, 404, 409, 422])
    const operation = operationOf({ operationId: 'readSecret', endpoint: ownerOnly })
    expect(operation['x-auth']).toBe('owner')
    expect(operation.responses['409']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    })
  })

  it('keeps the list of roles as x-auth, and needs the bearer token and the CSRF echo', () => {
    const operation = operationOf({ operationId: 'deleteThing', endpoint: rolesOnly })
    expect(operation['x-auth']).toEqual(['admin', 'trainer'])
    expect(operation.security).toEqual([{ bearer: [], xsrfHeader: [], xsrfCookie: [] }])
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
    ])
    expect(operation.responses['200']).toEqual({ description: 'OK' })
  })

  it('documents a path parameter the descriptor has no schema for', () => {
    const operation = operationOf({ operationId: 'secret', endpoint: ownerOnly })
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ])
  })
})

describe('a multipart upload', () => {
  it('documents its form as a multipart/form-data body, and the 422 its fields may answer', () => {
    const upload = endpoint({
      method: 'POST',
      path: '/api/files',
      auth: 'user',
      tag: 'files',
      summary: 'Uploads a file',
      multipart: { file: 'file', kind: 'text' },
    })
    expect(errorStatuses(upload)).toEqual([401, 419, 422])
    expect(operationOf({ operationId: 'upload', endpoint: upload }).requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' }, kind: { type: 'string' } },
            required: ['file', 'kind'],
          },
        },
      },
    })
  })
})

describe('a JSON body', () => {
  it('requires a field written optional only to give a missing one a message, whose default the schema refuses', () => {
    const write = endpoint({
      method: 'POST',
      path: '/api/notes',
      auth: 'user',
      tag: 'notes',
      summary: 'Writes a note',
      body: v.object({
        day: v.optional(v.pipe(v.string(), v.minLength(1, 'Scegli il giorno.')), ''),
        text: v.string(),
        mood: v.optional(v.nullable(v.string()), null),
        tags: v.optional(v.array(v.string()), []),
      }),
    })
    const body = operationOf({ operationId: 'write', endpoint: write }).requestBody as {
      content: Record<string, { schema: { required?: string[] } }>
    }
    expect(body.content['application/json'].schema.required?.sort()).toEqual(['day', 'text'])
  })
})

describe('paths and names', () => {
  it('writes path parameters as {name} and derives a stable operationId', () => {
    expect(openApiPath('/api/things/:id/secret')).toBe('/api/things/{id}/secret')
    expect(derivedOperationId(ownerOnly)).toBe('getApiThingsIdSecret')
    expect(derivedOperationId({ method: 'POST', path: '/api/openapi.json' })).toBe('postApiOpenapiJson')
  })

  it('groups the operations of one path and lists their tags', () => {
    const document = buildOpenApiDocument(
      [
        { operationId: 'deleteThing', endpoint: rolesOnly },
        { operationId: 'readSecret', endpoint: ownerOnly },
      ],
      { title: 'Test', version: '1.0.0' },
    )
    expect(Object.keys(document.paths)).toEqual(['/api/things/{id}', '/api/things/{id}/secret'])
    expect(Object.keys(document.paths['/api/things/{id}'])).toEqual(['delete'])
    expect(document.tags).toEqual([{ name: 'things' }])
  })
})
