/**
 * The API describes itself. This plugin records every route as it is registered, with the
 * endpoint descriptor it came from (none when added by hand: a test fails on that), builds the
 * OpenAPI document from the descriptors once the app is ready, serves it at GET /api/openapi.json,
 * and outside production registers the reference page at /api/docs. Register it before the routes.
 */
import { readFileSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants.ts'
import type { Endpoint } from '../../../contracts/core/endpoint.ts'
import { csrfCookie, openApiDocument } from '../../../contracts/core/endpoints.ts'
import { route } from '../http/route.ts'
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts'
import { nameEndpoints } from './names.ts'
import { apiReferenceRoutes } from './reference.ts'

export interface RegisteredRoute {
  method: string
  url: string
  /** The descriptor the route was registered from with route(); undefined for a hand-made one. */
  endpoint?: Endpoint
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin (the API, the CSRF cookie, every area's routes), in
     * registration order, HEAD twins of GET routes left out.
     */
    registeredRoutes: readonly RegisteredRoute[]
  }
}

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

const plugin: FastifyPluginAsync = async (app) => {
  const routes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', routes)
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      // HEAD and OPTIONS (tus's resume offset and discovery) are protocol calls, not API operations
      if (method === 'HEAD' || method === 'OPTIONS') continue
      routes.push({ method, url: options.url, endpoint: options.config?.endpoint })
    }
  })

  let document: OpenApiDocument | undefined
  // Built once, when every route is in: the document never changes while the process runs.
  app.addHook('onReady', async () => {
    const described = routes.flatMap((registered) => (registered.endpoint ? [registered.endpoint] : []))
    document = buildOpenApiDocument(await nameEndpoints(described), {
      title: 'Aula API',
      version,
      description:
        'The API of Aula (SPEC.md, DESIGN.md §5), generated from its endpoint descriptors. ' +
        `State-changing calls need the CSRF echo: ${csrfCookie.method} ${csrfCookie.path}, then send ` +
        `the ${XSRF_COOKIE} cookie back in the ${XSRF_HEADER} header.`,
    })
  })

  route(app, openApiDocument, () => {
    if (!document) throw new Error('The OpenAPI document is built when the app is ready')
    return document
  })

  if (app.config.appEnv !== 'production') await app.register(apiReferenceRoutes)
}

export const openApi = fp(plugin, { name: 'openapi', dependencies: ['context', 'auth'] })
