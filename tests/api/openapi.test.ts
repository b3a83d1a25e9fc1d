/**
 * GET /api/openapi.json describes the API from its endpoint descriptors (issue 8): a well-formed
 * OpenAPI 3.1 document that lists every registered route, each operation with its parameters,
 * body, answers (401/403/419/422/429 where they apply), security and `x-auth`; every $ref
 * resolves. Outside production /api/docs serves the reference page from local files; in
 * production it does not exist.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, injectJson, PRODUCTION_ENV, type TestApp } from '../../server/testing/helper.ts'

interface Operation {
  operationId: string
  tags: string[]
  summary: string
  'x-auth': unknown
  security: Record<string, string[]>[]
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>
}

interface Document {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, unknown>
    responses: Record<string, { headers?: Record<string, unknown> }>
    securitySchemes: Record<string, Record<string, string>>
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

let t: TestApp
let production: TestApp
let doc: Document
beforeAll(async () => {
  t = await buildTestApp()
  production = await buildTestApp({
    env: PRODUCTION_ENV,
    // A route added by hand, without a descriptor: the checks below must notice it.
    beforeReady: (app) => {
      app.get('/api/hand-made', { config: { access: 'public' } }, async () => ({ data: null }))
    },
  })
  const { response, body } = await injectJson<Document>(t.app, '/api/openapi.json')
  expect(response.statusCode).toBe(200)
  doc = body
})
afterAll(async () => {
  await t.close()
  await production.close()
})

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

/** The registered /api routes (and the CSRF cookie's) the document does not list. */
function undocumented(app: FastifyInstance, document: Document): string[] {
  return app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/') || route.url === '/sanctum/csrf-cookie')
    .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`)
}

function operations(document: Document): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, string, Operation] => [path, method, operation]),
  )
}

const operation = (path: string, method: string) => doc.paths[path]?.[method]

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document in which every path has operations', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Aula API')
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/)
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//)
      expect(path, 'OpenAPI path parameters are {name}').not.toContain(':')
      expect(Object.keys(item).length, path).toBeGreaterThan(0)
      for (const method of Object.keys(item)) expect(METHODS, path).toContain(method)
    }
  })

  it('lists every route the app registered', () => {
    expect(undocumented(t.app, doc)).toEqual([])
    expect(operations(doc).length).toBeGreaterThan(30)
  })

  it('gives every operation a unique operationId, a tag, a summary, x-auth and its answers', () => {
    const ids = operations(doc).map(([, , op]) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [path, method, op] of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`
      expect(op.operationId, where).toMatch(/^[A-Za-z][\w]*$/)
      expect(op.tags.length, where).toBeGreaterThan(0)
      expect(op.summary, where).not.toBe('')
      expect(op['x-auth'], where).toBeDefined()
      expect(
        Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)),
        where,
      ).toBe(true)
      if (op['x-auth'] !== 'public') expect(op.responses['401'], where).toBeDefined()
      if (method !== 'get') expect(op.responses['419'], where).toBeDefined()
      if (op.parameters?.length || op.requestBody) expect(op.responses['422'], where).toBeDefined()
      for (const parameter of op.parameters ?? [])
        if (parameter.in === 'path') expect(path, where).toContain(`{${parameter.name}}`)
    }
  })

  it('resolves every $ref', () => {
    const refs: string[] = []
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.push(child)
          else walk(child)
        }
    }
    walk(doc)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\//)
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)
      expect(target, ref).toBeDefined()
    }
  })

  it('names operations after the descriptors contracts/ exports', () => {
    expect(operation('/api/login', 'post')?.operationId).toBe('login')
    expect(operation('/api/public/courses', 'get')?.operationId).toBe('listCourses')
    expect(operation('/api/openapi.json', 'get')?.operationId).toBe('openApiDocument')
  })

  it('describes auth: x-auth, security schemes, 401 and CSRF', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'xsrfCookie', 'xsrfHeader'])
    expect(doc.components.securitySchemes.xsrfHeader).toMatchObject({ in: 'header', name: 'X-XSRF-TOKEN' })
    expect(doc.components.securitySchemes.xsrfCookie).toMatchObject({ in: 'cookie', name: 'XSRF-TOKEN' })

    const me = operation('/api/me', 'get')!
    expect(me['x-auth']).toBe('user')
    expect(me.security).toEqual([{ bearer: [] }])
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' })

    const logout = operation('/api/logout', 'post')!
    expect(logout.security).toEqual([{ bearer: [], xsrfHeader: [], xsrfCookie: [] }])
    expect(logout.responses['204']).toBeDefined()
    expect(logout.responses['419']).toEqual({ $ref: '#/components/responses/CsrfTokenMismatch' })

    const health = operation('/api/health', 'get')!
    expect(health['x-auth']).toBe('public')
    expect(health.security).toEqual([])
    expect(health.responses['401']).toBeUndefined()
    expect(operation('/api/openapi.json', 'get')?.['x-auth']).toBe('public')
    expect(operation('/sanctum/csrf-cookie', 'get')?.responses['204']).toBeDefined()
  })

  it('describes inputs: path and query parameters from the schemas, and the JSON body', () => {
    const course = operation('/api/public/courses/{slug}', 'get')!
    expect(course.parameters).toEqual([
      expect.objectContaining({
        name: 'slug',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', maxLength: 200 }),
      }),
    ])
    expect(course.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' })

    const list = operation('/api/public/courses', 'get')!
    expect(list.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['page', 'query', false],
      ['perPage', 'query', false],
      ['category', 'query', false],
      ['q', 'query', false],
      ['price_min', 'query', false],
      ['price_max', 'query', false],
      ['free', 'query', false],
      ['language', 'query', false],
      ['rating', 'query', false],
      ['sort', 'query', false],
    ])
    expect(list.parameters?.find((parameter) => parameter.name === 'sort')?.schema).toMatchObject({
      enum: ['newest', 'popular', 'rated', 'price_asc', 'price_desc'],
    })
    expect(list.parameters?.[0].schema).toMatchObject({ type: 'string', pattern: '^\\d+$' })
    expect(list.responses['200'].content?.['application/json'].schema).toMatchObject({
      properties: { meta: { $ref: '#/components/schemas/PaginationMeta' } },
    })

    const login = operation('/api/login', 'post')!
    const body = login.requestBody?.content['application/json'].schema as {
      properties: Record<string, unknown>
    }
    expect(Object.keys(body.properties)).toEqual(['email', 'password'])
    expect(login.responses['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' })
    expect(doc.components.schemas.ValidationErrorBody).toMatchObject({ required: ['message', 'errors'] })
  })

  it('describes the other answers: 201, 403, 429 with Retry-After, 501', () => {
    const register = operation('/api/register', 'post')!
    expect(register.responses['201']).toBeDefined()
    expect(register.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' })
    expect(doc.components.responses.TooManyRequests.headers).toHaveProperty('Retry-After')
    expect(operation('/api/login', 'post')?.responses['403']).toBeDefined()
    const facebook = operation('/api/fbregister/{role}', 'post')!
    expect(facebook.responses['501']).toEqual({ $ref: '#/components/responses/NotImplemented' })
    expect(facebook.parameters?.[0]).toMatchObject({
      name: 'role',
      schema: { enum: ['trainer', 'student', 'hr'] },
    })
  })

  it('states what the server enforces: required fields and the 403s it answers (issue 38)', () => {
    // the server refuses an entry without entry_date or text (422): the document requires them
    const diary = operation('/api/diary', 'post')!
    const schema = diary.requestBody!.content['application/json'].schema as { required?: string[] }
    expect(schema.required).toEqual(expect.arrayContaining(['entry_date', 'text']))
    expect(schema.required).not.toContain('mood')
    for (const [path, method] of [
      ['/api/comment/{id}', 'put'],
      ['/api/dms/new/{id}', 'post'],
      ['/api/feed/posts/{id}', 'put'],
      ['/api/recommendations/{id}', 'delete'],
      ['/api/recommendations/{id}/accept', 'post'],
    ] as const)
      expect(operation(path, method)?.responses['403'], `${method} ${path}`).toBeDefined()
  })

  it('is built once and served as it is', async () => {
    const again = await t.app.inject('/api/openapi.json')
    expect(again.json()).toEqual(doc)
    expect(again.headers['content-type']).toMatch(/^application\/json/)
  })

  it('notices a route added by hand: it has no descriptor and the document lacks it', async () => {
    const handMade = production.app.registeredRoutes.find((route) => route.url === '/api/hand-made')
    expect(handMade).toMatchObject({ method: 'GET', endpoint: undefined })
    const { body } = await injectJson<Document>(production.app, '/api/openapi.json')
    expect(undocumented(production.app, body)).toEqual(['GET /api/hand-made'])
  })
})

describe('/api/docs', () => {
  it('serves the reference page with no inline script, under the usual CSP', async () => {
    const page = await t.app.inject('/api/docs')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval')
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/[\w.-]+\.js"/)
      expect(inline.trim()).toBe('')
    }
    expect(page.body).not.toMatch(/https?:\/\//)
  })

  it('serves every file the page loads from this server', async () => {
    const page = await t.app.inject('/api/docs')
    const files = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1])
    expect(files.length).toBeGreaterThanOrEqual(5)
    for (const file of files) {
      const response = await t.app.inject(file)
      expect(response.statusCode, file).toBe(200)
      expect(response.rawPayload.length, file).toBeGreaterThan(0)
    }
    const initializer = files.find((file) => file.endsWith('initializer.js'))!
    const script = (await t.app.inject(initializer)).body
    expect(script).toContain('"/api/openapi.json"')
    expect(script).toContain('X-XSRF-TOKEN')
  })

  it('answers 404 for a file that is not part of the page', async () => {
    for (const url of ['/api/docs/package.json', '/api/docs/..%2Fpackage.json', '/api/docs/index.html']) {
      const { response, body } = await injectJson(t.app, url)
      expect(response.statusCode, url).toBe(404)
      expect(body, url).toHaveProperty('message')
    }
  })

  it('does not exist in production, and the document there leaves it out', async () => {
    expect(production.app.registeredRoutes.some((route) => route.url.startsWith('/api/docs'))).toBe(false)
    expect((await production.app.inject('/api/docs')).statusCode).toBe(404)
    expect((await production.app.inject('/api/docs/swagger-ui-bundle.js')).statusCode).toBe(404)
    const { response, body } = await injectJson<Document>(production.app, '/api/openapi.json')
    expect(response.statusCode).toBe(200)
    expect(Object.keys(body.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([])
    expect(Object.keys(body.paths)).not.toContain('/api/dev/outbox')
    expect(doc.paths['/api/docs']).toBeDefined()
  })
})
