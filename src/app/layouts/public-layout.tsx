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
      {/* at least a screen tall: the footer stays below the fold while the page loads, instead of
          showing under the first paint and jumping away when the content arrives (Lighthouse's
          CLS, 0.307 on the public pages, issue 37) */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
