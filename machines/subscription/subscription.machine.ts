/*
 * The subscription of /mysettings/subscription (issues 34 and 36): the plan the user pays for, loaded
 * once, sorted by its state, and what can be done from each. Cancelling waits at period end and asks
 * first; a cancellation can be withdrawn before the period ends; another plan (or the current one,
 * to undo a change) applies from the next renewal, after a confirmation; a renewal that failed
 * (past_due) is fixed from the saved cards: the card made the renewals' card pays the open invoice
 * at once, and the answer lands here as `subscription.updated` (active again, or still past_due with
 * the card's decline reason).
 *
 *   ┌─────────┐ error ┌────────┐
 *   │ loading │──────▶│ failed │── subscription.retry ──▶ loading
 *   └─────────┘       └────────┘
 *        │ done (the subscription or null)
 *        ▼
 *   ready ───────────────────────────────────────────────────────────────────────────────────────┐
 *   │ ┌─────────┐ always: [noSubscription] none · [isPending] pending · [isEnded] ended ·          │
 *   │ │ sorting │         [isPastDue] pastDue · [isEnding] ending · else active                 │
 *   │ └─────────┘                                                                               │
 *   │   active ── subscription.cancel ──▶ confirmingCancel ── confirm ──▶ cancelling ── done ──▶ sorting
 *   │                                      │ dismiss ▲ error (the reason)                        │
 *   │                                      ▼ sorting └──────────────────── cancelling          │
 *   │   active ── subscription.change(plan) ──▶ confirmingChange ── confirm ──▶ changing ── done ─▶ sorting
 *   │                                      dismiss ─▶ sorting   ◀── error ── changing           │
 *   │   ending ── subscription.resume ──▶ resuming ── done ─▶ sorting; error ─▶ sorting (the reason)
 *   │                                                                                           │
 *   │ subscription.updated(owned, retry) from any state of ready ─▶ sorting                    │
 *   │ (a new renewals' card: the failed renewal paid → active, or declined → pastDue and why)   │
 *   └───────────────────────────────────────────────────────────────────────────────────────────┘
 */
import { assign, type AnyEventObject, fromPromise, setup } from 'xstate'
import type { DeclineReason, OrderStatusAnswer } from '../../contracts/payments/schemas'
import type { OwnedSubscription, Subscription } from '../../contracts/payments/plans'
import { callError, type CallError } from '../request'

export type SubscriptionAction = 'load' | 'cancel' | 'resume' | 'change'

export interface SubscriptionError extends CallError {
  action: SubscriptionAction
}

/** What the last charge of a failed renewal with a new card did. */
export type RenewalRetry = { outcome: 'paid' } | { outcome: 'declined'; reason: DeclineReason | null }

export interface SubscriptionContext {
  /** The user's subscription as the server last answered, or null (none, or none any more). */
  owned: OwnedSubscription | null
  /** The plan a change asks for (the current plan's id undoes a change), while it is confirmed. */
  plan: Subscription | null
  error: SubscriptionError | null
  retry: RenewalRetry | null
}

export type SubscriptionEvent =
  | { type: 'subscription.retry' }
  | { type: 'subscription.cancel' }
  | { type: 'subscription.change'; plan: Subscription }
  | { type: 'subscription.confirm' }
  | { type: 'subscription.dismiss' }
  | { type: 'subscription.resume' }
  | {
      type: 'subscription.updated'
      owned: OwnedSubscription | null
      /** The failed renewal charged again with the new card, or null when nothing was due. */
      retry: OrderStatusAnswer | null
    }

export const renewalRetry = (retry: OrderStatusAnswer | null): RenewalRetry | null =>
  retry === null
    ? null
    : retry.status === 'succeeded'
      ? { outcome: 'paid' }
      : { outcome: 'declined', reason: retry.decline_reason ?? null }

const failure =
  (action: SubscriptionAction) =>
  ({ event }: { event: AnyEventObject }) => ({ error: { action, ...callError(event.error) } })

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadSubscription: fromPromise<OwnedSubscription | null>(async () => {
      throw new Error('subscriptionMachine: provide the `loadSubscription` actor')
    }),
    cancelSubscription: fromPromise<OwnedSubscription | null>(async () => {
      throw new Error('subscriptionMachine: provide the `cancelSubscription` actor')
    }),
    resumeSubscription: fromPromise<OwnedSubscription>(async () => {
      throw new Error('subscriptionMachine: provide the `resumeSubscription` actor')
    }),
    changeSubscription: fromPromise<OwnedSubscription, { id: number }>(async () => {
      throw new Error('subscriptionMachine: provide the `changeSubscription` actor')
    }),
  },
  guards: {
    noSubscription: ({ context }) => context.owned === null,
    isPending: ({ context }) => context.owned?.status === 'pending_bank_transfer',
    isEnded: ({ context }) => context.owned?.status === 'canceled',
    isPastDue: ({ context }) => context.owned?.status === 'past_due',
    isEnding: ({ context }) => context.owned?.cancel_at_period_end === true,
  },
}).createMachine({
  id: 'subscription',
  context: { owned: null, plan: null, error: null, retry: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ owned: event.output, error: null })) },
        onError: { target: 'failed', actions: assign(failure('load')) },
      },
    },
    failed: {
      on: { 'subscription.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'sorting',
      on: {
        'subscription.updated': {
          target: '.sorting',
          actions: assign(({ event }) => ({
            owned: event.owned,
            retry: renewalRetry(event.retry),
            plan: null,
            error: null,
          })),
        },
      },
      states: {
        sorting: {
          always: [
            { guard: 'noSubscription', target: 'none' },
            { guard: 'isPending', target: 'pending' },
            { guard: 'isEnded', target: 'ended' },
            { guard: 'isPastDue', target: 'pastDue' },
            { guard: 'isEnding', target: 'ending' },
            { target: 'active' },
          ],
        },
        /** No subscription: the page leads to the plans. */
        none: {},
        /** Bought by bank transfer, not paid yet. */
        pending: {},
        /** Ended (canceled): the way to subscribe again. */
        ended: {},
        /** A renewal failed: when it is retried, and the cards to fix it with. */
        pastDue: {},
        /** Cancelled at period end: renews no more, unless resumed before the end. */
        ending: {
          on: {
            'subscription.resume': { target: 'resuming', actions: assign({ error: null, retry: null }) },
          },
        },
        active: {
          on: {
            'subscription.cancel': {
              target: 'confirmingCancel',
              actions: assign({ error: null, retry: null }),
            },
            'subscription.change': {
              target: 'confirmingChange',
              actions: assign(({ event }) => ({ plan: event.plan, error: null, retry: null })),
            },
          },
        },
        confirmingCancel: {
          on: {
            'subscription.confirm': { target: 'cancelling', actions: assign({ error: null }) },
            'subscription.dismiss': { target: 'sorting' },
          },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            onDone: {
              target: 'sorting',
              // the server answers null when there was nothing left to cancel: keep what is shown
              actions: assign(({ context, event }) => ({ owned: event.output ?? context.owned })),
            },
            onError: { target: 'confirmingCancel', actions: assign(failure('cancel')) },
          },
        },
        confirmingChange: {
          on: {
            'subscription.confirm': { target: 'changing', actions: assign({ error: null }) },
            'subscription.dismiss': { target: 'sorting', actions: assign({ plan: null }) },
          },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'changeSubscription',
            src: 'changeSubscription',
            input: ({ context }) => ({ id: context.plan!.id }),
            onDone: {
              target: 'sorting',
              actions: assign(({ event }) => ({ owned: event.output, plan: null })),
            },
            onError: { target: 'confirmingChange', actions: assign(failure('change')) },
          },
        },
        resuming: {
          tags: ['busy'],
          invoke: {
            id: 'resumeSubscription',
            src: 'resumeSubscription',
            onDone: { target: 'sorting', actions: assign(({ event }) => ({ owned: event.output })) },
            onError: { target: 'sorting', actions: assign(failure('resume')) },
          },
        },
      },
    },
  },
})
