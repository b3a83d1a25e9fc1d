/**
 * How validation messages become text. The SPA passes Lingui's `(d, values) => i18n._({ ...d, values })`; the
 * server, which has no Lingui runtime, uses these small translators that format the Italian source text
 * or the English table with the ICU subset of contracts/core/icu.ts.
 */
import type { Locale } from '../constants'
import { format } from '../icu'
import type { MessageDescriptor } from './messages'
import { validationMessagesEn } from './messages.en'

export type Translate = (
  descriptor: { id: string; message?: string },
  values?: Record<string, unknown>,
) => string

/**
 * Fills `{name}` placeholders and ICU `plural`/`select` arguments (contracts/core/icu.ts); unknown
 * placeholders are left visible so a missing value is noticed. Italian and English pick the same
 * plural category for every count, so the source language's rules serve both tables.
 */
export function interpolate(message: string, values: Record<string, unknown> = {}): string {
  return format(message, values, 'it')
}

/** A translator reading an id -> text table, falling back to the descriptor's source text. */
export function createTranslate(table: Readonly<Record<string, string>>): Translate {
  return (descriptor: MessageDescriptor, values) =>
    interpolate(table[descriptor.id] ?? descriptor.message ?? descriptor.id, values)
}

/** The Italian source text, as written in the descriptors. */
export const translateIt: Translate = createTranslate({})
export const translateEn: Translate = createTranslate(validationMessagesEn)

/** The translator for a locale code; anything but English gets the Italian source. */
export function translateFor(locale: Locale | string | undefined): Translate {
  return locale === 'en' ? translateEn : translateIt
}

/**
 * A family of schemas built once per language, for the server: `schemasFor(locale)` answers the
 * English one for 'en' and the Italian source text for anything else, always the same object.
 */
export function perLocale<S>(
  create: (t: Translate) => S,
  english: Translate,
): (locale: Locale | string | undefined) => S {
  const italian = create(translateIt)
  const inEnglish = create(english)
  return (locale) => (locale === 'en' ? inEnglish : italian)
}
