/**
 * /mysettings/subscription (issue 19): the plan the user pays for, its state and the date it renews
 * (or ends), cancelling at the end of the paid period (POST /api/subscriptions/cancel) and changing
 * plan from the next renewal (POST /api/subscriptions/change; nothing is charged now), each after a
 * confirmation. Receipts and invoices are with the orders on /mypurchases.
 *
 * Issue 36: a renewal that failed (past_due) says when it is retried and leads to the saved cards,
 * where a new default card pays it at once; a cancellation can be withdrawn before the period
 * ends; with no subscription (or after one ended) the page leads to the plans. The flow is
 * machines/subscription (the cards' machines/payment-methods tells it each new answer), started in
 * ../actors.ts; this view reads their view mappers and sends events.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { select } from '@lingui/core/macro'
import {
  subscriptionPriceCents,
  type OwnedSubscription,
  type Subscription,
} from '../../../../contracts/payments/plans'
import type { SubscriptionView } from '../../../../machines/subscription'
import { useDeclineText } from '../../../shared/checkout/error-text'
import { useIntervalLabel } from '../../../shared/checkout/interval-label'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate, initialSound } from '../../../shared/lib/format'
import { usePlanFeatureLabel } from '../../../shared/lib/plan-features'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Icon } from '../../../shared/ui/icon'
import { Price } from '../../../shared/ui/price'
import { ResourceView } from '../../../shared/ui/resource-view'
import { CardGridSkeleton } from '../../../shared/ui/skeleton'
import { sendAndSettle, usePlans, useSubscription } from '../actors'
import { SavedCards } from '../components/saved-cards'
import { SettingsSection, SettingsTabs } from '../components/settings-tabs'

type Actor = ReturnType<typeof useSubscription>['actor']

/** Sends the confirmation's yes and waits for the call: a refusal keeps the dialog open. */
const confirmed = (actor: Actor) =>
  sendAndSettle(
    actor,
    { type: 'subscription.confirm' },
    {
      until: (snapshot) => !snapshot.hasTag('busy'),
      failed: (snapshot) => snapshot.context.error !== null,
    },
  )

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

/** The last refusal of an action of this page, in the user's language. */
function useFailure(view: SubscriptionView, actions: readonly string[]) {
  const { t } = useLingui()
  const { error } = view
  if (!error || !actions.includes(error.action)) return undefined
  if (error.action === 'cancel') return t`Non è stato possibile disdire l'abbonamento. Riprova tra poco.`
  if (error.action === 'resume')
    return error.message ?? t`Non è stato possibile riattivare l'abbonamento. Riprova tra poco.`
  return error.message ?? t`Non è stato possibile cambiare il piano. Riprova tra poco.`
}

function Plan({ owned, view, actor }: { owned: OwnedSubscription; view: SubscriptionView; actor: Actor }) {
  const { t } = useLingui()
  const locale = useLocale()
  const intervalLabel = useIntervalLabel()
  const featureLabel = usePlanFeatureLabel()
  const { confirm, confirmDialog } = useConfirm()
  const failed = useFailure(view, ['cancel', 'resume'])
  const declined = useDeclineText(view.retry?.outcome === 'declined' ? view.retry.reason : null)
  const plan = owned.subscription
  const end = formatDate(owned.current_period_end, locale)
  const retry = owned.next_retry_at ? formatDate(owned.next_retry_at, locale) : null

  const cancel = async () => {
    actor.send({ type: 'subscription.cancel' })
    const answer = await confirm({
      title: t`Disdire l'abbonamento?`,
      text: t`Resterà attivo fino al ${end}, poi non sarà rinnovato e non ti addebiteremo altro.`,
      yes: t`Disdici`,
      no: t`Mantieni l'abbonamento`,
      onConfirm: () => confirmed(actor),
    })
    if (!answer) actor.send({ type: 'subscription.dismiss' })
  }

  return (
    <div className="space-y-4">
      {confirmDialog}
      <FormAlert>{failed}</FormAlert>
      {owned.status === 'past_due' && (
        <div role="alert" className="space-y-2 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>
            {retry ? (
              <Trans>
                Il rinnovo del {end} non è riuscito: la carta è stata rifiutata. Riproveremo il {retry}; fino
                ad allora l'abbonamento resta attivo.
              </Trans>
            ) : (
              <Trans>Il rinnovo del {end} non è riuscito: la carta è stata rifiutata.</Trans>
            )}
          </p>
          {view.retry?.outcome === 'declined' && <p>{declined}</p>}
          <p>
            <a href="#subscription-cards" className="font-semibold underline">
              <Trans>Aggiungi una nuova carta e usala per i rinnovi: la addebitiamo subito.</Trans>
            </a>
          </p>
        </div>
      )}
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
            <li key={feature}>{featureLabel(feature)}</li>
          ))}
        </ul>
      )}
      {owned.cancel_at_period_end && (
        <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Trans>Hai disdetto l'abbonamento: resta attivo fino al {end} e poi non sarà rinnovato.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {(view.canCancel || view.confirming?.kind === 'cancel') && (
          <Button type="button" outline disabled={view.busy} onClick={() => void cancel()}>
            <Trans>Disdici l'abbonamento</Trans>
          </Button>
        )}
        {view.phase === 'ending' && (
          <Button
            type="button"
            disabled={view.busy}
            onClick={() => actor.send({ type: 'subscription.resume' })}
          >
            <Trans>Riattiva l'abbonamento</Trans>
          </Button>
        )}
        <RouteLink name="mypurchases" className="text-sm font-semibold text-brand-800 underline">
          <Trans>Ricevute e fatture</Trans>
        </RouteLink>
      </div>
    </div>
  )
}

/** The other plans, each to move to from the next renewal; the plan already asked for can be undone. */
function ChangePlan({
  owned,
  view,
  actor,
}: {
  owned: OwnedSubscription
  view: SubscriptionView
  actor: Actor
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const intervalLabel = useIntervalLabel()
  const { confirm, confirmDialog } = useConfirm()
  const plans = usePlans()
  const failed = useFailure(view, ['change'])
  const end = formatDate(owned.current_period_end, locale)
  const next = owned.next_subscription
  const switchTitle = (name: string) => {
    const sound = initialSound(name)
    return t`${select(sound, { a: `Passare ad ${name}?`, other: `Passare a ${name}?` })}`
  }
  const change = async (plan: Subscription, undo: boolean) => {
    actor.send({ type: 'subscription.change', plan })
    const answer = await confirm({
      title: undo ? t`Annullare il cambio di piano?` : switchTitle(plan.name),
      text: undo
        ? t`Il ${end} l'abbonamento si rinnoverà con il piano attuale.`
        : t`Fino al ${end} resta il piano attuale; dal rinnovo pagherai il nuovo prezzo. Oggi non ti addebitiamo nulla.`,
      yes: undo ? t`Annulla il cambio` : t`Cambia piano`,
      no: t`Lascia com'è`,
      onConfirm: () => confirmed(actor),
    })
    if (!answer) actor.send({ type: 'subscription.dismiss' })
  }
  return (
    <div className="space-y-4">
      {confirmDialog}
      <FormAlert>{failed}</FormAlert>
      <p className="text-sm text-slate-700">
        <Trans>
          Un cambio di piano vale dal prossimo rinnovo, il {end}: fino ad allora resta il piano attuale e oggi
          non ti addebitiamo nulla.
        </Trans>
      </p>
      {next && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p className="flex-1">
            <Trans>
              Dal {end} passerai a {next.name}.
            </Trans>
          </p>
          <Button
            type="button"
            outline
            disabled={view.busy}
            onClick={() => void change(owned.subscription, true)}
          >
            <Trans>Annulla il cambio</Trans>
          </Button>
        </div>
      )}
      <ResourceView resource={plans} label={t`Piani disponibili`}>
        {(list) => {
          const others = list.filter(
            (plan) => plan.id !== owned.subscription.id && plan.purchaseable && plan.recurring,
          )
          if (others.length === 0)
            return (
              <p className="text-sm text-slate-700">
                <Trans>Non ci sono altri piani a cui passare.</Trans>
              </p>
            )
          return (
            <ul className="grid gap-3 sm:grid-cols-2">
              {others.map((plan) => (
                <li key={plan.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">{plan.name}</p>
                  <p className="text-sm text-slate-700">
                    <Price cents={subscriptionPriceCents(plan)} /> ·{' '}
                    {intervalLabel(plan.interval, plan.intervalCount)}
                  </p>
                  {next?.id === plan.id ? (
                    <p className="mt-2 text-sm font-semibold text-brand-800">
                      <Trans>Scelto dal prossimo rinnovo</Trans>
                    </p>
                  ) : (
                    <Button
                      type="button"
                      outline
                      className="mt-3"
                      disabled={view.busy}
                      onClick={() => void change(plan, false)}
                    >
                      <Trans>Passa a questo piano</Trans>
                      <span className="sr-only">{plan.name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }}
      </ResourceView>
    </div>
  )
}

/** The plan (or the way to one) and the saved cards, which share the subscription's state. */
function SubscriptionSettings({ view, actor }: { view: SubscriptionView; actor: Actor }) {
  const { t } = useLingui()
  const owned = view.owned
  return (
    <div className="space-y-6">
      {owned ? (
        <div className="space-y-6">
          <Plan owned={owned} view={view} actor={actor} />
          {view.phase === 'active' && (
            <section aria-labelledby="subscription-change" className="border-t border-slate-200 pt-4">
              <h3 id="subscription-change" className="mb-3 font-semibold text-slate-900">
                {t`Cambia piano`}
              </h3>
              <ChangePlan owned={owned} view={view} actor={actor} />
            </section>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            <Trans>Non hai un abbonamento attivo.</Trans>
          </p>
          <RouteLink
            name="onboarding-index-subscriptions"
            className="inline-block text-sm font-semibold text-brand-800 underline"
          >
            <Trans>Scegli un piano e abbonati</Trans>
          </RouteLink>
        </div>
      )}
      <section
        id="subscription-cards"
        aria-labelledby="subscription-cards-title"
        className="border-t border-slate-200 pt-4"
      >
        <h3 id="subscription-cards-title" className="mb-3 font-semibold text-slate-900">
          {t`Carte di pagamento`}
        </h3>
        <SavedCards
          owned={owned}
          onSubscription={(next, retry) => actor.send({ type: 'subscription.updated', owned: next, retry })}
        />
      </section>
    </div>
  )
}

export function SubscriptionPage({ title }: PageProps) {
  const { t } = useLingui()
  const { actor, view } = useSubscription()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      <SettingsSection id="subscription-plan" title={t`Il tuo piano`}>
        <section
          aria-label={t`Il tuo piano`}
          aria-busy={view.phase === 'loading'}
          data-state={view.phase === 'loading' || view.phase === 'failed' ? view.phase : 'success'}
        >
          <span role="status" className="sr-only">
            {view.phase === 'loading' ? t`Caricamento in corso` : ''}
          </span>
          {view.phase === 'loading' ? (
            <CardGridSkeleton />
          ) : view.phase === 'failed' ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center"
            >
              <Icon type="alert" size="lg" className="text-red-700" />
              <p className="font-medium text-red-900">
                <Trans>Non è stato possibile caricare i contenuti.</Trans>
              </p>
              <Button outline onClick={() => actor.send({ type: 'subscription.retry' })}>
                <Icon type="refresh" size="sm" />
                <Trans>Riprova</Trans>
              </Button>
            </div>
          ) : (
            <SubscriptionSettings view={view} actor={actor} />
          )}
        </section>
      </SettingsSection>
    </div>
  )
}
