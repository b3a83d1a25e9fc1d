import { lazy, Suspense } from 'react'
import { useSession } from '../../session/session'
import { usePageTitle } from '../../shared/lib/page-title'
import { Logo } from './logo-link'
import { LanguageSwitch } from './language-switch'
import { MAIN_ID, SkipLink } from './skip-link'
import type { LayoutProps } from './types'

// Only a logged-in user has it (see site-header.tsx): the login and registration forms' visitors
// never download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))

/**
 * Focused flows (authentication, verification, onboarding): no navigation to wander off to. A
 * logged-in user still has their menu, logout included: the guard chain can hold them on these
 * pages (an unverified address, an onboarding not built yet), and leaving must always be possible.
 */
export function EmptyLayout({ title, children }: LayoutProps) {
  const { user } = useSession()
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-6">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {user && (
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-24" />}>
              <UserMenu user={user} />
            </Suspense>
          )}
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 pb-16 focus:outline-none"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">{children}</div>
      </main>
    </div>
  )
}
