import { useLingui } from '@lingui/react/macro'
import { usePageTitle } from '../../shared/lib/page-title'
import { atLeast, useBreakpoint } from '../../shared/lib/use-breakpoint'
import { DashboardSidebar, PersonalMenu } from './dashboard-sidebar'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'
import type { LayoutProps } from './types'

/**
 * The logged-in app. SPEC.md §2 fixes the document title of every dashboard page to
 * 'My home page' (Italian source 'La mia home page'); the page heading carries the route's title.
 */
export function DashboardLayout({ children }: LayoutProps) {
  const { t } = useLingui()
  usePageTitle(t`La mia home page`, { exact: true })
  // below md the sidebar would eat the page: it moves into the header's drawer, beside the navigation
  const compact = !atLeast(useBreakpoint(), 'md')
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader drawerMenu={<PersonalMenu />} />
      <div className="flex flex-1">
        {!compact && <DashboardSidebar />}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 focus:outline-none sm:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
