/**
 * /dev/admin/orders (issue 36): the orders, the newest first, found by the buyer's e-mail or the
 * order's number and filtered by status (all in the URL, so a search can be shared); each shows
 * its number, buyer, product, amount and state, opens to its details (payment, dates, refund with
 * its reason, credit note and who refunded it), and a paid one can be refunded in full with a
 * required reason and a confirmation (machines/admin-action). The list reloads after a refund.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { AdminOrder } from '../../../../contracts/admin/endpoints'
import { ORDER_RECORD_STATUSES, type OrderRecordStatus } from '../../../../contracts/payments/orders'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatAmount, formatDate } from '../../../shared/lib/format'
import { useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { performOnOrder, useOrders } from '../actors'
import { ActionPanel } from '../components/action-panel'
import { AdminFrame } from '../components/admin-frame'
import { AdminSearch, useAdminQuery } from '../components/admin-search'
import { StatusLine } from '../components/status-line'

export const ORDER_STATUS_LABELS = {
  succeeded: msg`Pagato`,
  processing: msg`In elaborazione`,
  requires_action: msg`In attesa della banca (3-D Secure)`,
  requires_payment_method: msg`Pagamento non riuscito`,
  pending_bank_transfer: msg`In attesa del bonifico`,
  canceled: msg`Annullato`,
  refunded: msg`Rimborsato`,
} as const satisfies Record<OrderRecordStatus, MessageDescriptor>

const PRODUCT_LABELS = {
  course: msg`Corso`,
  feature: msg`Funzionalità`,
  subscription: msg`Abbonamento`,
} as const satisfies Record<AdminOrder['product']['type'], MessageDescriptor>

const PAYMENT_LABELS = {
  card: msg`Carta`,
  bank_transfer: msg`Bonifico`,
  free: msg`Gratuito`,
} as const satisfies Record<AdminOrder['payment'], MessageDescriptor>

const REFUND_STATUS_LABELS = {
  succeeded: msg`rimborsato sulla carta`,
  pending: msg`in corso presso il circuito di pagamento`,
  failed: msg`non riuscito: va rimborsato a mano`,
  manual: msg`da restituire con un bonifico`,
} as const satisfies Record<NonNullable<AdminOrder['refund']>['status'], MessageDescriptor>

export function OrdersPage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={
        <Trans>Cerca un ordine per e-mail dell'acquirente o numero, aprilo e rimborsalo con un motivo.</Trans>
      }
    >
      <Orders />
    </AdminFrame>
  )
}

function Orders() {
  const { t } = useLingui()
  const url = useRouteUrl()
  const { page, q, status } = useAdminQuery(ORDER_RECORD_STATUSES)
  const orders = useOrders({ page, q, status })
  const [announce, setAnnounce] = useState('')

  return (
    <div className="space-y-4">
      <AdminSearch
        route="dev-admin-orders"
        id="admin-orders"
        textLabel={<Trans>E-mail dell'acquirente o numero d'ordine</Trans>}
        q={q}
        status={status}
        statuses={ORDER_RECORD_STATUSES}
        labels={ORDER_STATUS_LABELS}
      />
      <StatusLine text={announce} />
      <ResourceView
        resource={orders}
        label={t`Ordini`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
        empty={
          q || status ? (
            <Trans>Nessun ordine corrisponde alla ricerca.</Trans>
          ) : (
            <Trans>
              Nessun ordine ancora: compariranno qui i pagamenti di corsi, funzionalità e abbonamenti.
            </Trans>
          )
        }
      >
        {({ data, meta }) => (
          <>
            <ul className="space-y-3" aria-label={t`Ordini trovati`}>
              {data.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  onRefunded={() => {
                    const number = order.number ?? `#${order.id}`
                    setAnnounce(t`Ordine ${number} rimborsato.`)
                    orders.reload()
                  }}
                />
              ))}
            </ul>
            <Pagination
              meta={meta}
              hrefFor={(p) => withQuery(url('dev-admin-orders'), { q, status, page: p > 1 ? p : undefined })}
            />
          </>
        )}
      </ResourceView>
    </div>
  )
}

function OrderRow({ order, onRefunded }: { order: AdminOrder; onRefunded: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const euro = (cents: number) => formatAmount(cents, locale)
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const number = order.number ?? `#${order.id}`
  const tone =
    order.status === 'succeeded'
      ? 'bg-green-50 text-green-900 border-green-200'
      : order.status === 'refunded'
        ? 'bg-amber-50 text-amber-900 border-amber-200'
        : 'bg-slate-100 text-slate-800 border-slate-300'
  const refund = order.refund
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t`Ordine ${number}`}
      data-admin-order={order.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900">
            {number} · {euro(order.amount_cents)}
          </p>
          <p className="text-sm text-slate-700">{order.buyer.email}</p>
          <p className="text-sm text-slate-700">
            {i18n._(PRODUCT_LABELS[order.product.type])}: {order.product.title}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
          </p>
        </div>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
          {i18n._(ORDER_STATUS_LABELS[order.status])}
        </span>
      </div>
      <Button
        outline
        className="mt-3"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={
          open ? t`Chiudi i dettagli dell'ordine ${number}` : t`Apri i dettagli dell'ordine ${number}`
        }
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Trans>Chiudi i dettagli</Trans> : <Trans>Apri i dettagli</Trans>}
      </Button>
      {open && (
        <div id={detailsId} className="mt-3 space-y-3">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-800">
              <Trans>Acquirente</Trans>
            </dt>
            <dd className="text-slate-700 [overflow-wrap:anywhere]">
              {order.buyer.name} ({order.buyer.email})
            </dd>
            <dt className="font-medium text-slate-800">
              <Trans>Pagamento</Trans>
            </dt>
            <dd className="text-slate-700">
              {i18n._(PAYMENT_LABELS[order.payment])}
              {order.paid_at && (
                <>
                  {' · '}
                  <Trans>
                    pagato il <time dateTime={order.paid_at}>{formatDate(order.paid_at, locale)}</time>
                  </Trans>
                </>
              )}
            </dd>
            {refund && (
              <>
                <dt className="font-medium text-slate-800">
                  <Trans>Rimborso</Trans>
                </dt>
                <dd className="text-slate-700 [overflow-wrap:anywhere]">
                  <time dateTime={refund.refunded_at}>{formatDate(refund.refunded_at, locale)}</time> ·{' '}
                  {i18n._(REFUND_STATUS_LABELS[refund.status])}
                  {refund.by ? ` · ${refund.by.full_name}` : ''}
                </dd>
                <dt className="font-medium text-slate-800">
                  <Trans>Motivo</Trans>
                </dt>
                <dd className="text-slate-700 [overflow-wrap:anywhere]">{refund.reason}</dd>
                <dt className="font-medium text-slate-800">
                  <Trans>Nota di credito</Trans>
                </dt>
                <dd className="text-slate-700">{refund.credit_note_number}</dd>
              </>
            )}
          </dl>
          {order.refundable && (
            <ActionPanel
              subject={number}
              actions={['refund']}
              perform={performOnOrder(order.id)}
              onDone={onRefunded}
            />
          )}
        </div>
      )}
    </li>
  )
}
