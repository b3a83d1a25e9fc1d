/**
 * The only module that sets Lingui up. The URL prefix picks the locale (none = Italian, /it, /en);
 * the choice is remembered in a cookie for a year so the server can honour it on a bare visit.
 * Only the active language is downloaded, and of it only what the pages shown need: the catalog is
 * cut at build time into a shell part (layouts, shared UI, anything shown before a page loads) and
 * one part per area (scripts/catalog-parts.ts); a page waits for its area's part
 * (src/shared/lib/manifest.ts), and switching language loads the parts needed so far.
 */
import { i18n, type Messages } from '@lingui/core'
import { areas as areaParts, shell as shellParts } from 'virtual:aula-catalogs'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
} from '../../../contracts/core/constants'

export { i18n }

/** Areas whose pages were asked for: their parts follow a change of language. */
const wantedAreas = new Set<string>()
/** `${locale}/${part}` -> its load, once. */
const loads = new Map<string, Promise<void>>()

function loadPart(locale: Locale, part: string, load: () => Promise<{ messages: Messages }>) {
  const key = `${locale}/${part}`
  let pending = loads.get(key)
  if (!pending) {
    pending = load().then(({ messages }) => i18n.load(locale, messages))
    // a failed download may be tried again (the chunk-reload logic handles a new build)
    pending.catch(() => loads.delete(key))
    loads.set(key, pending)
  }
  return pending
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Downloads the shell's part of a language and the parts of the areas shown so far, each once. */
export async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all([
    loadPart(locale, 'shell', shellParts[locale]),
    ...[...wantedAreas].map((area) => loadPart(locale, area, areaParts[area][locale])),
  ])
}

/**
 * The messages of an area's pages in the active language (and in any language switched to later).
 * An area with no messages of its own has no part: nothing to wait for.
 */
export async function loadAreaCatalog(area: string): Promise<void> {
  if (!(area in areaParts)) return
  wantedAreas.add(area)
  await loadPart(currentLocale(), area, areaParts[area][currentLocale()])
}

/** Tests that render an area's pages without the router: every part of a language. */
export async function loadEveryCatalogPart(locale: Locale): Promise<void> {
  for (const area of Object.keys(areaParts)) wantedAreas.add(area)
  await loadCatalog(locale)
}

/** Loads the catalog, switches Lingui and sets `<html lang>` so assistive tech reads the right language. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale)
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** BCP 47 tag for Intl formatters ('it-IT', 'en-US'). */
export function localeTag(locale: Locale = currentLocale()): string {
  return LOCALE_TAGS[locale]
}

export function rememberLocale(locale: Locale, now: Date = new Date()): void {
  if (typeof document === 'undefined') return
  const expires = new Date(now.getTime() + LOCALE_COOKIE_DAYS * 24 * 60 * 60 * 1000)
  document.cookie = `${LOCALE_COOKIE}=${locale}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`
}
