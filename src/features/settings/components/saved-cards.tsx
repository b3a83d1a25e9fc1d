/**
 * The saved cards of /mysettings/subscription and /mysettings/billing (issue 36): brand, last 4 and
 * expiry of each (a PayPal account kept by a subscription bought with PayPal: its e-mail), the default one, the ones not to use as they are (declined last time, expired),
 * making another the default (PUT /api/payment-methods/{id}/default: a renewal that failed is
 * charged again with it at once), removing one after a confirmation (DELETE
 * /api/payment-methods/{id}: the newest usable card left becomes the default; a subscription left
 * with no card says so and asks for one) and adding a new one (tokenised by Stripe.js or the
 * sandbox, then kept with POST /api/payment-methods).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { OwnedSubscription, SavedCard } from '../../../../contracts/payments/schemas'
import { isApiError } from '../../../shared/api/api-error'
import {
  createStripePaymentMethod,
  StripeCardField,
  useStripeKey,
} from '../../../shared/checkout/stripe-card'
import {
  CardFields,
  cardDetails,
  EMPTY_CARD,
  isPaypal,
  methodName,
  SavedCardLabel,
} from '../../../shared/checkout/card-fields'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { FormAlert } from '../../../shared/ui/form-fields'
import { ResourceView } from '../../../shared/ui/resource-view'
import {
  addPaymentMethod,
  deletePaymentMethod,
  fetchSavedCards,
  setDefaultPaymentMethod,
  tokenizeSandboxCard,
} from '../api'

/** What names a card's buttons for a screen reader: "visa 4242", "PayPal name@example.com". */
const buttonName = (card: SavedCard) => (isPaypal(card) ? methodName(card) : `${card.brand} ${card.last4}`)

const isLive = (owned: OwnedSubscription | null | undefined) =>
  owned && (owned.status === 'active' || owned.status === 'past_due') ? owned : null

/**
 * `owned` is the subscription when the page has it (/mysettings/subscription): renewals' card can
 * then be chosen here. Without it (/mysettings/billing) the list marks the server's default card.
 */
export function SavedCards({
  owned,
  onOwned = () => {},
}: {
  owned?: OwnedSubscription | null
  onOwned?: (owned: OwnedSubscription | null) => void
}) {
  const { t } = useLingui()
  const cards = useResource(fetchSavedCards)
  const [busy, setBusy] = useState<string>()
  const [alert, setAlert] = useState<{ tone: 'error' | 'ok'; text: string }>()
  // On a page that does not show the subscription: the subscription as the last answer gave it.
  const [answered, setAnswered] = useState<OwnedSubscription | null>(null)
  const { confirm, confirmDialog } = useConfirm()
  const renewing = isLive(owned === undefined ? answered : owned)
  const noRenewalCard = renewing !== null && renewing.pmid === null && !renewing.cancel_at_period_end
  const updateOwned = (subscription: OwnedSubscription | null) => {
    setAnswered(subscription)
    onOwned(subscription)
  }

  /** Removes a card once the user confirms; the list and the subscription are then as the server says. */
  const remove = async (card: SavedCard) => {
    const name = methodName(card)
    const paypal = isPaypal(card)
    let failure: string | undefined
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
      onConfirm: async () => {
        setAlert(undefined)
        try {
          const answer = await deletePaymentMethod(card.id)
          updateOwned(answer.subscription)
        } catch (error) {
          failure =
            isApiError(error) && error.serverMessage
              ? error.serverMessage
              : t`Non è stato possibile rimuovere la carta. Riprova tra poco.`
        }
      },
    })
    if (failure) setAlert({ tone: 'error', text: failure })
    else if (removed) {
      setAlert({ tone: 'ok', text: paypal ? t`Conto PayPal rimosso.` : t`Carta rimossa.` })
      cards.reload()
    }
  }

  /** The card renewals charge from now on; a failed renewal is paid with it at once. */
  const makeDefault = async (id: string) => {
    setBusy(id)
    setAlert(undefined)
    try {
      const answer = await setDefaultPaymentMethod(id)
      updateOwned(answer.subscription)
      if (answer.retry?.status === 'succeeded')
        setAlert({ tone: 'ok', text: t`Pagamento riuscito: il tuo abbonamento è di nuovo attivo.` })
      else if (answer.retry)
        setAlert({
          tone: 'error',
          text: t`Anche questa carta è stata rifiutata. Prova con un'altra carta.`,
        })
      else setAlert({ tone: 'ok', text: t`Useremo questa carta per i prossimi rinnovi.` })
    } catch (error) {
      setAlert({
        tone: 'error',
        text:
          isApiError(error) && error.serverMessage
            ? error.serverMessage
            : t`Non è stato possibile usare questa carta. Riprova tra poco.`,
      })
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="space-y-4">
      {noRenewalCard && (
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
      <ResourceView resource={cards} label={t`Carte salvate`} empty={<Trans>Non hai carte salvate.</Trans>}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>Non hai carte salvate.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {list.map((card) => {
                const isDefault = renewing ? renewing.pmid === card.id : card.default === true
                return (
                  <li key={card.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                    <span className="min-w-0 flex-1 text-slate-900">
                      <SavedCardLabel card={card} />
                    </span>
                    {isDefault ? (
                      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                        {renewing ? <Trans>Usata per i rinnovi</Trans> : <Trans>Predefinita</Trans>}
                      </span>
                    ) : (
                      renewing &&
                      !card.problem && (
                        <Button
                          type="button"
                          outline
                          disabled={busy !== undefined}
                          onClick={() => void makeDefault(card.id)}
                        >
                          <Trans>Usa per i rinnovi</Trans>
                          <span className="sr-only">{buttonName(card)}</span>
                        </Button>
                      )
                    )}
                    <Button
                      type="button"
                      outline
                      disabled={busy !== undefined}
                      onClick={() => void remove(card)}
                    >
                      <Trans>Rimuovi</Trans>
                      <span className="sr-only">{buttonName(card)}</span>
                    </Button>
                  </li>
                )
              })}
            </ul>
          )
        }
      </ResourceView>
      {confirmDialog}
      <NewCard
        useForRenewals={renewing !== null}
        onAdded={async (card) => {
          cards.reload()
          if (renewing) await makeDefault(card.id)
          else setAlert({ tone: 'ok', text: t`Carta salvata.` })
        }}
      />
    </div>
  )
}

/** A new card: Stripe's field when Stripe takes the payments, the sandbox's own fields otherwise. */
function NewCard({
  useForRenewals,
  onAdded,
}: {
  useForRenewals: boolean
  onAdded: (card: SavedCard) => Promise<void>
}) {
  const { t } = useLingui()
  const stripeKey = useStripeKey()
  const [stripeComplete, setStripeComplete] = useState(false)
  const [card, setCard] = useState(EMPTY_CARD)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failed, setFailed] = useState<string>()
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFailed(undefined)
    setSaving(true)
    try {
      const token = stripeKey
        ? await createStripePaymentMethod()
        : await tokenizeSandboxCard({ ...cardDetails(card), number: card.number.replace(/[\s-]/g, '') })
      const saved = await addPaymentMethod(token.id)
      setCard(EMPTY_CARD)
      await onAdded(saved)
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {}
      setErrors(fields)
      if (Object.keys(fields).length === 0)
        setFailed(
          isApiError(error) && error.serverMessage
            ? error.serverMessage
            : t`Non è stato possibile salvare la carta. Riprova tra poco.`,
        )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Aggiungi una carta`}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h4 className="font-semibold text-slate-900">
        <Trans>Aggiungi una carta</Trans>
      </h4>
      <FormAlert>{failed}</FormAlert>
      {stripeKey ? (
        <StripeCardField
          publishableKey={stripeKey}
          onComplete={setStripeComplete}
          error={errors.number?.[0]}
        />
      ) : (
        <CardFields
          card={card}
          onCard={setCard}
          errors={{ ...errors, number: errors.number ?? errors.pmid }}
        />
      )}
      <Button type="submit" disabled={saving || (stripeKey !== null && !stripeComplete)}>
        {useForRenewals ? <Trans>Salva e usa per i rinnovi</Trans> : <Trans>Salva la carta</Trans>}
      </Button>
    </form>
  )
}
