/**
 * /mypurchases (issue 14): the learner's orders, newest first, with what each bought, its date,
 * amount and state, and the receipt of a paid one (a plain link: the session cookie authorises
 * the download, and the link names the receipt's language). A table from the small breakpoint up;
 * below it (a phone, 375 px) each order is a card, so the page never scrolls sideways (issue 36).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderListItem } from '../../../../contracts/payments/orders'
import { OrderDocumentLinks } from '../../../shared/checkout/order-documents'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate, formatPrice } from '../../../shared/lib/format'
import { usePageNumber, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { PageHeader } from '../../../shared/ui/page-header'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useMyOrders } from '../list-actors'

const STATUS: Record<string, MessageDescriptor | undefined> = {
  succeeded: msg`Pagato`,
  processing: msg`In elaborazione`,
  requires_action: msg`In attesa di conferma della banca`,
  requires_payment_method: msg`Pagamento non riuscito`,
  pending_bank_transfer: msg`In attesa del bonifico`,
  canceled: msg`Annullato`,
  refunded: msg`Rimborsato`,
}

/** The order's state in words (a state added to the API later shows as its name until it has some). */
const statusText = (status: string, say: (descriptor: MessageDescriptor) => string) => {
  const descriptor = STATUS[status]
  return descriptor ? say(descriptor) : status
}

const KIND: Record<OrderListItem['product_type'], MessageDescriptor> = {
  course: msg`Corso`,
  feature: msg`Funzionalità`,
  subscription: msg`Abbonamento`,
}

/** The receipt of a paid order (and, once refunded, its credit note: issue 36), or a dash. */
function Receipt({ order }: { order: OrderListItem }) {
  return order.documents.receipt ? (
    <OrderDocumentLinks order={order} />
  ) : (
    <span className="text-slate-500">—</span>
  )
}

/** Below the small breakpoint: one card per order, the same facts as a row of the table. */
function OrderCards({ orders }: { orders: OrderListItem[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <ul className="space-y-3 sm:hidden" aria-label={t`I tuoi ordini`}>
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-medium break-words text-slate-900">{order.product_title}</p>
          <p className="text-xs text-slate-600">
            {i18n._(KIND[order.product_type])}
            {order.number && ` · ${order.number}`}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1">
            <dt className="text-slate-600">
              <Trans>Data</Trans>
            </dt>
            <dd>{formatDate(order.created_at, locale)}</dd>
            <dt className="text-slate-600">
              <Trans>Importo</Trans>
            </dt>
            <dd>{formatPrice(order.amount_cents, locale) ?? t`Gratis`}</dd>
            <dt className="text-slate-600">
              <Trans>Stato</Trans>
            </dt>
            <dd>{statusText(order.status, (d) => i18n._(d))}</dd>
          </dl>
          <p className="mt-3">
            <Receipt order={order} />
          </p>
        </li>
      ))}
    </ul>
  )
}

export function MyPurchasesPage({ route, title }: PageProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const page = usePageNumber()
  const url = useRouteUrl()
  const orders = useMyOrders(page)
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} />
      <ResourceView
        resource={orders}
        label={t`I tuoi ordini`}
        empty={<Trans>Non hai ancora fatto acquisti.</Trans>}
      >
        {(list) => (
          <>
            <OrderCards orders={list.data} />
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t`I tuoi ordini`}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <Trans>Data</Trans>
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <Trans>Prodotto</Trans>
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      <Trans>Importo</Trans>
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <Trans>Stato</Trans>
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <Trans>Ricevuta</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((order) => (
                    <tr key={order.id} id={`order-${order.id}`} className="border-t border-slate-100">
                      <td className="px-4 py-3">{formatDate(order.created_at, locale)}</td>
                      <td className="px-4 py-3">
                        <span className="block text-slate-900">{order.product_title}</span>
                        <span className="text-xs text-slate-600">
                          {i18n._(KIND[order.product_type])}
                          {order.number && ` · ${order.number}`}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-right">
                        {formatPrice(order.amount_cents, locale) ?? t`Gratis`}
                      </td>
                      <td className="px-4 py-3">{statusText(order.status, (d) => i18n._(d))}</td>
                      <td className="px-4 py-3">
                        <Receipt order={order} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination meta={list.meta} hrefFor={(n) => withQuery(url(route.name), { page: n })} />
          </>
        )}
      </ResourceView>
    </div>
  )
}
