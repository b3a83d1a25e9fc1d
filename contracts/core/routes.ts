/**
 * The route table of SPEC.md §2, shared by the SPA router, the server's history fallback and the
 * tests. Paths are SPEC-style patterns without the locale prefix; every route also exists under
 * /it and /en (splitLocale strips it). Names follow Nuxt's file-based naming, because the SPEC's
 * redirects refer to routes by those names ('onboarding-index-user-details', …) with the locale
 * appended ('login___en').
 *
 * Layout choice:
 * - 'public'    marketing and open pages a visitor lands on (home, catalogue, directories, public profiles, /dev);
 * - 'empty'     focused flows with no navigation: authentication, e-mail verification, both onboardings;
 * - 'dashboard' the logged-in app with the sidebar (feed, messages, settings, personal lists, instructor, job management);
 * - 'default'   pages both visitors and users reach from inside the app: search, the lesson player, job
 *               listings, the purchase flow.
 *
 * Guards are declared here and enforced by the session machine; a child page lists its parent's
 * guards too, so a route's guards are complete without walking the tree.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'

export type GuardName = 'logged-in' | 'not-logged-in' | 'not-subscribed' | 'profile' | 'public-profile'
export type LayoutName = 'dashboard' | 'default' | 'public' | 'empty'

export interface RouteDef {
  /** Nuxt-style name without the locale suffix. */
  name: string
  /** SPEC-style pattern without the locale prefix: '/course/{slug}', '/learn-{slug}/free/{id}'. */
  path: string
  guards: GuardName[]
  layout: LayoutName
  /** Feature folder in src/features. */
  area: string
  /** 'placeholder' pages show their layout and title only until their issue lands. */
  status: 'ready' | 'placeholder'
}

type Def = [name: string, path: string, guards: GuardName[], layout: LayoutName, area: string]

const LOGGED_IN: GuardName[] = ['logged-in']
const WITH_PROFILE: GuardName[] = ['logged-in', 'profile']
const NONE: GuardName[] = []

const READY = new Set([
  // public catalogue (platform foundation)
  '/',
  '/courses',
  '/course/{slug}',
  '/trainers',
  '/trainers/all',
  '/students',
  '/hr',
  '/dev',
  // accounts
  '/login',
  '/register',
  '/register/student',
  '/register/formatore',
  '/register/hr',
  '/password-forgotten',
  '/verify/email/{token}',
  '/verify/email/check-your-email',
])

const PURCHASE_STEPS = ['billing-information', 'payment-methods', 'order-completed'] as const
const INSTRUCTOR_MANAGE = [
  'goals',
  'heading',
  'lessons',
  'materials',
  'presentation',
  'price',
  'recipients',
] as const
const STUDENT_ONBOARDING = [
  'phone-number',
  'confirm-number',
  'identity-confirmed',
  'interests-select',
] as const
const ONBOARDING_STEPS = [
  'user-details',
  'billing-information',
  'biography',
  'documents',
  'hr-details',
  'hr-social',
  'social',
  'interests-select',
  'mission',
  'skill-select',
  'subscriptions',
  'payment-methods',
  'payment-pending',
  'order-completed',
  'profile-completed',
] as const
const NOT_SUBSCRIBED_STEPS = new Set<string>(['payment-methods', 'subscriptions'])

const defs: Def[] = [
  // Public or open layout
  ['index', '/', NONE, 'public', 'public'],
  ['courses', '/courses', NONE, 'public', 'courses'],
  ['course-slug', '/course/{slug}', NONE, 'public', 'courses'],
  ['students', '/students', NONE, 'public', 'public'],
  ['trainers', '/trainers', NONE, 'public', 'public'],
  ['trainers-all', '/trainers/all', NONE, 'public', 'public'],
  ['hr', '/hr', NONE, 'public', 'public'],
  ['id', '/{id}', ['public-profile'], 'public', 'profile'],
  ['s-id', '/s/{id}', ['public-profile'], 'public', 'profile'],
  ['dev', '/dev', NONE, 'public', 'public'],

  // Search
  ['search', '/search', NONE, 'default', 'search'],
  ['search-results-categories-category', '/search/results/categories/{category}', NONE, 'default', 'search'],
  ['search-results-companies', '/search/results/companies', NONE, 'default', 'search'],
  ['search-results-courses', '/search/results/courses', NONE, 'default', 'search'],
  ['search-results-students', '/search/results/students', NONE, 'default', 'search'],
  ['search-results-topics-topic', '/search/results/topics/{topic}', NONE, 'default', 'search'],
  ['search-results-trainers', '/search/results/trainers', NONE, 'default', 'search'],

  // Learning
  ['learn-slug', '/learn-{slug}', NONE, 'default', 'learning'],
  ['learn-slug-id', '/learn-{slug}/{id}', NONE, 'default', 'learning'],
  ['learn-slug-free-id', '/learn-{slug}/free/{id}', NONE, 'default', 'learning'],
  ['myprogress', '/myprogress', LOGGED_IN, 'dashboard', 'learning'],
  ['mypurchases', '/mypurchases', LOGGED_IN, 'dashboard', 'learning'],
  ['myproducts', '/myproducts', LOGGED_IN, 'dashboard', 'instructor'],
  ['myfavorites', '/myfavorites', LOGGED_IN, 'dashboard', 'learning'],

  // Purchase flow: buying needs an account to attach the order to.
  ...(['course', 'feature'] as const).flatMap((kind) =>
    PURCHASE_STEPS.map((step): Def => [
      `buy-${kind}-id-${step}`,
      `/buy/${kind}/{id}/${step}`,
      LOGGED_IN,
      'default',
      'checkout',
    ]),
  ),

  // Social and personal
  ['feed', '/feed', LOGGED_IN, 'dashboard', 'social'],
  ['posts-id', '/posts/{id}', LOGGED_IN, 'dashboard', 'social'],
  ['notifications', '/notifications', LOGGED_IN, 'dashboard', 'social'],
  ['diary', '/diary', LOGGED_IN, 'dashboard', 'social'],
  ['dms', '/dms', LOGGED_IN, 'dashboard', 'messages'],
  ['dms-new-id', '/dms/new/{id}', LOGGED_IN, 'dashboard', 'messages'],
  ['extra-features', '/extra-features', LOGGED_IN, 'dashboard', 'checkout'],
  ['referrals', '/referrals', LOGGED_IN, 'dashboard', 'social'],
  ['me', '/me', WITH_PROFILE, 'dashboard', 'profile'],
  ['me-s', '/me/s', WITH_PROFILE, 'dashboard', 'profile'],
  ['mysettings', '/mysettings', LOGGED_IN, 'dashboard', 'settings'],
  ['mysettings-account', '/mysettings/account', LOGGED_IN, 'dashboard', 'settings'],
  ['mysettings-billing', '/mysettings/billing', LOGGED_IN, 'dashboard', 'settings'],
  ['mysettings-help', '/mysettings/help', LOGGED_IN, 'dashboard', 'settings'],
  ['mysettings-subscription', '/mysettings/subscription', LOGGED_IN, 'dashboard', 'settings'],

  // Jobs: listings are public (applying asks for login), management is personal.
  ['joblistings', '/joblistings', NONE, 'default', 'jobs'],
  ['joblistings-id', '/joblistings/{id}', NONE, 'default', 'jobs'],
  ['joblistings-manage-id', '/joblistings/manage/{id}', LOGGED_IN, 'dashboard', 'jobs'],
  ['joblistings-manage-create', '/joblistings/manage/create', LOGGED_IN, 'dashboard', 'jobs'],

  // Instructor
  ['instructor-course-create', '/instructor/course/create', WITH_PROFILE, 'dashboard', 'instructor'],
  ['instructor-course-id', '/instructor/course/{id}', WITH_PROFILE, 'dashboard', 'instructor'],
  ...INSTRUCTOR_MANAGE.map((child): Def => [
    `instructor-course-id-manage-${child}`,
    `/instructor/course/{id}/manage/${child}`,
    WITH_PROFILE,
    'dashboard',
    'instructor',
  ]),

  // Authentication
  ['login', '/login', NONE, 'empty', 'auth'],
  ['register', '/register', ['not-logged-in'], 'empty', 'auth'],
  ['register-student', '/register/student', ['not-logged-in'], 'empty', 'auth'],
  ['register-formatore', '/register/formatore', ['not-logged-in'], 'empty', 'auth'],
  ['register-hr', '/register/hr', ['not-logged-in'], 'empty', 'auth'],
  ['password-forgotten', '/password-forgotten', NONE, 'empty', 'auth'],

  // E-mail verification: the link in the e-mail may be opened in a browser without a session.
  ['verify-email-token', '/verify/email/{token}', NONE, 'empty', 'auth'],
  ['verify-email-check-your-email', '/verify/email/check-your-email', NONE, 'empty', 'auth'],

  // Student onboarding
  ['onboarding-student', '/onboarding-student', LOGGED_IN, 'empty', 'onboarding'],
  ...STUDENT_ONBOARDING.map((child): Def => [
    `onboarding-student-index-${child}`,
    `/onboarding-student/${child}`,
    LOGGED_IN,
    'empty',
    'onboarding',
  ]),

  // General onboarding
  ['onboarding', '/onboarding', WITH_PROFILE, 'empty', 'onboarding'],
  ...ONBOARDING_STEPS.map((child): Def => [
    `onboarding-index-${child}`,
    `/onboarding/${child}`,
    NOT_SUBSCRIBED_STEPS.has(child) ? [...WITH_PROFILE, 'not-subscribed'] : WITH_PROFILE,
    'empty',
    'onboarding',
  ]),
]

export const routes: readonly RouteDef[] = Object.freeze(
  defs.map(([name, path, guards, layout, area]) =>
    Object.freeze({
      name,
      path,
      guards: [...guards],
      layout,
      area,
      status: READY.has(path) ? 'ready' : 'placeholder',
    } satisfies RouteDef),
  ),
)

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

// Sorted most specific first, so the first match is the winner: static segments beat params,
// segment by segment from the left ('/learn-{slug}' beats '/{id}', '/courses' beats both).
const compiled: CompiledRoute[] = routes
  .map((route) => {
    const segments = splitPath(route.path).map(parseSegment)
    const rank = segments.map((s) => (s.kind === 'static' ? 3 : s.prefix || s.suffix ? 2 : 1))
    return { route, segments, rank }
  })
  .sort((a, b) => a.segments.length - b.segments.length || compareRank(a.rank, b.rank))

const byName = new Map(routes.map((route) => [route.name, route]))
const compiledByName = new Map(compiled.map((c) => [c.route.name, c]))

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

/**
 * Finds the route of a path without locale prefix. Trailing slashes, a query string or a hash are
 * ignored and segments are URL-decoded, so params come back as the user typed them.
 */
export function matchRoute(path: string): { route: RouteDef; params: Record<string, string> } | null {
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

/** Accepts a bare name ('login') or a localized one ('login___en'). */
export function routeByName(name: string): RouteDef | undefined {
  return byName.get(parseName(name).base)
}

/**
 * Builds the URL of a named route. Italian is unprefixed unless explicitItPrefix is set (the user
 * came in through /it and should stay there); English is always under /en. A localized name
 * ('login___en') carries its locale when none is passed. Throws on an unknown name or a missing
 * param, because a broken link is a programming error, not something to render.
 */
export function routeUrl(
  name: string,
  params: Record<string, string | number> = {},
  locale?: Locale,
  explicitItPrefix = false,
): string {
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
}
