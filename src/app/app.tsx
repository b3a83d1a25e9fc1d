import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
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

export function App() {
  useEffect(() => installGlobalErrorHandlers(), [])
  const interactive = useInteractive()
  return (
    <I18nProvider i18n={i18n}>
      <LocaleSync />
      <AppErrorBoundary>
        <AppRouter />
        <LoginPromptHost />
        <OverlayChrome />
      </AppErrorBoundary>
      {interactive && (
        <Suspense fallback={null}>
          <VersionBanner />
        </Suspense>
      )}
    </I18nProvider>
  )
}
