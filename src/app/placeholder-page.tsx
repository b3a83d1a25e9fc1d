import { Trans } from '@lingui/react/macro'
import { useSession } from '../session/session'
import { buttonClasses } from '../shared/ui/button'
import { Icon } from '../shared/ui/icon'
import { RouteLink, type PageProps } from '../shared/lib/routing'

/**
 * Routes whose issue has not landed yet: their layout and title, so every route renders something
 * real, a plain word that the section is coming, and the way back home (the feed for a logged-in
 * user, like the logo). Logout is in every layout's header.
 */
export function PlaceholderPage({ title }: PageProps) {
  const { user } = useSession()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        <div className="flex items-start gap-3">
          <Icon type="clock" className="shrink-0 text-brand-700" />
          <p>
            <Trans>Questa sezione è in arrivo. Torna a trovarci presto!</Trans>
          </p>
        </div>
        <RouteLink name={user ? 'feed' : 'index'} className={`${buttonClasses({ outline: true })} mt-6`}>
          <Trans>Torna alla pagina principale</Trans>
        </RouteLink>
      </div>
    </div>
  )
}
