import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react'

/**
 * Lingui's context for the app, new only when the language changes. Lingui's own I18nProvider makes
 * a new one on every `change` event, which LocaleSync's activate and each catalog part's arrival
 * fire too (a lazy module's texts, loaded before the module: ./index.ts withTexts): every
 * `useLingui` then renders again, the whole page at once, and while a page drawn by the server is
 * being hydrated that update makes React take the rest of the page over in one blocking task
 * instead of in short slices (issue 37's Total Blocking Time), or drop its markup and draw it anew.
 * A part's texts are for the module that brought them, which reads them when it renders: nothing
 * drawn before needs drawing again.
 */
export function AppI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback((listener: () => void) => i18n.on('change', listener), [i18n])
  const locale = useSyncExternalStore(
    subscribe,
    () => i18n.locale,
    () => i18n.locale,
  )
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n), locale }), [i18n, locale])
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>
}
