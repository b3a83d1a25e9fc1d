/**
 * The only module that sets Lingui up. The URL prefix picks the locale (none = Italian, /it, /en);
 * the choice is remembered in a cookie for a year so the server can honour it on a bare visit.
 * Only the active language is downloaded, and of it only what is shown: the catalog is cut at build
 * time into a shell part (the public layout, shared UI, anything shown before a lazily loaded module
 * arrives) and a part for each module loaded with `import()` — a page, a layout, the notifications,
 * a door's rules — which that import waits for (withTexts, scripts/catalog-parts.ts); switching
 * language loads the parts needed so far.
 */
import { i18n, type Messages } from '@lingui/core'
import { shell as shellParts } from 'virtual:aula-catalogs'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
} from '../../../contracts/core/constants'

export { i18n }

type Loaders = Record<Locale, () => Promise<{ messages: Messages }>>

/** The lazy parts asked for so far (withTexts), by name: they follow a change of language. */
const lazyParts = new Map<string, Loaders>()
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

/** Downloads the shell's part of a language and the lazy parts asked for so far, each once. */
export async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all([
    loadPart(locale, 'shell', shellParts[locale]),
    ...[...lazyParts].map(([part, loaders]) => loadPart(locale, part, loaders[locale])),
  ])
}

/**
 * The texts a module loaded with `import()` shows that the shell part does not have, in the active
 * language (and in any language switched to later), before the import resolves.
 * scripts/catalog-parts-plugin.ts writes the calls at build time, so a lazily loaded page, piece of
 * the frame (the notifications, the login prompt) or door's rules never shows a message id, and the
 * shell part holds only what shows before them: `import('./x')` becomes
 * `withTexts(import('./x'), 'lazy-x', loaders)` (both downloads at once)…
 */
export function withTexts<M>(module: Promise<M>, part: string, loaders: Loaders): Promise<M> {
  return Promise.all([module, loadTexts(part, loaders)]).then(([loaded]) => loaded)
}

/** …or, for a module the shell loads, `thenTexts(import('./x'))`: the part the module names, once it is there. */
export function thenTexts<M>(module: Promise<M>): Promise<M> {
  return module.then((loaded) => {
    const own = (loaded as { __aulaTexts?: [string, Loaders] }).__aulaTexts
    return own ? loadTexts(...own).then(() => loaded) : loaded
  })
}

function loadTexts(part: string, loaders: Loaders): Promise<void> {
  lazyParts.set(part, loaders)
  const locale = currentLocale()
  return loadPart(locale, part, loaders[locale])
}

/** Tests that render pages or lazily loaded modules without importing them lazily: every part of a language. */
export async function loadEveryCatalogPart(locale: Locale): Promise<void> {
  const { every } = await import('virtual:aula-catalogs/lazy')
  // the whole catalog as one more part: it follows a change of language like the others
  lazyParts.set('every', every)
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
