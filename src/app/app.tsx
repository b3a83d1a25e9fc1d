import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
import { LoginPromptHost } from '../session/require-login'
import { i18n } from '../shared/i18n'
import { AppI18nProvider } from '../shared/i18n/provider'
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

/**
 * `drawn`: the page came drawn by the server and this app takes its markup over (main.tsx). Taking it
 * over wants a Lingui context that changes only with the language (AppI18nProvider: any other update
 * from above makes React take the rest of the page over in one long task); an app the browser draws
 * itself keeps Lingui's own provider, a new context on every catalog part: measured, with the other a
 * door's page (/login, /register/{role}) committed only once later chunks had arrived, 155 KiB of
 * scripts before it was interactive instead of 97 (BENCH_ONLY=sizes npm run bench).
 */
export function App({ drawn = true }: { drawn?: boolean }) {
  const LinguiProvider = drawn ? AppI18nProvider : I18nProvider
  useEffect(() => installGlobalErrorHandlers(), [])
  return (
    <LinguiProvider i18n={i18n}>
      <LocaleSync />
      <AppErrorBoundary>
        <AppRouter />
        <LoginPromptHost />
        <OverlayChrome />
      </AppErrorBoundary>
      <LateVersionBanner />
    </LinguiProvider>
  )
}
