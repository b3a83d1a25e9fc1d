/**
 * The machinery of the SPA route table (SPEC.md §2), shared by the SPA router, the session's guard
 * chain, the server's history fallback and sitemap, and the tests. The routes themselves live with
 * their area: each `contracts/<area>/routes.ts` default-exports `defineAreaRoutes(area, [...])`, and
 * the table is the union of those files. Nobody lists the areas: the SPA collects the files with
 * `import.meta.glob` (src/shared/lib/route-table.ts), the server by listing contracts/
 * (server/core/route-table.ts); both hand the modules to `routeTableFromModules`.
 *
 * Paths are SPEC-style patterns without the locale prefix; every route also exists under /it and
 * /en (splitLocale strips it). Names follow Nuxt's file-based naming, because the SPEC's redirects
 * refer to routes by those names ('onboarding-index-user-details', …) with the locale appended
 * ('login___en').
 *
 * Layout choice:
 * - 'public'    marketing and open pages a visitor lands on (home, catalogue, directories, public profiles, /dev);
 * - 'empty'     focused flows with no navigation: authentication, e-mail verification, both onboardings;
 * - 'dashboard' the logged-in app with the sidebar (feed, messages, settings, personal lists, instructor, job management);
 * - 'default'   pages both visitors and users reach from inside the app: search, the lesson player, job
 *               listings, the purchase flow.
 *
 * Guards are declared with the route and enforced by the session machine; a child page lists its
 * parent's guards too, so a route's guards are complete without walking the tree. Whether a route
 * has a real page is the SPA's business: its area's manifest (src/features/<area>/manifest.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'

export type GuardName = 'logged-in' | 'not-logged-in' | 'not-subscribed' | 'profile' | 'public-profile'
export type LayoutName = 'dashboard' | 'default' | 'public' | 'empty'

export interface RouteDef<N extends string = string> {
  /** Nuxt-style name without the locale suffix. */
  name: N
  /** SPEC-style pattern without the locale prefix: '/course/{slug}', '/learn-{slug}/free/{id}'. */
  path: string
  guards: GuardName[]
  layout: LayoutName
  /** The area that declares it: contracts/<area>/routes.ts and src/features/<area>/. */
  area: string
}

/** A route as an area writes it; no guards means open to everyone. */
export interface RouteSpec<N extends string = string> {
  name: N
  path: string
  layout: LayoutName
  guards?: readonly GuardName[]
}

/** The default export of contracts/<area>/routes.ts. */
export interface AreaRoutes<N extends string = string> {
  area: string
  routes: readonly RouteDef<N>[]
}

/** Guard lists most areas use. */
export const GUARDS = {
  none: [],
  loggedIn: ['logged-in'],
  /** Logged in with a completed profile (SPEC.md §6). */
  withProfile: ['logged-in', 'profile'],
} as const satisfies Record<string, readonly GuardName[]>

/**
 * Declares an area's routes. The names are kept as literal types, so the area's SPA manifest must
 * give every one of them a title and may not name a route of another area.
 */
export function defineAreaRoutes<const N extends string>(
  area: string,
  specs: readonly RouteSpec<N>[],
): AreaRoutes<N> {
  return Object.freeze({
    area,
    routes: Object.freeze(
      specs.map(({ name, path, layout, guards = [] }) =>
        Object.freeze({ name, path, guards: [...guards], layout, area } satisfies RouteDef<N>),
      ),
    ),
  })
}

// ---------------------------------------------------------------------------------------------
// Collecting the areas

function isAreaRoutes(value: unknown): value is AreaRoutes {
  const candidate = value as Partial<AreaRoutes> | null
  return typeof candidate?.area === 'string' && Array.isArray(candidate.routes)
}

/** 'contracts/accounts/routes.ts', '../../contracts/accounts/routes.ts' -> 'accounts'. */
function folderOf(source: string): string | undefined {
  return /([^/\\]+)[/\\]routes\.[cm]?[jt]s$/.exec(source)?.[1]
}

// This file matches the areas' glob too (contracts/<folder>/routes.ts), but core is not an area.
const CORE = 'core'

/**
 * The route table from the modules of contracts/<area>/routes.ts, keyed by their path: an
 * `import.meta.glob` result as it is, or what a loader imported from a
 * folder listing. Each module must default-export `defineAreaRoutes` with the area named like its
 * folder; contracts/core/routes.ts is skipped.
 */
export function routeTableFromModules(modules: Record<string, unknown>): RouteTable {
  const areaModules = Object.entries(modules).filter(([source]) => folderOf(source) !== CORE)
  const areas = areaModules.map(([source, module]) => {
    const declared = (module as { default?: unknown } | null)?.default
    if (!isAreaRoutes(declared))
      throw new Error(`${source} must export default defineAreaRoutes(area, [...])`)
    const folder = folderOf(source)
    if (folder !== undefined && folder !== declared.area) {
      throw new Error(`${source} declares the area '${declared.area}': name it after its folder '${folder}'`)
    }
    return declared
  })
  return createRouteTable(areas)
}

// ---------------------------------------------------------------------------------------------
// Matching

type Segment =
  { kind: 'static'; value: string } | { kind: 'param'; name: string; prefix: string; suffix: string }

interface CompiledRoute {
  route: RouteDef
  segments: Segment[]
  /** Per segment: 3 static, 2 param with fixed text around it, 1 bare param. Higher wins. */
  rank: number[]
}

export interface RouteMatch {
  route: RouteDef
  params: Record<string, string>
}

export interface RouteTable {
  /** Every route, areas in name order, each area's routes in the order it declares them. */
  readonly routes: readonly RouteDef[]
  /**
   * Finds the route of a path without locale prefix. Trailing slashes, a query string or a hash are
   * ignored and segments are URL-decoded, so params come back as the user typed them.
   */
  matchRoute(path: string): RouteMatch | null
  /** Accepts a bare name ('login') or a localized one ('login___en'). */
  routeByName(name: string): RouteDef | undefined
  /**
   * Builds the URL of a named route. Italian is unprefixed unless explicitItPrefix is set (the user
   * came in through /it and should stay there); English is always under /en. A localized name
   * ('login___en') carries its locale when none is passed. Throws on an unknown name or a missing
   * param, because a broken link is a programming error, not something to render.
   */
  routeUrl(
    name: string,
    params?: Record<string, string | number>,
    locale?: Locale,
    explicitItPrefix?: boolean,
  ): string
}

const PARAM_SEGMENT = /^([^{}]*)\{(\w+)\}([^{}]*)$/

function parseSegment(segment: string): Segment {
  const param = PARAM_SEGMENT.exec(segment)
  if (!param) return { kind: 'static', value: segment }
  return { kind: 'param', prefix: param[1], name: param[2], suffix: param[3] }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return b[i] - a[i]
  }
  return 0
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    const part = parts[i]
    if (segment.kind === 'static') {
      if (part !== segment.value) return null
      continue
    }
    const { prefix, suffix } = segment
    if (part.length <= prefix.length + suffix.length) return null
    if (!part.startsWith(prefix) || !part.endsWith(suffix)) return null
    params[segment.name] = part.slice(prefix.length, part.length - suffix.length)
  }
  return params
}

/** One table from the areas' routes; throws when two routes share a name or a path. */
export function createRouteTable(areas: readonly AreaRoutes[]): RouteTable {
  const routes: readonly RouteDef[] = Object.freeze(
    [...areas].sort((a, b) => a.area.localeCompare(b.area)).flatMap((area) => area.routes),
  )

  const byName = new Map<string, RouteDef>()
  const byPath = new Map<string, RouteDef>()
  for (const route of routes) {
    const sameName = byName.get(route.name)
    if (sameName)
      throw new Error(`Route name '${route.name}' is declared by ${sameName.area} and ${route.area}`)
    const samePath = byPath.get(route.path)
    if (samePath)
      throw new Error(`Route path '${route.path}' is declared by ${samePath.area} and ${route.area}`)
    byName.set(route.name, route)
    byPath.set(route.path, route)
  }

  // Sorted most specific first, so the first match is the winner: static segments beat params,
  // segment by segment from the left ('/learn-{slug}' beats '/{id}', '/courses' beats both).
  const compiled: CompiledRoute[] = routes
    .map((route) => {
      const segments = splitPath(route.path).map(parseSegment)
      const rank = segments.map((s) => (s.kind === 'static' ? 3 : s.prefix || s.suffix ? 2 : 1))
      return { route, segments, rank }
    })
    .sort((a, b) => a.segments.length - b.segments.length || compareRank(a.rank, b.rank))
  const compiledByName = new Map(compiled.map((c) => [c.route.name, c]))

  return {
    routes,

    matchRoute(path) {
      const pathname = path.split(/[?#]/, 1)[0]
      const parts: string[] = []
      for (const raw of splitPath(pathname)) {
        const decoded = safeDecode(raw)
        if (decoded === null) return null
        parts.push(decoded)
      }
      for (const candidate of compiled) {
        if (candidate.segments.length !== parts.length) continue
        const params = matchSegments(candidate.segments, parts)
        if (params) return { route: candidate.route, params }
      }
      return null
    },

    routeByName(name) {
      return byName.get(parseName(name).base)
    },

    routeUrl(name, params = {}, locale, explicitItPrefix = false) {
      const parsed = parseName(name)
      const target = compiledByName.get(parsed.base)
      if (!target) throw new Error(`Unknown route name: ${name}`)
      const effectiveLocale = locale ?? parsed.locale ?? DEFAULT_LOCALE

      const path = target.segments
        .map((segment) => {
          if (segment.kind === 'static') return segment.value
          const value = params[segment.name]
          if (value === undefined || value === null || String(value) === '') {
            throw new Error(`Route ${parsed.base} needs the param "${segment.name}"`)
          }
          return segment.prefix + encodeURIComponent(String(value)) + segment.suffix
        })
        .join('/')

      const prefixed = effectiveLocale !== DEFAULT_LOCALE || explicitItPrefix
      if (!prefixed) return `/${path}`
      return path === '' ? `/${effectiveLocale}` : `/${effectiveLocale}/${path}`
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Locales and names

const LOCALE_SUFFIX = '___'

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/** '/en/courses' -> en, explicit, '/courses'; '/courses' -> it, implicit; '/it' -> '/'. */
export function splitLocale(pathname: string): { locale: Locale; explicit: boolean; path: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname)
  if (match && isLocale(match[1])) {
    const rest = match[2]
    const path = rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
    return { locale: match[1], explicit: true, path }
  }
  return { locale: DEFAULT_LOCALE, explicit: false, path: pathname === '' ? '/' : pathname }
}

/** The route name with the locale code appended, as the SPEC's redirects use it: 'login___en'. */
export function localizedName(name: string, locale: Locale): string {
  return `${name}${LOCALE_SUFFIX}${locale}`
}

function parseName(name: string): { base: string; locale: Locale | undefined } {
  const at = name.lastIndexOf(LOCALE_SUFFIX)
  if (at === -1) return { base: name, locale: undefined }
  const suffix = name.slice(at + LOCALE_SUFFIX.length)
  return isLocale(suffix) ? { base: name.slice(0, at), locale: suffix } : { base: name, locale: undefined }
}

/**
 * First path segments the server answers itself (API, files, the realtime server, dev tools), and
 * words that would pass for the site speaking (issue 32 item 11), which no profile may take.
 */
const SERVER_SEGMENTS = [
  'api',
  'sanctum',
  'app',
  'apps',
  'assets',
  'media',
  'charts',
  'uploads',
  'files',
  'static',
  'dev',
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'aula',
  'staff',
  'moderator',
  'security',
  'www',
  'mail',
  'null',
  'undefined',
]

/** The static first segment of every route ('/admin/users' -> 'admin'), per table. */
const firstSegments = new WeakMap<RouteTable, Set<string>>()

function firstSegmentsOf(table: RouteTable): Set<string> {
  let segments = firstSegments.get(table)
  if (!segments) {
    segments = new Set(
      table.routes
        .map((route) => splitPath(route.path)[0])
        .filter((segment): segment is string => !!segment && !segment.includes('{'))
        .map((segment) => segment.toLowerCase()),
    )
    firstSegments.set(table, segments)
  }
  return segments
}

/**
 * Whether a profile address (`/{slug}`, the public-profile route) would be hidden by a page of the
 * table, a language prefix or the server's own paths, or would begin a page's path: "courses",
 * "admin" (/admin/users), "en" or "api" cannot be anyone's.
 */
export function isReservedSlug(table: RouteTable, slug: string): boolean {
  const segment = slug.toLowerCase()
  if (isLocale(segment) || SERVER_SEGMENTS.includes(segment)) return true
  if (firstSegmentsOf(table).has(segment)) return true
  const match = table.matchRoute(`/${segment}`)
  return match !== null && !match.route.guards.includes('public-profile')
}
