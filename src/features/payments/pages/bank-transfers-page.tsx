/**
 * /dev/bank-transfers: the admins' list of orders waiting for a bank transfer (issue 12: "an admin
 * confirms it"). Each row shows who ordered what, the amount and the payment reference to match
 * against the bank statement; Confirm activates the purchase through the admin API, which also
 * pushes `subscription_active` / `product_purchased` to the buyer. SPEC.md names no admin route, so
 * it sits beside /dev; the API refuses anyone but an admin, and the page says so to others.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PendingBankTransfer } from '../../../../contracts/payments/orders'
import { useSession } from '../../../session/session-store'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import type { PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { PageHeader } from '../../../shared/ui/page-header'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { usePendingTransfers, useTransferConfirmation } from '../actors'

export function BankTransfersPage({ title }: PageProps) {
  const { user } = useSession()
  const isAdmin = user?.role === 'admin' || (user?.roles ?? []).includes('admin')
  return (
    <div>
      <PageHeader
        title={title}
        lead={<Trans>Gli ordini in attesa di bonifico: confrontali con l'estratto conto e confermali.</Trans>}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {isAdmin ? (
          <TransferList />
        ) : (
          <FormAlert>
            <Trans>Questa pagina è riservata agli amministratori.</Trans>
          </FormAlert>
        )}
      </div>
    </div>
  )
}

function TransferList() {
  const { t } = useLingui()
  const transfers = usePendingTransfers()
  const [confirmed, setConfirmed] = useState<PendingBankTransfer | null>(null)
  return (
    <div className="space-y-4">
      {confirmed && (
        <FormAlert tone="success">
          <Trans>
            Bonifico confermato: {confirmed.reference} di {confirmed.user.name}. L'acquisto è attivo.
          </Trans>
        </FormAlert>
      )}
      <ResourceView
        resource={transfers}
        label={t`Bonifici in attesa`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
        empty={<Trans>Nessun bonifico in attesa di conferma.</Trans>}
      >
        {({ data }) => (
          <ul className="space-y-3" aria-label={t`Bonifici in attesa`}>
            {data.map((transfer) => (
              <TransferRow
                key={transfer.order_id}
                transfer={transfer}
                onConfirmed={() => {
                  setConfirmed(transfer)
                  transfers.reload()
                }}
              />
            ))}
          </ul>
        )}
      </ResourceView>
    </div>
  )
}

function TransferRow({ transfer, onConfirmed }: { transfer: PendingBankTransfer; onConfirmed: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const confirmation = useTransferConfirmation()
  // once confirmed the row waits for the list to drop it
  const busy = confirmation.view.busy || confirmation.view.phase === 'done'
  const failed = confirmation.view.phase === 'failed'
  // the failure shows from the request's view
  const confirm = () => confirmation.send(transfer.order_id).then(onConfirmed, () => undefined)
  const product =
    transfer.product.type === 'course'
      ? t`Corso: ${transfer.product.title}`
      : transfer.product.type === 'subscription'
        ? t`Abbonamento: ${transfer.product.title}`
        : t`Funzionalità: ${transfer.product.title}`
  return (
    <li
      data-testid="bank-transfer"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={transfer.reference}
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] [&_dd]:[overflow-wrap:anywhere]">
        <dt className="font-medium text-slate-900">
          <Trans>Utente</Trans>
        </dt>
        <dd className="text-slate-700">
          {transfer.user.name} ({transfer.user.email})
        </dd>
        <dt className="font-medium text-slate-900">
          <Trans>Prodotto</Trans>
        </dt>
        <dd className="text-slate-700">{product}</dd>
        <dt className="font-medium text-slate-900">
          <Trans>Importo</Trans>
        </dt>
        <dd className="text-slate-700">
          <Price cents={transfer.amount_cents} currency={transfer.currency} />
        </dd>
        <dt className="font-medium text-slate-900">
          <Trans>Causale</Trans>
        </dt>
        <dd className="font-mono text-slate-700">{transfer.reference}</dd>
        <dt className="font-medium text-slate-900">
          <Trans>Data dell'ordine</Trans>
        </dt>
        <dd className="text-slate-700">
          <time dateTime={transfer.created_at}>{formatDate(transfer.created_at, locale)}</time>
        </dd>
      </dl>
      {failed && (
        <div className="mt-3">
          <FormAlert>
            <Trans>Non è stato possibile confermare il bonifico. Riprova.</Trans>
          </FormAlert>
        </div>
      )}
      <div className="mt-4">
        <Button onClick={confirm} disabled={busy} aria-label={t`Conferma il bonifico ${transfer.reference}`}>
          {busy ? <Trans>Conferma in corso…</Trans> : <Trans>Conferma</Trans>}
        </Button>
      </div>
    </li>
  )
}
