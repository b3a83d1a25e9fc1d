import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useSession } from '../../session/session'
import { RouteLink, useCurrentRoute } from '../../shared/lib/routing'
import { useInteractive } from '../../shared/lib/interactive'
import { atLeast, useBreakpoint } from '../../shared/lib/use-breakpoint'
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
 */
export function SiteHeader({ drawerMenu }: { drawerMenu?: ReactNode }) {
  const { t } = useLingui()
  const { user } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const { path } = useCurrentRoute()
  // below md the navigation collapses behind a menu button; wider, there is no button at all
  const compact = !atLeast(useBreakpoint(), 'md')
  // close the menu whenever the page changes or the screen grows out of the compact layout
  const [menuFor, setMenuFor] = useState({ path, compact })
  if (menuFor.path !== path || menuFor.compact !== compact) {
    setMenuFor({ path, compact })
    setMenuOpen(false)
  }

  const interactive = useInteractive()
  const searchSpace = <span aria-hidden="true" className="inline-block h-9 w-full md:w-64 lg:w-80" />
  // the dashboard's menu and the navigation share one drawer on a phone
  const drawer = compact && drawerMenu !== undefined
  const navigation = (
    <>
      <nav aria-label={t`Principale`}>
        <ul className={compact ? 'flex flex-col gap-1' : 'flex flex-row gap-1'}>
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
      <div className={compact ? 'flex flex-col gap-2' : 'ml-auto flex flex-row items-center gap-2'}>
        {/* the box's own size, so nothing moves when it arrives */}
        {interactive ? (
          <Suspense fallback={searchSpace}>
            <SearchBox />
          </Suspense>
        ) : (
          searchSpace
        )}
        <LanguageSwitch />
        {!compact && <HeaderChrome />}
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

  // Escape closes the dropdown from the button or from inside it, and gives focus back to the button
  // (the drawer handles its own Escape)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen || drawer) return
    event.preventDefault()
    setMenuOpen(false)
    menuButton.current?.focus()
  }

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={closeOnEscape}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Logo />
        {compact && (
          <div className="ml-auto flex items-center gap-1">
            {/* the areas' controls (the notifications bell) stay in the bar, outside the drawer */}
            <HeaderChrome />
            <button
              ref={menuButton}
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
        )}
        {drawer ? (
          <Suspense fallback={null}>
            <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} label={t`Menu`} id="main-menu">
              {drawerMenu}
              <div className="flex flex-col gap-2 border-t border-slate-200 px-4 py-4">{navigation}</div>
            </Drawer>
          </Suspense>
        ) : (
          <div
            id="main-menu"
            // `hidden` (not only a display class): a closed menu is out of the accessibility tree too
            hidden={compact && !menuOpen}
            className={
              compact
                ? 'absolute inset-x-0 top-full flex flex-col gap-2 border-b border-slate-200 bg-white px-4 pb-4'
                : 'ml-6 flex flex-1 flex-row items-center gap-2'
            }
          >
            {navigation}
          </div>
        )}
      </div>
    </header>
  )
}
