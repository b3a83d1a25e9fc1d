/**
 * Build and test time only (src/app/page-texts.ts): both languages of every area's catalog at once, to render a message in
 * every language without switching the app's Lingui. The SPA never imports it, so each page still
 * downloads only its own catalog (./index.ts).
 */
import { setupI18n, type MessageDescriptor } from '@lingui/core'
import { LOCALES, type Locale } from '../../../contracts/core/constants'
import { en, it } from 'virtual:aula-catalogs/whole'

export type LocalizedText = Record<Locale, string>

/** The message in every locale: { it, en }. */
export function translateAll(descriptor: MessageDescriptor): LocalizedText {
  const i18n = setupI18n({ locale: 'it', messages: { it, en } })
  return Object.fromEntries(
    LOCALES.map((locale) => {
      i18n.activate(locale)
      return [locale, i18n._(descriptor)]
    }),
  ) as LocalizedText
}
