/**
 * The saved cards of /mysettings/subscription and /mysettings/billing (issue 36): brand, last 4 and
 * expiry of each (a PayPal account kept by a subscription bought with PayPal: its e-mail), the default one, the ones not to use as they are (declined last time, expired),
 * making another the default (PUT /api/payment-methods/{id}/default: a renewal that failed is
 * charged again with it at once), removing one after a confirmation (DELETE
 * /api/payment-methods/{id}: the newest usable card left becomes the default; a subscription left
 * with no card says so and asks for one) and adding a new one (tokenised by Stripe.js or the
 * sandbox, then kept with POST /api/payment-methods) or a PayPal account (approved on PayPal's page
 * through a setup intent, then kept with POST /api/payment-methods/paypal/{id}). The flow is machines/payment-methods, started
 * in ../actors.ts; this view reads its view mapper and sends events.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { OrderStatusAnswer, SavedCard } from '../../../../contracts/payments/schemas'
import type { OwnedSubscription } from '../../../../contracts/payments/plans'
import type { PaymentMethodsView } from '../../../../machines/payment-methods'
import { StripeCardField, useStripeKey } from '../../../shared/checkout/stripe-card'
import {
  CardFields,
  cardDetails,
  EMPTY_CARD,
  isPaypal,
  methodName,
  SavedCardLabel,
} from '../../../shared/checkout/card-fields'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { CardGridSkeleton } from '../../../shared/ui/skeleton'
import { sendAndSettle, useEmitted, usePaymentMethods } from '../actors'

/** What names a card's buttons for a screen reader: "visa 4242", "PayPal name@example.com". */
const buttonName = (card: SavedCard) => (isPaypal(card) ? methodName(card) : `${card.brand} ${card.last4}`)

type Actor = ReturnType<typeof usePaymentMethods>['actor']

/** What the last change did, or why it failed, in the user's language. */
function useAlert(view: PaymentMethodsView): { tone: 'error' | 'ok'; text: string } | undefined {
  const { t } = useLingui()
  const { error, notice } = view
  if (error?.action === 'delete')
    return {
      tone: 'error',
      text: error.message ?? t`Non è stato possibile rimuovere la carta. Riprova tra poco.`,
    }
  if (error?.action === 'default')
    return {
      tone: 'error',
      text: error.message ?? t`Non è stato possibile usare questa carta. Riprova tra poco.`,
    }
  if (error?.action === 'paypal')
    return {
      tone: 'error',
      text: error.message ?? t`Non è stato possibile collegare il conto PayPal. Riprova tra poco.`,
    }
  switch (notice) {
    case 'removed':
      return { tone: 'ok', text: t`Carta rimossa.` }
    case 'paypalRemoved':
      return { tone: 'ok', text: t`Conto PayPal rimosso.` }
    case 'paid':
      return { tone: 'ok', text: t`Pagamento riuscito: il tuo abbonamento è di nuovo attivo.` }
    case 'declined':
      return { tone: 'error', text: t`Anche questa carta è stata rifiutata. Prova con un'altra carta.` }
    case 'renewalCard':
      return { tone: 'ok', text: t`Useremo questa carta per i prossimi rinnovi.` }
    case 'saved':
      return { tone: 'ok', text: t`Carta salvata.` }
    case 'paypalSaved':
      return { tone: 'ok', text: t`Conto PayPal salvato.` }
    default:
      return undefined
  }
}

/**
 * `owned` is the subscription when the page has it (/mysettings/subscription): renewals' card can
 * then be chosen here, and each answer's subscription goes to `onSubscription`. Without it
 * (/mysettings/billing) the list marks the server's default card.
 */
export function SavedCards({
  owned,
  onSubscription = () => {},
}: {
  owned?: OwnedSubscription | null
  onSubscription?: (owned: OwnedSubscription | null, retry: OrderStatusAnswer | null) => void
}) {
  const { t } = useLingui()
  const { actor, view } = usePaymentMethods(owned)
  const { confirm, confirmDialog } = useConfirm()
  const alert = useAlert(view)
  useEmitted(actor, 'subscription', (event) => {
    if (event.type === 'subscription') onSubscription(event.owned, event.retry)
  })

  /** Removes a card once the user confirms; the list and the subscription are then as the server says. */
  const remove = async (card: SavedCard) => {
    const name = methodName(card)
    const paypal = isPaypal(card)
    actor.send({ type: 'cards.remove', id: card.id })
    const removed = await confirm({
      // A PayPal account (issue 36) is removed like a card.
      title: paypal ? t`Rimuovere il conto ${name}?` : t`Rimuovere la carta ${name}?`,
      text: card.default ? (
        <Trans>
          È la tua carta predefinita: al suo posto useremo la carta valida aggiunta più di recente, se ne hai
          un'altra.
        </Trans>
      ) : (
        <Trans>Non potrai più usarla per pagare, a meno di aggiungerla di nuovo.</Trans>
      ),
      yes: t`Rimuovi`,
      // the dialog closes once the server answered, whatever it answered (a refusal is said below)
      onConfirm: () =>
        sendAndSettle(
          actor,
          { type: 'cards.confirm' },
          { until: (snapshot) => !snapshot.hasTag('busy'), failed: () => false },
        ),
    })
    if (!removed) actor.send({ type: 'cards.dismiss' })
  }

  return (
    <div className="space-y-4">
      {view.needsRenewalCard && (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Trans>
            Il tuo abbonamento non ha una carta per i rinnovi: aggiungine una qui sotto, o il prossimo rinnovo
            non potrà essere pagato.
          </Trans>
        </p>
      )}
      {alert?.tone === 'error' && <FormAlert>{alert.text}</FormAlert>}
      {alert?.tone === 'ok' && (
        <p role="status" className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {alert.text}
        </p>
      )}
      <section aria-label={t`Carte salvate`} aria-busy={view.busy} data-state={view.phase}>
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
            <Button outline onClick={() => actor.send({ type: 'cards.retry' })}>
              <Icon type="refresh" size="sm" />
              <Trans>Riprova</Trans>
            </Button>
          </div>
        ) : view.rows.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>Non hai carte salvate.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {view.rows.map(({ card, isDefault, canMakeDefault }) => (
              <li key={card.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <span className="min-w-0 flex-1 text-slate-900">
                  <SavedCardLabel card={card} />
                </span>
                {isDefault ? (
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                    {view.renewing ? <Trans>Usata per i rinnovi</Trans> : <Trans>Predefinita</Trans>}
                  </span>
                ) : (
                  canMakeDefault && (
                    <Button
                      type="button"
                      outline
                      disabled={view.busy}
                      onClick={() => actor.send({ type: 'cards.makeDefault', id: card.id })}
                    >
                      <Trans>Usa per i rinnovi</Trans>
                      <span className="sr-only">{buttonName(card)}</span>
                    </Button>
                  )
                )}
                <Button type="button" outline disabled={view.busy} onClick={() => void remove(card)}>
                  <Trans>Rimuovi</Trans>
                  <span className="sr-only">{buttonName(card)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirmDialog}
      <NewCard actor={actor} view={view} />
      <section
        aria-labelledby="paypal-account-title"
        className="space-y-3 rounded-lg border border-slate-200 p-4"
      >
        <h4 id="paypal-account-title" className="font-semibold text-slate-900">
          <Trans>Aggiungi un conto PayPal</Trans>
        </h4>
        <p className="text-sm text-slate-700">
          <Trans>Ti portiamo su PayPal per approvarlo: oggi non ti addebitiamo nulla.</Trans>
        </p>
        <Button
          type="button"
          outline
          disabled={view.busy}
          onClick={() => actor.send({ type: 'cards.addPaypal' })}
        >
          <Trans>Collega un conto PayPal</Trans>
        </Button>
      </section>
    </div>
  )
}

/** A new card: Stripe's field when Stripe takes the payments, the sandbox's own fields otherwise. */
function NewCard({ actor, view }: { actor: Actor; view: PaymentMethodsView }) {
  const { t } = useLingui()
  const stripeKey = useStripeKey()
  const [stripeComplete, setStripeComplete] = useState(false)
  const [card, setCard] = useState(EMPTY_CARD)
  // a saved card leaves nothing typed on screen
  useEmitted(actor, 'added', () => setCard(EMPTY_CARD))
  const fields = view.addFields
  const errors = Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, [text]]))
  const failed = view.addError
    ? (view.addError.message ?? t`Non è stato possibile salvare la carta. Riprova tra poco.`)
    : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({
      type: 'cards.add',
      input: { card: stripeKey ? null : cardDetails(card) },
      forRenewals: view.renewing,
    })
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Aggiungi una carta`}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h4 className="font-semibold text-slate-900">
        <Trans>Aggiungi una carta</Trans>
      </h4>
      <FormAlert>{failed}</FormAlert>
      {stripeKey ? (
        <StripeCardField publishableKey={stripeKey} onComplete={setStripeComplete} error={fields.number} />
      ) : (
        <CardFields
          card={card}
          onCard={setCard}
          errors={{ ...errors, number: errors.number ?? errors.pmid }}
        />
      )}
      <Button type="submit" disabled={view.busy || (stripeKey !== null && !stripeComplete)}>
        {view.renewing ? <Trans>Salva e usa per i rinnovi</Trans> : <Trans>Salva la carta</Trans>}
      </Button>
    </form>
  )
}
