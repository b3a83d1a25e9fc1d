/**
 * Serves the built SPA from dist/: hashed files under /assets with a one-year immutable cache,
 * every text file precompressed at build (Brotli and gzip, vite.config.ts) and index.html never
 * cached. Page URLs get index.html with the route's own <head> (server/core/page-head.ts): 200 for a
 * route the table knows whose data exists, 404 for an unknown path or an unknown slug (an area's
 * page-meta resolver says null), so crawlers see the right status and the SPA shows its not-found page.
 * A bare `/` follows the remembered language, or on a first visit Accept-Language (DESIGN.md §5b).
 * The public pages (SERVER_DRAWN) come drawn: the SPA's own render of the page (src/app/ssr.tsx, built
 * into dist/server) from the API answers the HTML carries, which the browser hydrates.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  SESSION_COOKIE,
  type Locale,
} from '../../../contracts/core/constants.ts'
import { splitLocale, type RouteDef, type RouteMatch } from '../../../contracts/core/routes.ts'
import { notFound } from '../http/errors.ts'
import { parseAcceptLanguage } from '../http/locale.ts'
import { escapeHtml, injectHead, SITE_IMAGE, SITE_NAME, snippet, type PageHead } from '../page-head.ts'
import type { PageMeta, PageMetaResolver } from '../page-meta.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'
/** Paths the server answers itself; they never fall back to the SPA. */
const SERVER_PATH = /^\/(api|sanctum|app)(\/|$)/
/** A missing script or stylesheet must fail loudly (the SPA reloads on chunk errors), not get HTML. */
const FILE_PATH =
  /^\/assets\/|\.(m?js|css|map|json|txt|xml|webmanifest|wasm|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|mp4|webm|vtt)$/i

type LocalizedText = Record<Locale, string>

/** dist/page-texts.json, written by the build from the SPA's manifests and catalogs (src/app/page-texts.ts). */
export interface PageTexts {
  titles: Record<string, LocalizedText>
  dashboard: LocalizedText
  description: LocalizedText
  notFound: LocalizedText
  /** Routes with a real page (the others show the placeholder). */
  built: string[]
  /** Route name -> the source module of its page, a key of the build manifest. */
  modules?: Record<string, string>
}

/**
 * The routes whose HTML holds the page drawn by the SPA's own components (src/app/ssr.tsx): the
 * public pages a newcomer lands on, the same for every visitor. Their data is what their page meta
 * preloads, inlined into the HTML for the browser's first render to read too.
 */
export const SERVER_DRAWN = new Set([
  'index',
  'courses',
  'course-slug',
  'joblistings',
  'joblistings-id',
  'id',
  's-id',
  'trainers',
  'trainers-all',
])

/** The attribute on #root saying the server drew the page (src/shared/lib/hydration.ts SSR_ATTRIBUTE). */
export const SSR_ATTRIBUTE = 'data-ssr'

/** dist/server/ssr.js, the SSR build of src/app/ssr.tsx (vite.config.ts ssrBundle). */
export interface SsrModule {
  render: (
    url: string,
    options: { answers: ReadonlyMap<string, unknown>; locale: Locale },
  ) => Promise<{ html: string; missing: string[] }>
}

/** dist/.vite/manifest.json: each source module's chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>

/**
 * How a drawn page loads its scripts (src/app/after-paint.ts): its first script in place of the
 * entry's, which fetches the entry and the chunks after the first paint.
 */
interface AfterPaint {
  /** index.html's entry script element, which a drawn page's HTML swaps for `script`. */
  entryTag: string
  script: string
  entry: string
  /** The chunks the entry imports (the after-paint script's own left out), fetched with it. */
  entryChunks: string[]
}

/** The id of the script element naming what after-paint.ts fetches (src/app/after-paint.ts AFTER_PAINT_ID). */
export const AFTER_PAINT_ID = 'aula-after-paint'

interface IndexFile {
  /** index.html with its stylesheet inlined. */
  html: string
  version: string
  texts: PageTexts | null
  /** Null for a build without the after-paint script (a drawn page then loads the entry at once). */
  afterPaint: AfterPaint | null
  /**
   * The chunks to preload for a route beside the entry's own (modulepreload hrefs); `session`: the
   * request carries the session cookie, so the header will show the user menu.
   */
  preloads: (
    routeName: string | null,
    area: string | null,
    layout: string | null,
    locale: Locale,
    session: boolean,
  ) => string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built SPA (dist/): its index.html and page texts, or null before a build. */
    spa: SpaFiles
    /** Every area's page-meta resolver by route name (server/core/page-meta.ts). */
    pageMeta: ReadonlyMap<string, PageMetaResolver>
  }
}

/**
 * dist/index.html, prepared for first loads: its render-blocking stylesheet inlined (one round trip
 * less before the first paint), plus the page texts and the build manifest that tell which chunks a
 * route needs. Re-read only when a file changes (a rebuild while the server runs).
 */
export class SpaFiles {
  readonly indexPath: string
  readonly textsPath: string
  readonly manifestPath: string
  readonly ssrPath: string
  #cached: (IndexFile & { key: string }) | undefined
  #ssr: { module: Promise<SsrModule | null> } | undefined

  constructor(readonly distDir: string) {
    this.indexPath = path.join(distDir, 'index.html')
    this.textsPath = path.join(distDir, 'page-texts.json')
    this.manifestPath = path.join(distDir, '.vite', 'manifest.json')
    this.ssrPath = path.join(distDir, 'server', 'ssr.js')
  }

  /**
   * The render to use instead of the build's (tests render from the source: src/app/ssr.tsx through
   * Vitest's transforms, without building).
   */
  renderer: SsrModule | undefined

  /**
   * The server's render of the pages, or null when the build has none. Loaded once: its chunks
   * import the entry by its plain path, so a second copy of it (a rebuild while the server runs)
   * would split its state in two; a server started after the build (`npm start`) has the right one.
   */
  async ssr(): Promise<SsrModule | null> {
    if (this.renderer) return this.renderer
    if (!this.#ssr) {
      if (!(await stat(this.ssrPath).catch(() => null))) return null
      this.#ssr = {
        module: (import(pathToFileURL(this.ssrPath).href) as Promise<SsrModule>).catch(() => null),
      }
    }
    return this.#ssr.module
  }

  async index(): Promise<IndexFile | null> {
    const info = await stat(this.indexPath).catch(() => null)
    if (!info) return null
    const [texts, manifest] = await Promise.all(
      [this.textsPath, this.manifestPath].map((file) => stat(file).catch(() => null)),
    )
    const key = `${info.mtimeMs}:${texts?.mtimeMs}:${manifest?.mtimeMs}`
    if (this.#cached?.key !== key) {
      const raw = await readFile(this.indexPath, 'utf8')
      const version = createHash('sha256').update(raw).digest('hex').slice(0, 16)
      const pageTexts = texts ? (JSON.parse(await readFile(this.textsPath, 'utf8')) as PageTexts) : null
      const build = manifest ? (JSON.parse(await readFile(this.manifestPath, 'utf8')) as BuildManifest) : {}
      this.#cached = {
        html: await this.#inlineStylesheets(raw),
        version,
        texts: pageTexts,
        preloads: preloadsOf(build, pageTexts?.modules ?? {}),
        afterPaint: afterPaintOf(raw, build),
        key,
      }
    }
    return this.#cached
  }

  /** <link rel="stylesheet" href="/assets/…css"> becomes <style>…</style> (CSP allows inline styles). */
  async #inlineStylesheets(html: string): Promise<string> {
    let result = html
    for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
      const css = await readFile(path.join(this.distDir, match[1]), 'utf8').catch(() => null)
      if (css !== null)
        result = result.replace(match[0], `<style>${css.replaceAll('</style', '<\\/style')}</style>`)
    }
    return result
  }
}

/** The files `key` loads through static imports, itself included. */
function staticClosure(build: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = build[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(build, imported, into)
  return into
}

function afterPaintOf(html: string, build: BuildManifest): AfterPaint | null {
  const entryTag = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/.exec(html)
  const own = build['src/app/after-paint.ts']
  if (!entryTag || !own || !build['index.html']) return null
  const loaded = staticClosure(build, 'src/app/after-paint.ts')
  const entry = entryTag[1]
  const entryChunks = [...staticClosure(build, 'index.html')]
    .map((file) => `/${file}`)
    .filter((file) => file !== entry && !loaded.has(file.slice(1)))
  return {
    entryTag: entryTag[0],
    script: `<script type="module" crossorigin src="/${own.file}"></script>`,
    entry,
    entryChunks,
  }
}

/** The catalog part of a page's or a layout's module, as scripts/catalog-parts.ts lazyPartName names it. */
export const pagePart = (file: string) =>
  `lazy-${file
    .replace(/^src\//, '')
    .replace(/\.[jt]sx?$/, '')
    .replace(/[^\w]+/g, '-')}`

/**
 * Which chunks a page needs beyond what index.html already loads: its page module, its layout's
 * chunk and the URL language's catalog parts (the shell's and the page's), each with the chunks it imports. Preloaded with the HTML,
 * they download while the entry does instead of one after another once it runs.
 */
function preloadsOf(build: BuildManifest, modules: Record<string, string>): IndexFile['preloads'] {
  const entry = new Set<string>()
  for (const [key, chunk] of Object.entries(build)) if (chunk.isEntry) staticClosure(build, key, entry)
  return (routeName, _area, layout, locale, session) => {
    const files = new Set<string>()
    const keys = [
      // the catalog's parts (scripts/catalog-parts.ts): the shell's and the page's own (lazyPartName)
      `locales/${locale}/parts/shell.js`,
      ...(routeName && modules[routeName]
        ? [`locales/${locale}/parts/${pagePart(modules[routeName])}.js`]
        : []),
      ...(layout
        ? [
            `src/app/layouts/${layout}-layout.tsx`,
            `locales/${locale}/parts/${pagePart(`src/app/layouts/${layout}-layout.tsx`)}.js`,
          ]
        : []),
      // every layout's user menu is its own chunk, which only a logged-in user needs
      ...(session && layout ? ['src/app/layouts/user-menu.tsx'] : []),
      // a route whose page is not built shows the placeholder (src/app/router.tsx)
      ...(routeName ? [modules[routeName] ?? 'src/app/placeholder-page.tsx'] : []),
    ]
    for (const key of keys) staticClosure(build, key, files)
    return [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`)
  }
}

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/**
 * Where a bare `/` should go: the remembered language (the cookie the SPA sets) wins, then on a
 * first visit the browser's Accept-Language; Italian stays at `/`.
 */
export function homeLocale(request: FastifyRequest): Locale {
  const remembered = request.cookies[LOCALE_COOKIE]
  if (isLocale(remembered)) return remembered
  return parseAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The HTML in the best encoding the browser takes (pages are a few KB: compressing costs little). */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    return reply.header('content-encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html))
  return reply.send(html)
}

/** The page's meta: null when the route is unknown or its resolver finds nothing there. */
async function resolvePage(
  request: FastifyRequest,
  match: RouteMatch | null,
  locale: Locale,
  query: string,
): Promise<PageMeta | null> {
  if (!match) return null
  const resolver = request.server.pageMeta.get(match.route.name)
  if (!resolver) return {}
  return resolver({ app: request.server, params: match.params, query: new URLSearchParams(query), locale })
}

function pageHead(
  request: FastifyRequest,
  texts: PageTexts | null,
  locale: Locale,
  match: RouteMatch | null,
  meta: PageMeta | null,
): PageHead {
  const { publicUrl } = request.server.config
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : publicUrl + url)
  const image = absolute(meta?.image ?? SITE_IMAGE)
  const description = snippet(meta?.description || (texts?.description[locale] ?? SITE_NAME))
  if (!match || !meta) {
    const title = texts ? `${texts.notFound[locale]} · ${SITE_NAME}` : SITE_NAME
    return { locale, title, description, urls: null, image, noindex: true, notFound: true }
  }
  const { route, params } = match
  const { routeUrl } = request.server.routeTable
  const own = meta.title ?? texts?.titles[route.name]?.[locale]
  const title =
    route.layout === 'dashboard' && texts
      ? texts.dashboard[locale]
      : own && own !== SITE_NAME
        ? `${own} · ${SITE_NAME}`
        : SITE_NAME
  const urls = Object.fromEntries(
    LOCALES.map((target) => [target, publicUrl + routeUrl(route.name, params, target)]),
  ) as Record<Locale, string>
  // pages behind a login or a focused account flow are nobody's search result
  const noindex = route.layout === 'empty' || route.guards.some((guard) => guard !== 'public-profile')
  return { locale, title, description, urls, image, noindex }
}

/**
 * Whether the session will redirect this request's page to login at once: no session cookie (the
 * SPA's non-secret hint that a login exists) and a route guard that refuses visitors
 * (machines/guards: 'logged-in' and 'profile' send an anonymous visitor to login).
 */
function visitorSentToLogin(request: FastifyRequest, route: RouteDef): boolean {
  if (request.cookies[SESSION_COOKIE]) return false
  return route.guards.some((guard) => guard === 'logged-in' || guard === 'profile')
}

/** The id of the script element holding the page's first API answers (src/shared/api/preloaded.ts reads it). */
export const PRELOADED_ID = 'aula-preloaded'

/**
 * The key of an API URL among the inlined answers: its path and its query sorted by name, so the
 * SPA finds an answer from its call's path and query whatever order they were written in.
 * src/shared/api/preloaded.ts computes the same key.
 */
export function preloadKey(url: string): string {
  const parsed = new URL(url, 'http://aula.invalid')
  parsed.searchParams.sort()
  const query = parsed.searchParams.toString()
  return query ? `${parsed.pathname}?${query}` : parsed.pathname
}

/**
 * JSON that is safe inside <script>: no `<` (so neither `</script>` nor `<!--` can end or change
 * the element), no `>` or `&`, and no U+2028/U+2029; JSON.parse reads the escapes back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * The page's first API answers, asked of the app itself as a visitor would (no cookie, no token,
 * the page's language): written into the HTML, they let the page show its content without waiting
 * for the API client's chunk and a round trip. Only answers that are the same for everyone can be
 * asked this way: a call that needs a login answers 401 here and stays a preload.
 */
async function inlineAnswers(
  request: FastifyRequest,
  urls: string[],
  locale: Locale,
): Promise<Map<string, unknown>> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await request.server.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', 'accept-language': locale },
      })
      if (response.statusCode !== 200 || !/json/.test(String(response.headers['content-type']))) return null
      return [preloadKey(url), response.json()] as const
    }),
  )
  return new Map(answers.filter((answer) => answer !== null))
}

/** Renders a page asks for at most: each may find calls the answers did not hold, fetched for the next. */
const DRAW_PASSES = 3

/**
 * The page drawn by the SPA's components from its inlined answers. A call the page makes that the
 * answers lack (its page meta did not list it) is asked of the app as the others were, added to
 * `answers` (so the HTML carries it for the browser's first render too), and the page drawn again;
 * a call a visitor cannot make (401) stays out and the page draws what the browser will: its
 * skeleton. A failed render costs the drawing, not the page.
 */
async function drawPage(
  spa: SpaFiles,
  request: FastifyRequest,
  answers: Map<string, unknown>,
  locale: Locale,
): Promise<string | null> {
  try {
    const ssr = await spa.ssr()
    if (!ssr) return null
    const asked = new Set(answers.keys())
    for (let pass = 1; ; pass++) {
      const drawn = await ssr.render(request.url, { answers, locale })
      const missing = drawn.missing.filter((key) => !asked.has(key))
      if (missing.length === 0 || pass === DRAW_PASSES) return drawn.html
      for (const key of missing) asked.add(key)
      for (const [key, answer] of await inlineAnswers(request, missing, locale)) answers.set(key, answer)
    }
  } catch (error) {
    request.log.warn({ err: error }, 'server render failed')
    return null
  }
}

/** Where index.html's own first paint inside #root ends. */
export const ROOT_END = '<!--aula:root-end-->'

/**
 * The drawn page takes the place of #root's placeholder, and #root says so to the SPA (it hydrates
 * instead of rendering anew); nothing else may sit in #root, or hydration would not match.
 */
export function insertDrawn(html: string, drawn: string): string {
  const start = html.indexOf('<div id="root">')
  const end = html.indexOf(ROOT_END, start)
  if (start < 0 || end < 0) return html
  return `${html.slice(0, start)}<div id="root" ${SSR_ATTRIBUTE}>${drawn}${html.slice(end + ROOT_END.length)}`
}

/** The not-found handler's first try; false means "not a page URL, answer 404 JSON". */
export async function spaFallback(
  spa: SpaFiles,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const [pathname, query] = request.url.split(/\?(.*)/s, 2)
  if (SERVER_PATH.test(pathname) || FILE_PATH.test(pathname)) return false
  if (pathname === '/') {
    const locale = homeLocale(request)
    if (locale !== DEFAULT_LOCALE) {
      reply.header('vary', 'Accept-Language, Cookie').header('cache-control', NO_CACHE)
      reply.redirect(`/${locale}${query ? `?${query}` : ''}`, 302)
      return true
    }
  }
  const { locale, path: routePath } = splitLocale(pathname)
  const match = request.server.routeTable.matchRoute(routePath)
  const index = await spa.index()
  if (!index) {
    if (!match) return false
    reply.code(503).send({ message: 'The web app is not built yet: run `npm run build` or `npm start`.' })
    return true
  }
  const meta = await resolvePage(request, match, locale, query ?? '')
  const head = pageHead(request, index.texts, locale, match, meta)
  const found = match && meta ? match.route : null
  // the not-found page is in the entry chunk: only the catalog is left to fetch; a visitor the
  // guards send to login gets the login page's chunks, not those of a page they will not see
  const shown =
    found && visitorSentToLogin(request, found) ? request.server.routeTable.routeByName('login') : found
  const chunks = index.preloads(
    shown?.name ?? null,
    shown?.area ?? null,
    shown?.layout ?? null,
    locale,
    !!request.cookies[SESSION_COOKIE],
  )
  const inlined = await inlineAnswers(request, meta?.preload ?? [], locale)
  // A visitor's public page comes drawn. A logged-in user's header and the page's parts for them
  // depend on the session, which the server does not draw: the browser draws those pages itself.
  const drawn =
    found && SERVER_DRAWN.has(found.name) && shown === found && !request.cookies[SESSION_COOKIE]
      ? await drawPage(spa, request, inlined, locale)
      : null
  // A drawn page is on screen without its scripts: they are fetched after its first paint
  // (src/app/after-paint.ts), the others' with the HTML.
  const afterPaint = drawn ? index.afterPaint : null
  const preloads = afterPaint
    ? [
        `<script type="application/json" id="${AFTER_PAINT_ID}">${jsonForScript({
          entry: afterPaint.entry,
          preloads: [...afterPaint.entryChunks, ...chunks],
        })}</script>`,
      ]
    : chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
  for (const href of meta?.preload ?? []) {
    if (inlined.has(preloadKey(href))) continue
    // the SPA's API client fetches with credentials: the preload must match to be reused
    preloads.push(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    )
  }
  if (inlined.size > 0)
    preloads.push(
      `<script type="application/json" id="${PRELOADED_ID}">${jsonForScript(Object.fromEntries(inlined))}</script>`,
    )
  if (meta?.jsonLd) preloads.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`)
  let html = injectHead(index.html, head, preloads.join('\n    '))
  if (drawn) html = insertDrawn(html, drawn)
  if (afterPaint) html = html.replace(afterPaint.entryTag, afterPaint.script)
  await sendHtml(request, reply, meta ? 200 : 404, html)
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
    // The .br and .gz copies the build wrote beside each file are sent to browsers that accept them.
    preCompressed: true,
    // server/: the server's render (SsrFiles.ssr), for the server alone
    globIgnore: ['sitemap.xml', 'build-manifest.json', 'page-texts.json*', '**/*.br', '**/*.gz', 'server/**'],
    setHeaders(response, filePath) {
      const relative = path.relative(spa.distDir, filePath).split(path.sep).join('/')
      response.setHeader(
        'cache-control',
        relative.startsWith('assets/')
          ? IMMUTABLE
          : relative.startsWith('index.html')
            ? NO_CACHE
            : 'public, max-age=3600',
      )
    },
  })
}

export const spaPlugin = fp(plugin, { name: 'spa' })
