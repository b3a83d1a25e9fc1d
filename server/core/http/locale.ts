/**
 * Which language to answer in. Messages follow the UI: the SPA sends its locale as Accept-Language;
 * without one, a logged-in user's stored locale, then Italian (the default of SPEC.md §9).
 */
import type { FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contracts/core/constants.ts'

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/** The best supported language of an Accept-Language header, by q-value, or undefined. */
export function parseAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale)
}

export function requestLocale(request: FastifyRequest): Locale {
  return (
    parseAcceptLanguage(request.headers['accept-language']) ??
    (request.user && isLocale(request.user.locale) ? request.user.locale : undefined) ??
    DEFAULT_LOCALE
  )
}
