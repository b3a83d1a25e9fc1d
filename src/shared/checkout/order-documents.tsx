/**
 * An order's documents: its yearly number (the one on the receipt, not the internal id) and the
 * links the API gives in `documents` (contracts/payments Order): the PDF receipt and, for buyers
 * with Italian fiscal data, its FatturaPA XML; once refunded (issue 36), the credit note that
 * cancels it, as PDF and FatturaPA XML. Plain links: the session cookie authorises the download,
 * and the PDFs' language is named in the link, which cannot set Accept-Language.
 *
 * `OrderDocuments` is the completed order's step (it loads the order); `OrderDocumentLinks` the
 * links of an order already loaded (a row of /mypurchases).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Order } from '../../../contracts/payments/orders'
import { useLocale } from '../i18n/use-locale'
import { useResource } from '../lib/use-resource'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { loadOrder } from './checkout-calls'

const withLang = (path: string, locale: string) => `${path}?lang=${locale}`

const linkClass =
  'font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700'

/** The links of an order's documents, as buttons (the completed step) or plain links (a list row). */
export function OrderDocumentLinks({
  order,
  variant = 'links',
}: {
  order: Pick<Order, 'number' | 'documents' | 'refund'>
  variant?: 'buttons' | 'links'
}) {
  const locale = useLocale()
  const { documents, refund } = order
  const items: { key: string; href: string; label: ReactNode }[] = []
  if (documents.receipt)
    items.push({
      key: 'receipt',
      href: withLang(documents.receipt, locale),
      label: <Trans>Scarica la ricevuta</Trans>,
    })
  if (documents.fattura)
    items.push({
      key: 'fattura',
      href: documents.fattura,
      label: <Trans>Scarica la fattura elettronica (XML)</Trans>,
    })
  if (documents.credit_note)
    items.push({
      key: 'credit_note',
      href: withLang(documents.credit_note, locale),
      label: <Trans>Scarica la nota di credito</Trans>,
    })
  if (documents.credit_note_fattura)
    items.push({
      key: 'credit_note_fattura',
      href: documents.credit_note_fattura,
      label: <Trans>Scarica la nota di credito elettronica (XML)</Trans>,
    })
  if (items.length === 0) return null
  // In a list, each link names its order for a screen reader (several rows say the same).
  const which = variant === 'links' ? (refund?.credit_note_number ?? order.number) : null
  return (
    <div className={variant === 'buttons' ? 'flex flex-wrap gap-3' : 'flex flex-col gap-1'}>
      {items.map((item) =>
        variant === 'buttons' ? (
          <Button key={item.key} as="a" outline href={item.href} download>
            {item.label}
          </Button>
        ) : (
          <a key={item.key} href={item.href} download className={linkClass}>
            {item.label}
            {which && <span className="sr-only"> {which}</span>}
          </a>
        ),
      )}
    </div>
  )
}

export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  const order = useResource(loadOrder, { id: orderId })
  const { snapshot, data } = order

  if (snapshot.matches('failure'))
    return (
      <div role="alert" className="space-y-2 text-sm text-red-800">
        <p>
          <Trans>Non è stato possibile caricare la ricevuta dell'ordine.</Trans>
        </p>
        <Button outline onClick={order.retry}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )
  if (!data)
    return (
      <div role="status" aria-busy="true" className="flex items-center gap-3 text-sm text-slate-700">
        <Spinner size={16} label={t`Caricamento della ricevuta`} />
      </div>
    )

  const number = data.number
  const creditNote = data.refund?.credit_note_number
  return (
    <div className="space-y-3">
      {number !== null && (
        <p className="text-sm text-slate-600">
          <Trans>Numero d'ordine: {number}</Trans>
        </p>
      )}
      {creditNote && (
        <p className="text-sm text-slate-700">
          <Trans>L'ordine è stato rimborsato: la nota di credito {creditNote} annulla la sua fattura.</Trans>
        </p>
      )}
      <OrderDocumentLinks order={data} variant="buttons" />
    </div>
  )
}
