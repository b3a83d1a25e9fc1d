/**
 * Builds the Fastify application. Plugins load in a fixed order, as in fastify/demo:
 *   1. external  cookies
 *   2. app       context (config, database), services (the core's mailer, then each area's
 *                services.ts, e.g. accounts' identity providers), auth (access declarations,
 *                bearer tokens, CSRF), security headers, error and not-found handling, input
 *                guard (NUL characters), SPA files
 *                the OpenAPI document and, outside production, the API reference (/api/docs)
 *   3. routes    /api/…, /sanctum/csrf-cookie, /sitemap.xml
 * main.ts owns the process (build, migrations, signals); tests call buildApp with their own database.
 */
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import type { RouteTable } from '../../contracts/core/routes.ts'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import { openDatabase, type Database } from './db/index.ts'
import { initializeDatabase } from './db/init.ts'
import { auth } from './plugins/auth.ts'
import { context } from './plugins/context.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { inputGuard } from './plugins/input-guard.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { services } from './plugins/services.ts'
import { SpaFiles, spaFallback, spaPlugin } from './plugins/spa.ts'
import { loadRouteTable, routeTable } from './route-table.ts'
import { loadAreaRoutes, loadAreaServices } from './areas.ts'
import { loadPageMeta } from './page-meta.ts'
import { csrfCookieRoutes } from './routes/csrf-cookie.routes.ts'
import { healthRoutes } from './routes/health.routes.ts'
import { openApi } from './openapi/openapi.plugin.ts'

export interface BuildAppOptions {
  /** An open, migrated database to use; the caller closes it. Without it buildApp opens and owns one. */
  database?: Database
  /** Where the built SPA lives (default ./dist). */
  distDir?: string
  logger?: FastifyServerOptions['logger']
  /**
   * Values to decorate the app with before the areas' services run, which then keep them instead
   * of building their own: tests give stand-ins this way, e.g. `{ identityProviders }` (accounts).
   */
  decorations?: Record<string, unknown>
  /** Where the product areas live (default server/features); tests point it elsewhere. */
  featuresDir?: string
  /** Where the areas' contracts live (default contracts/): the SPA route table comes from there. */
  contractsDir?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SPA's route table (every contracts/<area>/routes.ts): 404s, the history fallback, the sitemap. */
    routeTable: RouteTable
  }
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // Keep-alive sockets that sit idle must not hold up a graceful shutdown.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  })

  let database = options.database
  if (!database) {
    const owned = await openDatabase(config)
    app.addHook('onClose', () => owned.close())
    await initializeDatabase(owned, { seedDemo: config.seedDemo, featuresDir: options.featuresDir })
    database = owned
  }
  const spa = new SpaFiles(path.resolve(options.distDir ?? 'dist'))
  app.decorate('spa', spa)

  const table = options.contractsDir ? await loadRouteTable(options.contractsDir) : await routeTable()
  app.decorate('routeTable', table)
  // each area's page-meta.ts: 404 for unknown slugs, the page's own title and image in its <head>
  app.decorate('pageMeta', await loadPageMeta(table, options.featuresDir))

  // 1. external
  await app.register(fastifyCookie)
  // 2. app
  await app.register(context, { config, database })
  await app.register(services)
  for (const [name, value] of Object.entries(options.decorations ?? {})) app.decorate(name, value)
  for (const area of await loadAreaServices(options.featuresDir)) await app.register(area.plugin)
  await app.register(auth)
  await app.register(securityHeaders, { production: config.appEnv === 'production' })
  await app.register(errorHandler, { fallback: (request, reply) => spaFallback(spa, request, reply) })
  await app.register(inputGuard)
  await app.register(spaPlugin, { spa })
  // Before any route: it records each one with its descriptor for /api/openapi.json.
  await app.register(openApi)
  // 3. routes: the core's own, then every area found in server/features/
  await app.register(healthRoutes)
  await app.register(csrfCookieRoutes)
  for (const area of await loadAreaRoutes(options.featuresDir)) {
    if (area.routes.enabled?.(config) ?? true) await app.register(area.routes.plugin)
  }

  return app
}
