/**
 * What the completed order's step shows of the order itself: its yearly number (the one on the
 * receipt, not the internal id) and the links to its PDF receipt and, for buyers with Italian
 * fiscal data, its FatturaPA XML. Plain links: the session cookie authorises the download, and
 * the receipt's language is named in the link, which cannot set Accept-Language.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { fillPath } from '../../../contracts/core/endpoint'
import { getOrder, orderFattura, orderReceipt } from '../../../contracts/payments/endpoints'
import type { OrderDetail } from '../../../contracts/payments/schemas'
import { call } from '../api/call'
import { useLocale } from '../i18n/use-locale'
import { useResource } from '../lib/use-resource'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'

const loadOrder = ({ id }: { id: number }, signal: AbortSignal): Promise<OrderDetail> =>
  call(getOrder, { params: { id } }, { signal })

export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
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

  const receiptUrl = `${fillPath(orderReceipt.path, { id: data.id })}?lang=${locale}`
  const fatturaUrl = fillPath(orderFattura.path, { id: data.id })
  const number = data.number
  return (
    <div className="space-y-3">
      {number !== null && (
        <p className="text-sm text-slate-600">
          <Trans>Numero d'ordine: {number}</Trans>
        </p>
      )}
      {data.receipt_available && (
        <div className="flex flex-wrap gap-3">
          <Button as="a" outline href={receiptUrl} download>
            <Trans>Scarica la ricevuta</Trans>
          </Button>
          {data.fattura_available && (
            <Button as="a" outline href={fatturaUrl} download>
              <Trans>Scarica la fattura elettronica (XML)</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
