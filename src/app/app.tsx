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
