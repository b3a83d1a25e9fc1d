/**
 * A contract's schema factory turned into a hook that speaks the UI language: labels and messages go
 * through Lingui. One set of schemas per language, built on first use: the translator reads the
 * catalog that is active when it runs, and the schemas are rebuilt by no render after that.
 */
import { useLingui } from '@lingui/react'
import type { Translate } from '../../../contracts/core/validation/translate'

export function localizedSchemas<T>(create: (translate: Translate) => T): () => T {
  const byLocale = new Map<string, T>()
  return function useLocalizedSchemas() {
    const { i18n } = useLingui()
    let schemas = byLocale.get(i18n.locale)
    if (!schemas) {
      schemas = create((descriptor, values) =>
        i18n._({ id: descriptor.id, message: descriptor.message, values }),
      )
      byLocale.set(i18n.locale, schemas)
    }
    return schemas
  }
}
