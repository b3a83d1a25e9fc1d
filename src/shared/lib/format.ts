/** Locale-aware formatting for views: prices, dates, durations (SPEC.md §5: dates DD/MM/YYYY in Italian). */
import { LOCALE_TAGS, type Locale } from '../../../contracts/core/constants'

/** Euro cents to a localized amount, 0 included ('0,00 €'): money earned or owed, not a price. */
export function formatAmount(cents: number, locale: Locale, currency = 'EUR'): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(cents / 100)
}

/** Euro cents to a localized price; null for 0 so the caller can show its own 'Gratis'/'Free'. */
export function formatPrice(cents: number, locale: Locale, currency = 'EUR'): string | null {
  return cents === 0 ? null : formatAmount(cents, locale, currency)
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

/** A day of a chart's time axis (seconds since the epoch, UTC): '07/09' in Italian, '9/7' in English. */
export function formatDayMonth(seconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(seconds * 1000))
}

/**
 * How a word begins, for the Italian preposition before it: 'a' when it begins with an a (the
 * 'd eufonica': "ad Annuale", "ad alta voce"), 'other' otherwise ("a Mensile", "a ogni"), as the
 * Accademia della Crusca advises. A message chooses with ICU select: {sound, select, a {ad} other {a}}.
 */
export function initialSound(word: string): 'a' | 'other' {
  return /^[aàá]/i.test(word.trim().normalize('NFC')) ? 'a' : 'other'
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

// Durations and percentages: one helper for every page, the certificate and the API.
export { formatDuration, percentOf } from '../../../contracts/core/duration'

// Graphemes, not UTF-16 units: `name[0]` splits an emoji or a surrogate pair in half (a lone
// surrogate renders as �) and drops the accent written as a combining mark after its letter.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
/** A grapheme worth showing as an initial: a letter, a digit or an emoji, not '-' or '('. */
const SHOWABLE = /[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u

/**
 * Up to two initials of a name, for an avatar without a picture: 'Lia Rossi' -> 'LR',
 * 'élodie ürün' -> 'ÉÜ' (whichever way the accents are encoded), '👩🏽‍💻 Ada' -> '👩🏽‍💻A'.
 * Words without a letter, digit or emoji (the '-' of a company's last name) are skipped.
 */
export function initials(name: string): string {
  const result: string[] = []
  for (const word of name.normalize('NFC').split(/\s+/)) {
    if (result.length === 2) break
    for (const { segment } of graphemes.segment(word)) {
      if (!SHOWABLE.test(segment)) continue
      const upper = segment.toUpperCase()
      // 'ß' becomes 'SS': keep a letter whose capital is longer than one grapheme as it is.
      result.push([...graphemes.segment(upper)].length === 1 ? upper : segment)
      break
    }
  }
  return result.join('')
}

/**
 * A language's name in the page's language ('italiano', 'inglese' in Italian; 'Italian', 'English'
 * in English), for what a course is taught in. Language pickers keep each language's own name.
 */
export function formatLanguage(code: string, locale: Locale): string {
  return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'language' }).of(code) ?? code
}
