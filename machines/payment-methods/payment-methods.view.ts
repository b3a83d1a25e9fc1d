/** What the saved payment methods show, from the payment-methods machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { SavedCard } from '../../contracts/payments/schemas'
import type { OwnedSubscription } from '../../contracts/payments/plans'
import {
  isPaypalMethod,
  type PaymentMethodsError,
  type PaymentMethodsNotice,
  type paymentMethodsMachine,
} from './payment-methods.machine'

export type PaymentMethodsPhase = 'loading' | 'failed' | 'ready'

export interface PaymentMethodRow {
  card: SavedCard
  paypal: boolean
  /** The renewals' card (with a live subscription), else the server's default. */
  isDefault: boolean
  /** It can be made the renewals' card: a live subscription, not its card, nothing wrong with it. */
  canMakeDefault: boolean
}

export interface PaymentMethodsView {
  phase: PaymentMethodsPhase
  /** A change (or a load) is under way: every button waits. */
  busy: boolean
  rows: PaymentMethodRow[]
  /** The method whose removal is being confirmed (or carried out). */
  confirming: SavedCard | null
  /** The subscription renews: its card is chosen here ("Usa per i rinnovi"). */
  renewing: boolean
  /** The live subscription has no card for renewals: the list asks for one. */
  needsRenewalCard: boolean
  adding: boolean
  notice: PaymentMethodsNotice | null
  error: PaymentMethodsError | null
  /** The 422's messages of the card being added, by field. */
  addFields: Record<string, string>
  /** The card could not be added, for no field's reason: the server's message, if any. */
  addError: PaymentMethodsError | null
}

const live = (owned: OwnedSubscription | null | undefined) =>
  owned && (owned.status === 'active' || owned.status === 'past_due') ? owned : null

/**
 * `owned` is the subscription when the page shows it (/mysettings/subscription); without it
 * (/mysettings/billing, undefined) the subscription the last answer carried counts.
 */
export function paymentMethodsView(
  snapshot: SnapshotFrom<typeof paymentMethodsMachine>,
  owned?: OwnedSubscription | null,
): PaymentMethodsView {
  const state = snapshot.value as string
  const phase: PaymentMethodsPhase = state === 'loading' || state === 'failed' ? state : 'ready'
  const { cards, target, notice, error, subscription } = snapshot.context
  const renewing = live(owned === undefined ? subscription : owned)
  const rows = (cards ?? []).map((card) => {
    const isDefault = renewing ? renewing.pmid === card.id : card.default === true
    return {
      card,
      paypal: isPaypalMethod(card),
      isDefault,
      canMakeDefault: renewing !== null && !isDefault && !card.problem,
    }
  })
  const confirming =
    state === 'confirmingDelete' || state === 'deleting'
      ? (cards?.find((card) => card.id === target) ?? null)
      : null
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    rows,
    confirming,
    renewing: renewing !== null,
    needsRenewalCard: renewing !== null && renewing.pmid === null && !renewing.cancel_at_period_end,
    adding: state === 'adding',
    notice,
    error: error?.action === 'add' ? null : error,
    addFields: (error?.action === 'add' && error.fields) || {},
    addError: error?.action === 'add' && !error.fields ? error : null,
  }
}
