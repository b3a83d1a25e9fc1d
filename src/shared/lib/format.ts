/** Locale-aware formatting for views: prices, dates, durations (SPEC.md §5: dates DD/MM/YYYY in Italian). */
import { LOCALE_TAGS, type Locale } from '../../../contracts/core/constants'

/** Euro cents to a localized price; null for 0 so the caller can show its own 'Gratis'/'Free'. */
export function formatPrice(cents: number, locale: Locale, currency = 'EUR'): string | null {
  if (cents === 0) return null
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(cents / 100)
}

/** '2025-03-07T…' -> '07/03/2025' in Italian, '03/07/2025' in English. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date)
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value)
}

export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

/** Seconds to a compact duration: '45 min', '2 h 05 min'. Units are the same in both locales. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`
}
