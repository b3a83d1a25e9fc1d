/**
 * /dev/admin: every admin queue in one place (issue 35) — the users, the open reports, the support
 * tickets, and the queues other areas keep (the bank transfers waiting to be confirmed, the courses
 * waiting for review), each with how many items wait in it.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Skeleton } from '../../../shared/ui/skeleton'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useQueueCounts, useReports } from '../actors'
import { AdminFrame } from '../components/admin-frame'

export function AdminHomePage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={<Trans>Utenti, segnalazioni, ticket, bonifici e corsi da revisionare.</Trans>}
    >
      <Overview />
    </AdminFrame>
  )
}

function Card({ route, heading, children }: { route: string; heading: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">
        <RouteLink name={route} className="text-brand-800 underline">
          {heading}
        </RouteLink>
      </h2>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
    </li>
  )
}

function Overview() {
  const { t } = useLingui()
  const counts = useQueueCounts()
  const reports = useReports()
  const skeleton = <Skeleton className="h-4 w-32" />
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t`Code dell'amministrazione`}>
      <Card route="dev-admin-users" heading={<Trans>Utenti</Trans>}>
        <Trans>Cerca un account, bloccalo o sbloccalo con un motivo, disattivalo.</Trans>
      </Card>
      <Card route="dev-admin-reports" heading={<Trans>Segnalazioni</Trans>}>
        <ResourceView resource={reports} label={t`Segnalazioni aperte`} skeleton={skeleton}>
          {({ profiles, content }) => (
            <Plural
              value={profiles.meta.total + content.meta.total}
              _0="Nessuna segnalazione aperta."
              one="# segnalazione aperta su profili, post e commenti."
              other="# segnalazioni aperte su profili, post e commenti."
            />
          )}
        </ResourceView>
      </Card>
      <Card route="dev-admin-tickets" heading={<Trans>Ticket di supporto</Trans>}>
        <Trans>I ticket degli utenti, con il flusso allegato da riprodurre.</Trans>
      </Card>
      <Card route="dev-admin-orders" heading={<Trans>Ordini</Trans>}>
        <Trans>Cerca un ordine per e-mail o numero e rimborsalo con un motivo.</Trans>
      </Card>
      <Card route="dev-admin-payouts" heading={<Trans>Pagamenti ai formatori</Trans>}>
        <Trans>Quanto pagare a ogni formatore nel mese, con ritenuta e IBAN.</Trans>
      </Card>
      <Card route="dev-bank-transfers" heading={<Trans>Bonifici da confermare</Trans>}>
        <ResourceView resource={counts} label={t`Bonifici in attesa`} skeleton={skeleton}>
          {({ transfers }) => (
            <Plural
              value={transfers}
              _0="Nessun bonifico in attesa."
              one="# bonifico in attesa di conferma."
              other="# bonifici in attesa di conferma."
            />
          )}
        </ResourceView>
      </Card>
      <Card route="dev-course-reviews" heading={<Trans>Corsi da revisionare</Trans>}>
        <ResourceView resource={counts} label={t`Corsi in attesa di revisione`} skeleton={skeleton}>
          {({ reviews }) => (
            <Plural
              value={reviews}
              _0="Nessun corso in attesa di revisione."
              one="# corso in attesa di revisione."
              other="# corsi in attesa di revisione."
            />
          )}
        </ResourceView>
      </Card>
    </ul>
  )
}
