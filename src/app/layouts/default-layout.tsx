import { usePageTitle } from '../../shared/lib/page-title'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'
import type { LayoutProps } from './types'

/** Pages both visitors and users reach from inside the app: one centred content column. */
export function DefaultLayout({ title, children }: LayoutProps) {
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
