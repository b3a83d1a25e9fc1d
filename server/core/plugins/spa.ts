/**
 * Serves the built SPA from dist/: hashed files under /assets with a one-year immutable cache,
 * index.html never cached, and the history fallback: a page URL the route table knows (with or
 * without /it or /en) gets index.html with 200, any other page URL gets index.html with 404 so
 * the SPA can render 'Page not found: {path}' while crawlers still see the right status.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { splitLocale } from '../../../contracts/core/routes.ts'
import { notFound } from '../http/errors.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'
/** Paths the server answers itself; they never fall back to the SPA. */
const SERVER_PATH = /^\/(api|sanctum|app)(\/|$)/
/** A missing script or stylesheet must fail loudly (the SPA reloads on chunk errors), not get HTML. */
const FILE_PATH =
  /^\/assets\/|\.(m?js|css|map|json|txt|xml|webmanifest|wasm|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|mp4|webm|vtt)$/i

interface IndexFile {
  html: Buffer
  version: string
}

/** dist/index.html, re-read only when the file changes (a rebuild while the server runs). */
export class SpaFiles {
  readonly indexPath: string
  #cached: (IndexFile & { mtimeMs: number }) | undefined

  constructor(readonly distDir: string) {
    this.indexPath = path.join(distDir, 'index.html')
  }

  async index(): Promise<IndexFile | null> {
    const info = await stat(this.indexPath).catch(() => null)
    if (!info) return null
    if (this.#cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(this.indexPath)
      const version = createHash('sha256').update(html).digest('hex').slice(0, 16)
      this.#cached = { html, version, mtimeMs: info.mtimeMs }
    }
    return this.#cached
  }
}

/** The not-found handler's first try; false means "not a page URL, answer 404 JSON". */
export async function spaFallback(
  spa: SpaFiles,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?', 1)[0]
  if (SERVER_PATH.test(pathname) || FILE_PATH.test(pathname)) return false
  const known = request.server.routeTable.matchRoute(splitLocale(pathname).path) !== null
  const index = await spa.index()
  if (!index) {
    if (!known) return false
    reply.code(503).send({ message: 'The web app is not built yet: run `npm run build` or `npm start`.' })
    return true
  }
  reply
    .code(known ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send(index.html)
  return true
}

const plugin: FastifyPluginAsync<{ spa: SpaFiles }> = async (app, { spa }) => {
  // The SPA polls this to learn that a new build is live.
  app.get('/build-manifest.json', async (_request, reply) => {
    const index = await spa.index()
    if (!index) throw notFound('The web app is not built.')
    reply.header('cache-control', NO_CACHE)
    return { version: index.version }
  })

  if (!existsSync(spa.indexPath)) {
    app.log.warn({ distDir: spa.distDir }, 'dist/index.html not found: serving the API only')
    return
  }
  await app.register(fastifyStatic, {
    root: spa.distDir,
    prefix: '/',
    // One route per file found now: unknown paths go to the fallback instead of a disk lookup.
    wildcard: false,
    index: false,
    cacheControl: false,
    serveDotFiles: false,
    globIgnore: ['sitemap.xml', 'build-manifest.json'],
    setHeaders(response, filePath) {
      const relative = path.relative(spa.distDir, filePath).split(path.sep).join('/')
      response.setHeader(
        'cache-control',
        relative.startsWith('assets/')
          ? IMMUTABLE
          : relative === 'index.html'
            ? NO_CACHE
            : 'public, max-age=3600',
      )
    },
  })
}

export const spaPlugin = fp(plugin, { name: 'spa' })
