import { usePageTitle } from '../../shared/lib/page-title'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'
import type { LayoutProps } from './types'

/** Marketing and open pages: full-width sections, the page decides its own containers. */
export function PublicLayout({ title, children }: LayoutProps) {
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
