/**
 * The only module that sets Lingui up. The URL prefix picks the locale (none = Italian, /it, /en);
 * the choice is remembered in a cookie for a year so the server can honour it on a bare visit.
 * Only the active catalog is downloaded: each locale's .po is its own chunk via @lingui/vite-plugin.
 */
import { i18n, type Messages } from '@lingui/core'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
} from '../../../contracts/core/constants'

export { i18n }

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  it: () => import('../../../locales/it/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
}

const loaded = new Set<Locale>()

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Downloads a catalog once; later calls resolve immediately. */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const { messages } = await loaders[locale]()
  i18n.load(locale, messages)
  loaded.add(locale)
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
