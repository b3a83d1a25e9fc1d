/**
 * /dev/admin/tickets: the support tickets inbox (issue 35), newest first, searchable by subject,
 * message, reply address, flow code or number (in the URL). Each ticket shows its sender, category,
 * message and files; the flow the sender attached opens its replay at /dev?trace=CODE, next to the
 * ticket, while the flow is kept (a flow expires after some days, the ticket stays).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminTicket } from '../../../../contracts/admin/endpoints'
import { SEARCH_TEXT_MAX } from '../../../../contracts/core/constants'
import { ticketCategoryLabels } from '../../../../contracts/support/tickets'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import {
  RouteLink,
  useNavigate,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useTickets } from '../actors'
import { AdminFrame } from '../components/admin-frame'

export function TicketsPage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={<Trans>I ticket inviati dalla pagina di aiuto, i più recenti per primi.</Trans>}
    >
      <Tickets />
    </AdminFrame>
  )
}

function Tickets() {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const page = usePageNumber()
  const q = useQueryParams().get('q')?.trim().slice(0, SEARCH_TEXT_MAX) || undefined
  const tickets = useTickets({ page, q })
  return (
    <div className="space-y-4">
      <form
        role="search"
        action={url('dev-admin-tickets')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          navigate(withQuery(url('dev-admin-tickets'), { q: String(form.get('q') ?? '').trim() }))
        }}
      >
        <div className="flex-1">
          <label htmlFor="admin-tickets-q" className="block text-sm font-medium text-slate-800">
            <Trans>Oggetto, testo, e-mail, codice del flusso o numero</Trans>
          </label>
          <input
            id="admin-tickets-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_TEXT_MAX}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </div>
        <Button type="submit">
          <Icon type="search" size="sm" />
          <Trans>Cerca</Trans>
        </Button>
      </form>
      <ResourceView
        resource={tickets}
        label={t`Ticket di supporto`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
        empty={<Trans>Nessun ticket.</Trans>}
      >
        {({ data, meta }) => (
          <>
            <ul className="space-y-3" aria-label={t`Ticket`}>
              {data.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} />
              ))}
            </ul>
            <Pagination
              meta={meta}
              hrefFor={(p) => withQuery(url('dev-admin-tickets'), { q, page: p > 1 ? p : undefined })}
            />
          </>
        )}
      </ResourceView>
    </div>
  )
}

function TicketRow({ ticket }: { ticket: AdminTicket }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const category = i18n._(ticketCategoryLabels[ticket.category])
  const code = ticket.trace_code
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={`${ticket.number} ${ticket.subject}`}
      data-admin-ticket={ticket.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
          <span className="font-mono text-sm text-slate-700">{ticket.number}</span> {ticket.subject}
        </h2>
        <time dateTime={ticket.created_at} className="text-xs text-slate-600">
          {formatDate(ticket.created_at, locale)}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {ticket.sender ? (
          <RouteLink name="id" params={{ id: ticket.sender.slug }} className="text-brand-800 underline">
            {ticket.sender.full_name}
          </RouteLink>
        ) : (
          <Trans>Account eliminato</Trans>
        )}{' '}
        ·{' '}
        <a href={`mailto:${ticket.email}`} className="text-brand-800 underline">
          {ticket.email}
        </a>{' '}
        · {category}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{ticket.message}</p>
      {ticket.attachments.length > 0 && (
        <p className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
          <Trans>File allegati:</Trans> {ticket.attachments.map((file) => file.name).join(', ')}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {code === null ? (
          <Trans>Nessun flusso allegato.</Trans>
        ) : ticket.trace_available ? (
          <RouteLink
            name="dev"
            query={{ trace: code }}
            className="font-medium text-brand-800 underline"
            aria-label={t`Apri il flusso ${code} del ticket ${ticket.number}`}
          >
            <Trans>Apri il flusso {code}</Trans>
          </RouteLink>
        ) : (
          <Trans>Flusso {code}: non più disponibile.</Trans>
        )}
      </p>
    </li>
  )
}
