/**
 * What a page URL is about, for the server's answer to it: areas contribute page-meta resolvers in
 * server/features/<area>/page-meta.ts (default export definePageMeta({ 'route-name': resolver })),
 * found by listing the folder like routes.ts. A resolver looks the route's params up: null means
 * nothing is there (an unknown course slug), so the page answers 404 with the SPA's error page;
 * otherwise its title, description and image go into the page's <head> (server/core/page-head.ts).
 * Routes without a resolver answer 200 with their route title and the site's description.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../contracts/core/constants.ts'
import type { RouteTable } from '../../contracts/core/routes.ts'
import { areaFolders, FEATURES_DIR } from './areas.ts'

export interface PageMeta {
  /** The page's own title (e.g. the course's), without the ' · Aula' suffix. */
  title?: string
  description?: string
  /** An absolute URL or a path on this site; the site's image when absent. */
  image?: string | null
  /**
   * The API GETs the page makes first, exactly as the SPA sends them (path and query): the HTML
   * carries their answers (or preloads them), so the data travels while the scripts do instead of
   * after them; a page the server draws (server/core/plugins/spa.ts) finds the rest as it renders.
   */
  preload?: string[]
  /**
   * schema.org structured data of the page (e.g. a job listing's JobPosting), written into the HTML
   * as <script type="application/ld+json"> so search engines read it without running the SPA.
   */
  jsonLd?: Record<string, unknown>
}

export interface PageMetaContext {
  app: FastifyInstance
  params: Record<string, string>
  /** The page URL's query string. */
  query: URLSearchParams
  locale: Locale
}

export type PageMetaResolver = (context: PageMetaContext) => Promise<PageMeta | null>

/** Route name (contracts/<area>/routes.ts) -> its resolver. */
export type AreaPageMeta = Readonly<Record<string, PageMetaResolver>>

export const definePageMeta = (resolvers: AreaPageMeta): AreaPageMeta => resolvers

/** Every area's resolvers by route name; an area may only resolve its own routes. */
export async function loadPageMeta(
  table: RouteTable,
  featuresDir = FEATURES_DIR,
): Promise<Map<string, PageMetaResolver>> {
  const resolvers = new Map<string, PageMetaResolver>()
  for (const name of areaFolders(featuresDir, 'page-meta.ts')) {
    const module = (await import(pathToFileURL(path.join(featuresDir, name, 'page-meta.ts')).href)) as {
      default?: AreaPageMeta
    }
    if (typeof module.default !== 'object' || module.default === null)
      throw new Error(`server/features/${name}/page-meta.ts must export default definePageMeta({...})`)
    for (const [routeName, resolver] of Object.entries(module.default)) {
      if (table.routeByName(routeName)?.area !== name)
        throw new Error(
          `server/features/${name}/page-meta.ts resolves '${routeName}', which contracts/${name}/routes.ts does not declare`,
        )
      resolvers.set(routeName, resolver)
    }
  }
  return resolvers
}
