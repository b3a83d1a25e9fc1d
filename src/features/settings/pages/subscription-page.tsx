/**
 * /mysettings/subscription (issue 19): the plan the user pays for, its state and the date it renews
 * (or ends), and cancelling at the end of the paid period (POST /api/subscriptions/cancel) after a
 * confirmation. Receipts and invoices are with the orders on /mypurchases.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { subscriptionPriceCents, type OwnedSubscription } from '../../../../contracts/payments/schemas'
import { useIntervalLabel } from '../../../shared/checkout/interval-label'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { cancelSubscription, fetchSubscription } from '../api'
import { SettingsSection, SettingsTabs } from '../components/settings-tabs'

function StatusBadge({ owned }: { owned: OwnedSubscription }) {
  const { t } = useLingui()
  const [label, tone] =
    owned.status === 'active' && owned.cancel_at_period_end
      ? [t`Disdetto`, 'bg-amber-100 text-amber-900']
      : owned.status === 'active'
        ? [t`Attivo`, 'bg-brand-100 text-brand-900']
        : owned.status === 'past_due'
          ? [t`Pagamento non riuscito`, 'bg-red-100 text-red-900']
          : owned.status === 'pending_bank_transfer'
            ? [t`In attesa del bonifico`, 'bg-amber-100 text-amber-900']
            : [t`Terminato`, 'bg-slate-100 text-slate-800']
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
}

function Plan({ initial }: { initial: OwnedSubscription }) {
  const { t } = useLingui()
  const locale = useLocale()
  const intervalLabel = useIntervalLabel()
  const { confirm, confirmDialog } = useConfirm()
  const [owned, setOwned] = useState(initial)
  const [failed, setFailed] = useState(false)
  const plan = owned.subscription
  const end = formatDate(owned.current_period_end, locale)
  const cancellable = owned.status === 'active' && !owned.cancel_at_period_end

  const cancel = () =>
    void confirm({
      title: t`Disdire l'abbonamento?`,
      text: t`Resterà attivo fino al ${end}, poi non sarà rinnovato e non ti addebiteremo altro.`,
      yes: t`Disdici`,
      no: t`Mantieni l'abbonamento`,
      onConfirm: async () => {
        setFailed(false)
        try {
          const updated = await cancelSubscription()
          if (updated) setOwned(updated)
        } catch (error) {
          setFailed(true)
          throw error
        }
      },
    })

  return (
    <div className="space-y-4">
      {confirmDialog}
      <FormAlert>
        {failed ? t`Non è stato possibile disdire l'abbonamento. Riprova tra poco.` : undefined}
      </FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-slate-900">{plan.name}</p>
        <StatusBadge owned={owned} />
      </div>
      <p className="text-sm text-slate-700">{plan.description}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Prezzo</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">
            <Price cents={subscriptionPriceCents(plan)} /> ·{' '}
            {intervalLabel(plan.interval, plan.intervalCount)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">
            {owned.cancel_at_period_end || owned.status === 'canceled' ? (
              <Trans>Termina il</Trans>
            ) : (
              <Trans>Si rinnova il</Trans>
            )}
          </dt>
          <dd className="font-semibold text-slate-900">{end}</dd>
        </div>
      </dl>
      {plan.features.length > 0 && (
        <ul className="list-inside list-disc text-sm text-slate-700">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {owned.cancel_at_period_end && (
        <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Trans>Hai disdetto l'abbonamento: resta attivo fino al {end} e poi non sarà rinnovato.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {cancellable && (
          <Button type="button" outline onClick={cancel}>
            <Trans>Disdici l'abbonamento</Trans>
          </Button>
        )}
        <RouteLink name="mypurchases" className="text-sm font-semibold text-brand-800 underline">
          <Trans>Ricevute e fatture</Trans>
        </RouteLink>
      </div>
    </div>
  )
}

export function SubscriptionPage({ title }: PageProps) {
  const { t } = useLingui()
  const owned = useResource(fetchSubscription)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      <SettingsSection id="subscription-plan" title={t`Il tuo piano`}>
        <ResourceView resource={owned} label={t`Il tuo piano`}>
          {(data) =>
            data ? (
              <Plan initial={data} />
            ) : (
              <p className="text-sm text-slate-700">
                <Trans>Non hai un abbonamento attivo.</Trans>
              </p>
            )
          }
        </ResourceView>
      </SettingsSection>
    </div>
  )
}
