import { usePageTitle } from '../../shared/lib/page-title'
import { Logo } from './logo-link'
import { LanguageSwitch } from './language-switch'
import { MAIN_ID, SkipLink } from './skip-link'
import type { LayoutProps } from './types'

/** Focused flows (authentication, verification, onboarding): no navigation to wander off to. */
export function EmptyLayout({ title, children }: LayoutProps) {
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-6">
        <Logo />
        <LanguageSwitch />
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
