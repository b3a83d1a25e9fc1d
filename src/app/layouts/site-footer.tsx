import { Trans, useLingui } from '@lingui/react/macro'
import { useSessionSelector } from '../../session/session'
import { RouteLink } from '../../shared/lib/routing'
import { LogoMark } from '../../shared/ui/logo'

export function SiteFooter() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  // A logged-in user has an account already: their way back in, not the sign-up links.
  const loggedIn = useSessionSelector((session) => session.isLoggedIn)
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <LogoMark width={96} />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            <Trans>Corsi online, formatori e opportunità di lavoro in un unico posto.</Trans>
          </p>
        </div>
        <nav aria-label={t`Esplora`}>
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>Esplora</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <RouteLink name="courses" className="text-slate-700 hover:text-brand-800">
                <Trans>Corsi</Trans>
              </RouteLink>
            </li>
            <li>
              <RouteLink name="trainers-all" className="text-slate-700 hover:text-brand-800">
                <Trans>Tutti i formatori</Trans>
              </RouteLink>
            </li>
            <li>
              <RouteLink name="joblistings" className="text-slate-700 hover:text-brand-800">
                <Trans>Offerte di lavoro</Trans>
              </RouteLink>
            </li>
            <li>
              <RouteLink name="search" className="text-slate-700 hover:text-brand-800">
                <Trans>Cerca</Trans>
              </RouteLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Il tuo account`}>
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>Il tuo account</Trans>
          </h2>
          {loggedIn ? (
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <RouteLink name="feed" className="text-slate-700 hover:text-brand-800">
                  <Trans>Feed</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink name="mysettings" className="text-slate-700 hover:text-brand-800">
                  <Trans>Impostazioni</Trans>
                </RouteLink>
              </li>
            </ul>
          ) : (
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <RouteLink name="login" className="text-slate-700 hover:text-brand-800">
                  <Trans>Accedi</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink name="register-formatore" className="text-slate-700 hover:text-brand-800">
                  <Trans>Diventa formatore</Trans>
                </RouteLink>
              </li>
              <li>
                <RouteLink name="register-hr" className="text-slate-700 hover:text-brand-800">
                  <Trans>Aula per le aziende</Trans>
                </RouteLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-100 px-4 py-4 text-xs text-slate-600">
        <p>
          <Trans>© {year} Aula. Tutti i diritti riservati.</Trans>
        </p>
        <nav aria-label={t`Note legali`}>
          <ul className="flex gap-4">
            <li>
              <RouteLink name="terms" className="text-slate-700 hover:text-brand-800">
                <Trans>Termini e condizioni</Trans>
              </RouteLink>
            </li>
            <li>
              <RouteLink name="privacy" className="text-slate-700 hover:text-brand-800">
                <Trans>Privacy</Trans>
              </RouteLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
