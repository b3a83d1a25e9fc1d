/**
 * What every admin page shares: the heading, the links between the admin pages (the current one
 * marked), and the gate — anyone but an admin is told the page is not theirs (the API refuses
 * them too), and nothing else of the page loads.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink, useCurrentRoute } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'

const SECTIONS = [
  { route: 'dev-admin', label: msg`Panoramica` },
  { route: 'dev-admin-users', label: msg`Utenti` },
  { route: 'dev-admin-reports', label: msg`Segnalazioni` },
  { route: 'dev-admin-tickets', label: msg`Ticket di supporto` },
  { route: 'dev-admin-orders', label: msg`Ordini` },
  { route: 'dev-admin-payouts', label: msg`Pagamenti ai formatori` },
  { route: 'dev-bank-transfers', label: msg`Bonifici` },
  { route: 'dev-course-reviews', label: msg`Corsi da revisionare` },
] as const

export const useIsAdmin = () => useSessionSelector((state) => state.user?.roles.includes('admin') ?? false)

export function AdminFrame({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  const { t, i18n } = useLingui()
  const isAdmin = useIsAdmin()
  const current = useCurrentRoute()
  return (
    <div>
      <PageHeader title={title} lead={lead}>
        {isAdmin && (
          <nav aria-label={t`Sezioni dell'amministrazione`} className="mt-4">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {SECTIONS.map((section) => (
                <li key={section.route}>
                  <RouteLink
                    name={section.route}
                    aria-current={current.match?.route.name === section.route ? 'page' : undefined}
                    className="font-medium text-brand-800 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
                  >
                    {i18n._(section.label)}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {isAdmin ? (
          children
        ) : (
          <p className="text-slate-700">
            <Trans>Questa pagina è riservata agli amministratori.</Trans>
          </p>
        )}
      </div>
    </div>
  )
}
