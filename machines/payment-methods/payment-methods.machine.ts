/*
 * The saved payment methods of /mysettings/subscription and /mysettings/billing (issues 34 and 36):
 * cards (brand, last 4, expiry) and PayPal accounts (the payer's e-mail). One change at a time:
 * remove one after a confirmation, make one the renewals' card (a renewal that failed is charged
 * again with it at once: the answer says whether it paid), add a card (tokenised by Stripe.js or
 * the sandbox, then kept; on a page whose subscription renews, the new card then becomes the
 * renewals' card). After each change the list is read again (a declined card comes back marked).
 * Each answer that carries the subscription is emitted as `subscription` for the page's plan.
 *
 *   ┌─────────┐ error ┌────────┐
 *   │ loading │──────▶│ failed │── cards.retry ──▶ loading
 *   └─────────┘       └────────┘
 *        │ done
 *        ▼         cards.remove(id)         cards.confirm
 *   ┌──────┐ ────────────────────▶ ┌──────────────────┐ ─────────────▶ ┌──────────┐
 *   │ idle │ ◀── cards.dismiss ─── │ confirmingDelete │                │ deleting │── done ──┐
 *   └──────┘ ◀───────────────────────────── error (the reason) ──────── └──────────┘          │
 *     │  ▲ │ cards.makeDefault(id)   ┌────────────────┐                                      │
 *     │  │ └───────────────────────▶ │ settingDefault │── done (paid, declined, or kept) ───▶│
 *     │  │ ◀──── error ───────────── └────────────────┘                                      │
 *     │  │                                  ▲ done [forRenewals]                              ▼
 *     │  │ cards.add(card, forRenewals) ┌────────┐ done [else] ───────────────────────▶ ┌────────────┐
 *     └──┼────────────────────────────▶ │ adding │                                     │ refreshing │
 *        │ ◀── error (422 by field) ─── └────────┘                                     └────────────┘
 *        └──────────────────────────── done / error (the list as it was) ──────────────────────┘
 *
 * A PayPal account is added without a purchase (a setup intent): idle ─ cards.addPaypal ─▶
 * startingPaypal ─ done ─▶ redirecting (the provided `redirect` sends the user to PayPal's approval
 * page; error ─▶ idle). Back from it the page sends cards.paypalReturned(id): idle ─▶ savingPaypal
 * ─ done ─▶ refreshing (kept) / error ─▶ idle (cancelled on PayPal, or not approved: the reason).
 */
import { assign, type AnyEventObject, emit, fromPromise, setup } from 'xstate'
import type { OrderStatusAnswer, SavedCard } from '../../contracts/payments/schemas'
import type {
  DefaultPaymentMethodAnswer,
  DeletePaymentMethodAnswer,
  OwnedSubscription,
} from '../../contracts/payments/plans'
import { callError, type CallError } from '../request'

export type PaymentMethodsAction = 'load' | 'delete' | 'default' | 'add' | 'paypal'

export interface PaymentMethodsError extends CallError {
  action: PaymentMethodsAction
}

/** What the last change did, for the page to say. */
export type PaymentMethodsNotice =
  | 'removed'
  | 'paypalRemoved'
  /** The renewals' card now; nothing was due. */
  | 'renewalCard'
  /** The failed renewal was charged with it and paid. */
  | 'paid'
  /** The failed renewal was charged with it and declined again. */
  | 'declined'
  | 'saved'
  /** A PayPal account approved on PayPal's page and kept. */
  | 'paypalSaved'

/** A card typed into the sandbox's fields, or null where Stripe's field holds it. */
export interface AddCardInput {
  card: { number: string; exp_month: number; exp_year: number; cvc: string } | null
}

export interface PaymentMethodsContext {
  /** The saved methods as last read; null before the first answer. */
  cards: SavedCard[] | null
  /** The method the change is about (the one to remove, or to make the renewals' card). */
  target: string | null
  /** The card being added becomes the renewals' card once saved. */
  forRenewals: boolean
  notice: PaymentMethodsNotice | null
  error: PaymentMethodsError | null
  /** The subscription as the last answer gave it (undefined until one did). */
  subscription: OwnedSubscription | null | undefined
}

export type PaymentMethodsEvent =
  | { type: 'cards.retry' }
  | { type: 'cards.remove'; id: string }
  | { type: 'cards.confirm' }
  | { type: 'cards.dismiss' }
  | { type: 'cards.makeDefault'; id: string }
  | { type: 'cards.add'; input: AddCardInput; forRenewals: boolean }
  /** Save a PayPal account: to PayPal's approval page, which comes back to this page. */
  | { type: 'cards.addPaypal' }
  /** Back from PayPal's page with the setup intent's id (setup_intent= in the URL). */
  | { type: 'cards.paypalReturned'; id: string }

export type PaymentMethodsEmitted =
  | { type: 'subscription'; owned: OwnedSubscription | null; retry: OrderStatusAnswer | null }
  | { type: 'added'; card: SavedCard }

export const isPaypalMethod = (card: Pick<SavedCard, 'brand'>) => card.brand === 'paypal'

const failure =
  (action: PaymentMethodsAction) =>
  ({ event }: { event: AnyEventObject }) => ({ error: { action, ...callError(event.error) } })

const defaultNotice = (answer: DefaultPaymentMethodAnswer): PaymentMethodsNotice =>
  answer.retry === null ? 'renewalCard' : answer.retry.status === 'succeeded' ? 'paid' : 'declined'

// size: one statechart (the list, a card added, PayPal saved, one removed or made the default, one change at a time) and its setup, read whole with the diagram above
export const paymentMethodsMachine = setup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
    emitted: {} as PaymentMethodsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadCards: fromPromise<SavedCard[]>(async () => {
      throw new Error('paymentMethodsMachine: provide the `loadCards` actor')
    }),
    deleteCard: fromPromise<DeletePaymentMethodAnswer, { id: string }>(async () => {
      throw new Error('paymentMethodsMachine: provide the `deleteCard` actor')
    }),
    setDefaultCard: fromPromise<DefaultPaymentMethodAnswer, { id: string }>(async () => {
      throw new Error('paymentMethodsMachine: provide the `setDefaultCard` actor')
    }),
    addCard: fromPromise<SavedCard, AddCardInput>(async () => {
      throw new Error('paymentMethodsMachine: provide the `addCard` actor')
    }),
    startPaypal: fromPromise<{ id: string; next_action_url: string }>(async () => {
      throw new Error('paymentMethodsMachine: provide the `startPaypal` actor')
    }),
    confirmPaypal: fromPromise<SavedCard, { id: string }>(async () => {
      throw new Error('paymentMethodsMachine: provide the `confirmPaypal` actor')
    }),
  },
  actions: {
    /** Sends the user to PayPal's approval page (the app leaves the page). */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    forRenewals: ({ context }) => context.forRenewals,
  },
}).createMachine({
  id: 'paymentMethods',
  context: {
    cards: null,
    target: null,
    forRenewals: false,
    notice: null,
    error: null,
    subscription: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'idle', actions: assign(({ event }) => ({ cards: event.output, error: null })) },
        onError: { target: 'failed', actions: assign(failure('load')) },
      },
    },
    failed: {
      on: { 'cards.retry': { target: 'loading' } },
    },
    idle: {
      on: {
        'cards.remove': {
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ target: event.id, notice: null, error: null })),
        },
        'cards.makeDefault': {
          target: 'settingDefault',
          actions: assign(({ event }) => ({ target: event.id, notice: null, error: null })),
        },
        'cards.add': {
          target: 'adding',
          actions: assign(({ event }) => ({ forRenewals: event.forRenewals, notice: null, error: null })),
        },
        'cards.addPaypal': { target: 'startingPaypal', actions: assign({ notice: null, error: null }) },
        'cards.paypalReturned': {
          target: 'savingPaypal',
          actions: assign(({ event }) => ({ target: event.id, notice: null, error: null })),
        },
      },
    },
    startingPaypal: {
      tags: ['busy'],
      invoke: {
        id: 'startPaypal',
        src: 'startPaypal',
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.next_action_url }) },
        },
        onError: { target: 'idle', actions: assign(failure('paypal')) },
      },
    },
    /** On the way to PayPal's page: the buttons wait until the page is left. */
    redirecting: { tags: ['busy'] },
    savingPaypal: {
      tags: ['busy'],
      invoke: {
        id: 'confirmPaypal',
        src: 'confirmPaypal',
        input: ({ context }) => ({ id: context.target! }),
        onDone: {
          target: 'refreshing',
          actions: assign({ notice: 'paypalSaved' as PaymentMethodsNotice, target: null }),
        },
        onError: { target: 'idle', actions: [assign(failure('paypal')), assign({ target: null })] },
      },
    },
    confirmingDelete: {
      on: {
        'cards.confirm': { target: 'deleting' },
        'cards.dismiss': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ id: context.target! }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign(({ context, event }) => {
              const removed = context.cards?.find((card) => card.id === event.output.id)
              return {
                notice: (removed && isPaypalMethod(removed)
                  ? 'paypalRemoved'
                  : 'removed') as PaymentMethodsNotice,
                subscription: event.output.subscription,
                cards: context.cards?.filter((card) => card.id !== event.output.id) ?? null,
                target: null,
              }
            }),
            emit(({ event }) => ({
              type: 'subscription' as const,
              owned: event.output.subscription,
              retry: null,
            })),
          ],
        },
        onError: { target: 'idle', actions: [assign(failure('delete')), assign({ target: null })] },
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefaultCard',
        src: 'setDefaultCard',
        input: ({ context }) => ({ id: context.target! }),
        onDone: {
          target: 'refreshing',
          actions: [
            assign(({ event }) => ({
              notice: defaultNotice(event.output),
              subscription: event.output.subscription,
              target: null,
            })),
            emit(({ event }) => ({
              type: 'subscription' as const,
              owned: event.output.subscription,
              retry: event.output.retry,
            })),
          ],
        },
        onError: { target: 'idle', actions: [assign(failure('default')), assign({ target: null })] },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ event }) => (event as Extract<PaymentMethodsEvent, { type: 'cards.add' }>).input,
        onDone: [
          {
            guard: 'forRenewals',
            target: 'settingDefault',
            actions: [
              assign(({ event }) => ({ target: event.output.id, forRenewals: false })),
              emit(({ event }) => ({ type: 'added' as const, card: event.output })),
            ],
          },
          {
            target: 'refreshing',
            actions: [
              assign({ notice: 'saved' as PaymentMethodsNotice, forRenewals: false }),
              emit(({ event }) => ({ type: 'added' as const, card: event.output })),
            ],
          },
        ],
        onError: { target: 'idle', actions: [assign(failure('add')), assign({ forRenewals: false })] },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'idle', actions: assign(({ event }) => ({ cards: event.output })) },
        // the change is done; the list stays as it was
        onError: { target: 'idle' },
      },
    },
  },
})
