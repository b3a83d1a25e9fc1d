/**
 * Business constants of SPEC.md §9, shared by the SPA, the machines and the server.
 * Changing a value here changes it everywhere; tests pin the ones the SPEC fixes.
 */

export const LOCALES = ['it', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE = 'it' satisfies Locale
export const LOCALE_TAGS = { it: 'it-IT', en: 'en-US' } as const satisfies Record<Locale, string>
export const LOCALE_COOKIE = 'i18n_locale'
export const LOCALE_COOKIE_DAYS = 365

export const DEFAULT_PAGE_SIZE = 10

/** The largest id a row can have (PostgreSQL's integer): the bound of every id a request names. */
export const ID_MAX = 2_147_483_647

/** Longest search text a list filter takes (a name, a competence, a place). */
export const SEARCH_TEXT_MAX = 100
/**
 * Longest free-text search of the course catalogue. Here rather than in courses/schemas.ts so the
 * search boxes of the home and the catalogue can use it without loading valibot.
 */
export const COURSE_SEARCH_MAX_LENGTH = 100

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export const DIALOG_SIZES = { sm: 384, md: 652, lg: 896 } as const
export const DIALOG_TRANSITION_MS = 350
export const LOGIN_DIALOG_WIDTH = 500
export const RESIZE_THROTTLE_MS = 500
export const DIALOG_HEIGHT_RECALC_MS = 200
export const ICON_SIZES = { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 } as const
export const LOGO_SIZE = 115

/** The session token, HttpOnly: set and cleared by the server, never read by the SPA. */
export const TOKEN_COOKIE = 'token'
/** "1" while the HttpOnly token cookie exists: how the SPA knows there is a user to load. */
export const SESSION_COOKIE = 'aula_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
/** Statuses an idempotent request is retried on, once (SPEC.md §8). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** A chunk-load failure reloads the page at most once in this window, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const VIDEO_UPLOAD_RETRY_DELAYS = [0, 3000, 5000, 10000, 20000] as const
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000] as const

export const DEFAULT_PHONE_CODE = '0039'
export const DEFAULT_PERSON_TYPE = 'fisica'
export const DEFAULT_ROLE = 'student'
export const ADULT_AGE = 18
export const REALTIME_CLUSTER = 'eu'

// The SPEC gives these UI defaults in Italian; views still pass them through Lingui.
export const DIALOG_CLOSE_LABEL = 'Chiudi modale'
export const CONFIRM_YES = 'OK'
export const CONFIRM_NO = 'Annulla'

export type SubscriptionInterval = 'month' | 'year'

const INTERVAL_LABELS: Record<SubscriptionInterval, Record<Locale, Record<number, string>>> = {
  month: {
    it: { 1: 'mensile', 2: 'bimestrale', 3: 'trimestrale', 4: 'quadrimestrale', 6: 'semestrale' },
    en: { 1: 'monthly', 2: 'bimonthly', 3: 'quarterly', 4: 'four-monthly', 6: 'six-monthly' },
  },
  year: {
    it: { 1: 'annuale', 2: 'biennale', 3: 'triennale', 4: 'quadriennale' },
    en: { 1: 'annual', 2: 'biennial', 3: 'triennial', 4: 'quadrennial' },
  },
}

const INTERVAL_FALLBACK: Record<SubscriptionInterval, Record<Locale, string>> = {
  month: { it: 'mesi', en: 'months' },
  year: { it: 'anni', en: 'years' },
}

/**
 * Label of a subscription's billing period (SPEC.md §9): named periods for the usual counts,
 * 'N mesi' / 'N years' otherwise. Kept as a plain table rather than Lingui messages because the
 * server renders it too (invoices, e-mails) without the Lingui runtime.
 */
export function subscriptionIntervalLabel(
  interval: SubscriptionInterval,
  count: number,
  locale: Locale,
): string {
  const named = INTERVAL_LABELS[interval][locale][count]
  return named ?? `${count} ${INTERVAL_FALLBACK[interval][locale]}`
}

/** A course's level (the catalogue's and the search's filter). */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const

/** The catalogue's orders: newest first (the default), most learners, best rated, cheapest, dearest. */
export const COURSE_SORTS = ['newest', 'popular', 'rated', 'price_asc', 'price_desc'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]

/** The highest price filter of the catalogue, in euros. */
export const COURSE_PRICE_FILTER_MAX = 100_000
