/** What /mysettings/subscription shows, from the subscription machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { OwnedSubscription, Subscription } from '../../contracts/payments/plans'
import type { RenewalRetry, SubscriptionError, subscriptionMachine } from './subscription.machine'

export type SubscriptionPhase =
  'loading' | 'failed' | 'none' | 'pending' | 'ended' | 'pastDue' | 'ending' | 'active'

export interface SubscriptionView {
  phase: SubscriptionPhase
  /** A call is under way: buttons wait, a confirmation shows its spinner. */
  busy: boolean
  owned: OwnedSubscription | null
  /** The confirmation open: cancel, or change to `plan` (the current plan: undo the change). */
  confirming: { kind: 'cancel' } | { kind: 'change'; plan: Subscription; undo: boolean } | null
  canCancel: boolean
  canResume: boolean
  /** Other plans can be chosen from the next renewal (only while active). */
  canChangePlan: boolean
  /** The saved cards choose the renewals' card (a live subscription: active, past due, or ending). */
  renews: boolean
  /** The renewal's card is missing: the cards section asks for one. */
  needsCard: boolean
  /** The last call's refusal, with the action it was for. */
  error: SubscriptionError | null
  /** A failed renewal charged again with a new card: paid, or declined and why. */
  retry: RenewalRetry | null
}

type State =
  SubscriptionPhase | 'confirmingCancel' | 'cancelling' | 'confirmingChange' | 'changing' | 'resuming'

/** The phase a step of a flow belongs to: a confirmation of the active plan is still the active plan. */
const PHASE: Record<State, SubscriptionPhase> = {
  loading: 'loading',
  failed: 'failed',
  none: 'none',
  pending: 'pending',
  ended: 'ended',
  pastDue: 'pastDue',
  ending: 'ending',
  active: 'active',
  confirmingCancel: 'active',
  cancelling: 'active',
  confirmingChange: 'active',
  changing: 'active',
  resuming: 'ending',
}

export function subscriptionView(snapshot: SnapshotFrom<typeof subscriptionMachine>): SubscriptionView {
  const value = snapshot.value
  const state = (typeof value === 'string' ? value : value.ready) as State
  const phase = PHASE[state]
  const { owned, plan, error, retry } = snapshot.context
  const confirming =
    state === 'confirmingCancel' || state === 'cancelling'
      ? ({ kind: 'cancel' } as const)
      : (state === 'confirmingChange' || state === 'changing') && plan && owned
        ? ({ kind: 'change', plan, undo: plan.id === owned.subscription.id } as const)
        : null
  const renews = phase === 'active' || phase === 'pastDue' || phase === 'ending'
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    owned: phase === 'loading' || phase === 'failed' ? null : owned,
    confirming,
    canCancel: state === 'active',
    canResume: state === 'ending',
    canChangePlan: state === 'active',
    renews,
    needsCard: renews && phase !== 'ending' && owned !== null && owned.pmid === null,
    error,
    retry,
  }
}
