import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { LoginPromptHost } from '../session/require-login'
import { i18n } from '../shared/i18n'
import { useInteractive } from '../shared/lib/interactive'
import { installGlobalErrorHandlers } from './app-error'
import { OverlayChrome } from './area-chrome'
import { AppErrorBoundary } from './error-boundary'
import { LocaleSync } from './locale-sync'
import { AppRouter } from './router'

// Not needed to use the page: the version check (and xstate for it) loads once the first page is interactive.
const VersionBanner = lazy(() => import('./version-banner').then((m) => ({ default: m.VersionBanner })))

/** Mounted once the first page is interactive; its own component, so that moment re-renders nothing else. */
function LateVersionBanner() {
  const interactive = useInteractive()
  return interactive ? (
    <Suspense fallback={null}>
      <VersionBanner />
    </Suspense>
  ) : null
}

const activeLocale = () => i18n.locale
const onChange = (listener: () => void) => i18n.on('change', listener)

/**
 * Lingui's context, new only when the language changes. Lingui's own I18nProvider makes a new one
 * on every `change` event, which a catalog part's arrival fires too (a lazy module's texts, loaded
 * before the module: src/shared/i18n): a context change reaches every part of a page drawn by the
 * server that is not hydrated yet (a data section whose chunk is on its way), and React then drops
 * that part's markup for its fallback and draws it anew. A part's texts are for the module that
 * brought them, which reads them when it renders; nothing drawn before needs drawing again.
 */
function AppI18nProvider({ i18n: instance, children }: { i18n: I18n; children: ReactNode }) {
  const locale = useSyncExternalStore(onChange, activeLocale, activeLocale)
  const context = useMemo(
    () => ({ i18n: instance, _: instance.t.bind(instance), locale }),
    [instance, locale],
  )
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>
}

export function App() {
  useEffect(() => installGlobalErrorHandlers(), [])
  return (
    <AppI18nProvider i18n={i18n}>
      <LocaleSync />
      <AppErrorBoundary>
        <AppRouter />
        <LoginPromptHost />
        <OverlayChrome />
      </AppErrorBoundary>
      <LateVersionBanner />
    </AppI18nProvider>
  )
}
