import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
import { i18n } from '../lib/i18n'
import { installGlobalErrorHandlers } from './app-error'
import { AppErrorBoundary } from './error-boundary'
import { LocaleSync } from './locale-sync'
import { AppRouter } from './router'

// Not needed for the first paint: the version check (and xstate for it) loads after the page.
const VersionBanner = lazy(() => import('./version-banner').then((m) => ({ default: m.VersionBanner })))

export function App() {
  useEffect(() => installGlobalErrorHandlers(), [])
  return (
    <I18nProvider i18n={i18n}>
      <LocaleSync />
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
      <Suspense fallback={null}>
        <VersionBanner />
      </Suspense>
    </I18nProvider>
  )
}
