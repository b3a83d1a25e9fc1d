import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSession } from '../../app/session'
import { RouteLink, useCurrentRoute } from '../../lib/routing'
import { buttonClasses } from '../button'
import { Icon } from '../icon'
import { Logo } from '../logo'
import { LanguageSwitch } from './language-switch'

function NavItem({ name, children }: { name: string; children: React.ReactNode }) {
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

export function SiteHeader() {
  const { t } = useLingui()
  const { user } = useSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const { path } = useCurrentRoute()
  // close the mobile menu whenever the page changes
  const [menuPath, setMenuPath] = useState(path)
  if (menuPath !== path) {
    setMenuPath(path)
    setMenuOpen(false)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <button
          type="button"
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon type={menuOpen ? 'close' : 'menu'} label={menuOpen ? t`Chiudi il menu` : t`Apri il menu`} />
        </button>
        <div
          id="main-menu"
          className={[
            menuOpen ? 'flex' : 'hidden',
            'absolute inset-x-0 top-full flex-col gap-2 border-b border-slate-200 bg-white px-4 pb-4 md:static md:ml-6 md:flex md:flex-1 md:flex-row md:items-center md:border-0 md:p-0',
          ].join(' ')}
        >
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
            <LanguageSwitch />
            {!user && (
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
        </div>
      </div>
    </header>
  )
}
