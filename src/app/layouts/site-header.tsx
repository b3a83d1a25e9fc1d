import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { BREAKPOINTS } from '../../../contracts/core/constants'
import { useSession } from '../../session/session'
import { RouteLink, useCurrentRoute } from '../../shared/lib/routing'
import { useInteractive } from '../../shared/lib/interactive'
import { buttonClasses } from '../../shared/ui/button'
import { Icon } from '../../shared/ui/icon'
import { Logo } from './logo-link'
import { HeaderChrome } from '../area-chrome'
import { LanguageSwitch } from './language-switch'

// A visitor's page needs neither: the user menu comes with the first page a user is logged in on
// (the server preloads it for a session, server/core/plugins/spa.ts), the drawer with the
// dashboard on a phone. Both stay out of the entry chunk every visitor downloads.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))
const Drawer = lazy(() => import('../../shared/ui/drawer').then((m) => ({ default: m.Drawer })))
// The search box (issue 19) and its preview come once the page is interactive, in their own chunk:
// nothing of it is in the JavaScript a page needs before then.
const SearchBox = lazy(() =>
  import('../../features/search/components/search-box').then((m) => ({ default: m.SearchBox })),
)

function NavItem({ name, children }: { name: string; children: ReactNode }) {
  const { match } = useCurrentRoute()
  const current = match?.route.name === name
  return (
    <li>
      <RouteLink
        name={name}
        aria-current={current ? 'page' : undefined}
        className={[
          'block rounded-md px-3 py-2 text-sm font-medium no-underline',
          current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        ].join(' ')}
      >
        {children}
      </RouteLink>
    </li>
  )
}

/**
 * The header of every layout but the empty one. Below md the navigation collapses behind one menu
 * button: a dropdown, or, when the layout hands over its own menu (the dashboard's sidebar), a
 * drawer holding that menu and the navigation together, so a phone never shows two menu buttons.
 * Which of the two shows is CSS's choice (md: classes), not a width read in JavaScript: the server
 * draws the page without a window (src/app/ssr.tsx), so the markup must be the same at every width
 * for the browser to take it over without a change.
 */
export function SiteHeader({ drawerMenu }: { drawerMenu?: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const { path } = useCurrentRoute()
  // close the menu whenever the page changes…
  const [menuFor, setMenuFor] = useState(path)
  if (menuFor !== path) {
    setMenuFor(path)
    setMenuOpen(false)
  }
  // …or the screen grows out of the compact layout (an open menu would come back on a phone)
  useEffect(() => {
    if (!menuOpen) return
    const closeWhenWide = () => {
      if (window.innerWidth >= BREAKPOINTS.md) setMenuOpen(false)
    }
    window.addEventListener('resize', closeWhenWide)
    return () => window.removeEventListener('resize', closeWhenWide)
  }, [menuOpen])

  const interactive = useInteractive()
  const searchSpace = <span aria-hidden="true" className="inline-block h-9 w-full md:w-64 lg:w-80" />
  // the dashboard's menu and the navigation share one drawer on a phone
  const drawer = drawerMenu !== undefined
  const drawerOpen = drawer && menuOpen
  const navigation = (
    <>
      <nav aria-label={t`Principale`}>
        <ul className="flex flex-col gap-1 md:flex-row">
          <NavItem name="courses">
            <Trans>Corsi</Trans>
          </NavItem>
          <NavItem name="trainers">
            <Trans>Formatori</Trans>
          </NavItem>
          <NavItem name="students">
            <Trans>Studenti</Trans>
          </NavItem>
          <NavItem name="hr">
            <Trans>HR</Trans>
          </NavItem>
        </ul>
      </nav>
      <div className="flex flex-col gap-2 md:ml-auto md:flex-row md:items-center">
        {/* the box's own size, so nothing moves when it arrives */}
        {interactive ? (
          <Suspense fallback={searchSpace}>
            <SearchBox />
          </Suspense>
        ) : (
          searchSpace
        )}
        <LanguageSwitch />
        {/* from md the areas' controls stand here; below md they stay in the bar (see below) */}
        <div className="hidden md:contents">
          <HeaderChrome />
        </div>
        {user ? (
          // the menu button's own size, so nothing moves when it arrives
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-24" />}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <div className="flex gap-2">
            <RouteLink name="login" className={buttonClasses({ outline: true })}>
              <Trans>Accedi</Trans>
            </RouteLink>
            <RouteLink name="register" className={buttonClasses({})}>
              <Trans>Registrati</Trans>
            </RouteLink>
          </div>
        )}
      </div>
    </>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Logo />
        {/* below md: the areas' controls (the notifications bell) in the bar, outside the menu, and
            the menu button; from md neither (display: none) */}
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <HeaderChrome />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* an open drawer has its own close button (this one is behind its backdrop) */}
            <Icon
              type={menuOpen && !drawer ? 'close' : 'menu'}
              label={menuOpen && !drawer ? t`Chiudi il menu` : t`Apri il menu`}
            />
          </button>
        </div>
        {drawerOpen ? (
          <Suspense fallback={null}>
            <Drawer open onClose={() => setMenuOpen(false)} label={t`Menu`} id="main-menu">
              {drawerMenu}
              <div className="flex flex-col gap-2 border-t border-slate-200 px-4 py-4">{navigation}</div>
            </Drawer>
          </Suspense>
        ) : (
          <div
            id="main-menu"
            // closed below md: display none (out of the accessibility tree too); from md always in the bar
            className={[
              menuOpen
                ? 'absolute inset-x-0 top-full flex flex-col gap-2 border-b border-slate-200 bg-white px-4 pb-4'
                : 'hidden',
              'md:static md:ml-6 md:flex md:flex-1 md:flex-row md:items-center md:gap-2 md:border-0 md:bg-transparent md:p-0',
            ].join(' ')}
          >
            {navigation}
          </div>
        )}
      </div>
    </header>
  )
}
