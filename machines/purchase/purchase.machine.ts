/*
 * Buying a course, a feature or a subscription (SPEC.md §2 "Purchase flow", §4 purchase steps and
 * slug_type events; issue 12). One actor per checkout page: /buy/course/{id}/…, /buy/feature/{id}/…
 * and the onboarding subscription steps share it.
 *
 *   ┌─────────┐ loadOrder failed ┌────────────┐
 *   │ loading │ ───────────────▶ │ loadFailed │ ── purchase.retry ──▶ loading
 *   └────┬────┘                  └────────────┘
 *        │ done: the order's true state on the server (resume); first match wins
 *        ├─ [isSucceeded] ─────────────▶ orderCompleted
 *        ├─ [isOwned] ─────────────────▶ alreadyOwned (final: a link to the product)
 *        ├─ [isPaypalApproval] ────────▶ paypalApproval (without opening the page again)
 *        ├─ [isActionRequired] ────────▶ threeDSecure (without opening the page again)
 *        ├─ [isPaypalCanceled] ────────▶ paypalCanceled
 *        ├─ [isDeclined] ──────────────▶ declined
 *        ├─ [isAwaitingBankTransfer] ──▶ pendingBankTransfer
 *        ├─ [isProcessing] ────────────▶ processing
 *        ├─ [isBillingNeeded] ──▶ billingInformation
 *        └─ otherwise ──────────▶ paymentMethods
 *
 *   ┌ billingInformation ──────────────────────────────────────────┐
 *   │ ┌─────────┐ submitBilling [isBillingValid] ┌────────┐        │
 *   │ │ editing │ ─────────────────────────────▶ │ saving │ ── done (billing complete) ───┐
 *   │ │         │ ◀── failed: 422 field errors ─ └────────┘        │                      │
 *   │ └─────────┘                                                  │                      │
 *   └──┬───────────────────────────────────────────────────▲───────┘                      │
 *      │ goToStep payment-methods [isPaymentStepOpen]      │ goToStep billing-information │
 *      ▼                                                   │ [isBillingStepOpen]          ▼
 *   ┌ paymentMethods ──────────────────────────────────────┴───────────────────────────────────┐
 *   │ ┌──────────┐ applyCoupon [isCouponCode]   ┌────────────────┐                             │
 *   │ │ choosing │ ───────────────────────────▶ │ checkingCoupon │                             │
 *   │ │          │ ◀── done: live price ─────── │                │                             │
 *   │ │          │ ◀── failed: 422, why not ─── └────────────────┘                             │
 *   │ │          │ selectMethod [isMethodAvailable], removeCoupon [hasCoupon]                  │
 *   │ │          │ pay [isNewCardPayment]       ┌────────────┐                                 │
 *   │ │          │ ───────────────────────────▶ │ tokenizing │                                 │
 *   │ │          │ ◀── failed: card error ───── └─────┬──────┘                                 │
 *   │ └────┬─────┘                                    │ done: the card is saved and chosen     │
 *   └──────┼──────────────────────────────────────────┼────────────────────────────────────────┘
 *          │ pay [isPayable] (startAttempt)           │ (startAttempt)       ▲
 *          ▼                                          ▼                      │ failed (network, 5xx):
 *   ┌────────┐ ◀──────────────────────────────────────┘                      │ the error; paying
 *   │ paying │ ──────────────────────────────────────────────────────────────┘ again keeps the key
 *   └───┬────┘
 *       │ failed: 422 naming billing fields [isBillingRefused] ──▶ billingInformation (fields shown)
 *       │ done, by status
 *       ├─ succeeded ──────────────────────────────▶ orderCompleted (final; emits purchase.completed)
 *       ├─ requires_action + url (openNextAction) ─▶ threeDSecure
 *       ├─ requires_payment_method ────────────────▶ declined ── purchase.tryAgain ──▶ paymentMethods
 *       ├─ pending_bank_transfer ──────────────────▶ pendingBankTransfer
 *       └─ processing (or requires_action, no url) ▶ processing
 *
 *   ┌ threeDSecure ──────────────────────────────────┐  ┌ processing ────────────────────────────────────┐
 *   │ awaiting ── after pollInterval ──▶ checking    │  │ patient: waiting ── after pollInterval ──▶     │
 *   │          ── purchase.returned ───▶ (loadOrder) │  │   checking (loadOrder); still processing:      │
 *   │ awaiting ◀── still requires_action ── checking │  │   [isTakingLonger] ──▶ takingLonger            │
 *   │ purchase.authenticate: openNextAction again    │  │   otherwise countPoll ──▶ waiting              │
 *   │ purchase.tryAgain ──▶ paymentMethods           │  │ takingLonger: waiting ⇄ checking, slower       │
 *   └────────────────────────────────────────────────┘  └────────────────────────────────────────────────┘
 *   ┌ pendingBankTransfer ──────────────────────────────────────────────────────────────────┐
 *   │ waiting ── after transferPollInterval ──▶ checking (loadOrder): [isSucceeded] ──▶       │
 *   │   orderCompleted; otherwise (or failed) ──▶ waiting: a fallback for a socket that is down │
 *   └────────────────────────────────────────────────────────────────────────────────────────┘
 *   ┌ paypalApproval (issue 36: selectMethod paypal, pay; the answer names payment_method_type) ─┐
 *   │ like threeDSecure: awaiting ⇄ checking, purchase.returned, purchase.authenticate (the page │
 *   │ again), tryAgain; the order declined (cancelled on PayPal's page) or paymentFailed ──▶     │
 *   │ paypalCanceled: purchase.selectMethod [isMethodAvailable] or tryAgain ──▶ paymentMethods    │
 *   └────────────────────────────────────────────────────────────────────────────────────────────┘
 *   A pay or poll answer that is a PayPal approval [isPaypalApproval] or a PayPal cancel
 *   [isPaypalCanceled] goes there before the 3-D Secure and declined branches.
 *   A poll answer moves on like a pay answer (a 3-D Secure order that is gone: back to choosing).
 *   In threeDSecure, processing and pendingBankTransfer the notifications machine's events (mapped
 *   by purchaseEventFromNotification) settle the order: purchase.paymentSucceeded [isForThisOrder]
 *   ──▶ orderCompleted; purchase.paymentFailed [isForThisOrder] ──▶ declined (not for a transfer).
 *
 * Exactly once: an attempt gets its idempotency key (`{checkoutId}:{n}`) when it starts; paying
 * again after a failed call (network, 5xx) is the same attempt with the same key, so the server
 * charges once. Another method, coupon or new card, and a decline, end the attempt. At most
 * `maxAttempts` attempts per checkout against card testing (a reload starts a new checkout, so the
 * server limits attempts too). Card numbers never enter the context: `tokenizeCard` reads them
 * from the event. `busy` tags the load and every call the user started, so nothing is sent twice.
 */
import * as v from 'valibot'
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import {
  authSchemas,
  billingUpsertPayload,
  BILLING_FIELDS,
  errorStatus,
  type AuthBody,
  type BillingForm,
  type BillingInformation,
} from '../../contracts/accounts/schemas'
import {
  CardDetails,
  CouponCode,
  type CheckoutState,
  type CouponCheckAnswer,
  type DeclineReason,
  type OrderStatusAnswer,
  type ProductRef,
  type ProductSummary,
  type SavedCard,
} from '../../contracts/payments/schemas'

/** How often an order that is not settled yet is asked for again. */
export const PURCHASE_POLL_MS = 3_000
/** After about this long in processing the view says it is taking longer; polling slows down. */
export const PURCHASE_MAX_WAIT_MS = 60_000
export const PURCHASE_SLOW_POLL_MS = 10_000
/** Payment attempts per checkout (a retry of a failed call is the same attempt). */
export const MAX_PAYMENT_ATTEMPTS = 5

export interface PurchaseInput {
  product: ProductRef
  /** False for free products and when an earlier onboarding step took the billing data. */
  requiresBilling: boolean
  allowsBankTransfer: boolean
  /** Unique per checkout (crypto.randomUUID() in the app): the idempotency keys' prefix. */
  checkoutId: string
  maxAttempts?: number
  /** Defaults to PURCHASE_MAX_WAIT_MS. */
  maxProcessingWaitMs?: number
}

export type PaymentMethodChoice =
  { type: 'card'; pmid: string } | { type: 'newCard' } | { type: 'bankTransfer' } | { type: 'paypal' }

/** What the `pay` actor is asked to pay with; `free` when nothing is due. */
export type PayMethod =
  { type: 'card'; pmid: string } | { type: 'bankTransfer' } | { type: 'paypal' } | { type: 'free' }

export type PurchaseCall = 'loadOrder' | 'saveBilling' | 'checkCoupon' | 'tokenizeCard' | 'pay'

export interface PurchaseError {
  /** The call that failed. */
  call: PurchaseCall
  /** HTTP status; undefined for a network failure. */
  status?: number
  /** The 422 field messages, in the user's language (the coupon's "why not" among them). */
  fields: Record<string, string[]>
}

export interface PurchaseContext {
  product: ProductRef
  requiresBilling: boolean
  allowsBankTransfer: boolean
  checkoutId: string
  maxAttempts: number
  /** Title and list price, once loaded. */
  summary: ProductSummary | null
  /** What the billing form starts from. */
  billing: BillingInformation | null
  billingComplete: boolean
  cards: SavedCard[]
  method: PaymentMethodChoice | null
  coupon: CouponCheckAnswer | null
  /** The order as the server last answered it. */
  order: OrderStatusAnswer | null
  declineReason: DeclineReason | null
  /** Attempts started; the current one's key, null between attempts. */
  attempts: number
  idempotencyKey: string | null
  /** Polls answered "still processing" (or failed) so far, and how many make it "taking longer". */
  polls: number
  maxPolls: number
  error: PurchaseError | null
}

export type PurchaseStepTarget = 'billing-information' | 'payment-methods'

export type PurchaseEvent =
  | { type: 'purchase.retry' }
  | { type: 'purchase.submitBilling'; billing: Partial<BillingForm> }
  /** The route changed to a step (browser back / forward, a link). */
  | { type: 'purchase.goToStep'; step: PurchaseStepTarget }
  | { type: 'purchase.selectMethod'; method: PaymentMethodChoice }
  | { type: 'purchase.applyCoupon'; code: string }
  | { type: 'purchase.removeCoupon' }
  /** `card`: the new card form's values, when paying with a new card. */
  | { type: 'purchase.pay'; card?: NewCard }
  /** Open the 3-D Secure (or PayPal approval) page again. */
  | { type: 'purchase.authenticate' }
  /** Back from the 3-D Secure page without a page load (popup, second tab). */
  | { type: 'purchase.returned' }
  | { type: 'purchase.tryAgain' }
  /** From the notifications machine (purchaseEventFromNotification). */
  | { type: 'purchase.paymentSucceeded'; orderId?: number; product?: ProductRef }
  | { type: 'purchase.paymentFailed'; orderId?: number; product?: ProductRef; reason?: DeclineReason }

export type PurchaseEmitted = {
  type: 'purchase.completed'
  product: ProductRef
  order: OrderStatusAnswer | null
}

export interface PayInput {
  product: ProductRef
  method: PayMethod
  coupon: string | null
  /** Send as the Idempotency-Key header. */
  idempotencyKey: string
}

export interface CheckCouponInput {
  code: string
  product: ProductRef
}

/** The 422 field messages an API error carries (ApiError.fieldErrors), if any. */
/**
 * A new card typed into the provider's own field (Stripe Elements), complete: the numbers never
 * reach Aula's code, so the tokenizeCard actor takes the card from that field.
 */
export interface ProviderCard {
  provider: 'stripe'
}
/** The new card form's values, or the provider's own field when it holds the card. */
export type NewCard = CardDetails | ProviderCard

export const isProviderCard = (card: unknown): card is ProviderCard =>
  typeof card === 'object' && card !== null && (card as { provider?: unknown }).provider === 'stripe'

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {}
  const fields = (error as { fieldErrors: unknown }).fieldErrors
  return typeof fields === 'object' && fields !== null ? { ...(fields as Record<string, string[]>) } : {}
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`purchaseMachine: provide the \`${name}\` actor`)
}

/** What is due now: the coupon's price, else the list price. */
export function dueCents(context: Pick<PurchaseContext, 'summary' | 'coupon'>): number | undefined {
  return context.coupon?.price_cents ?? context.summary?.price_cents
}

const isFree = (context: PurchaseContext) => dueCents(context) === 0

const hasAttemptLeft = (context: PurchaseContext) =>
  context.idempotencyKey !== null || context.attempts < context.maxAttempts

// `isPayable` lets nothing else through: a new card is tokenised (and chosen) before paying.
function payMethodOf(context: PurchaseContext): PayMethod {
  const { method } = context
  if (isFree(context) || method === null || method.type === 'newCard') return { type: 'free' }
  return method
}

const sameProduct = (a: ProductRef | undefined, b: ProductRef) =>
  a !== undefined && a.type === b.type && a.id === b.id

type OrderParams = { order: OrderStatusAnswer | null }
const hasStatus = (params: OrderParams, status: OrderStatusAnswer['status']) =>
  params.order?.status === status

const purchaseSetup = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    emitted: {} as PurchaseEmitted,
  },
  actors: {
    // Placeholders: src/app provides the API calls with `.provide({ actors })`.
    loadOrder: fromPromise<CheckoutState, { product: ProductRef }>(needsProvided('loadOrder')),
    saveBilling: fromPromise<BillingInformation, AuthBody<'InvoiceDataBody'>>(needsProvided('saveBilling')),
    checkCoupon: fromPromise<CouponCheckAnswer, CheckCouponInput>(needsProvided('checkCoupon')),
    tokenizeCard: fromPromise<SavedCard, NewCard>(needsProvided('tokenizeCard')),
    pay: fromPromise<OrderStatusAnswer, PayInput>(needsProvided('pay')),
  },
  actions: {
    // Provided by the app: go to the 3-D Secure page (it returns to the buy call's return_url).
    openNextAction: (_, _params: { url: string }) => {},
    announceCompleted: emit(({ context }) => ({
      type: 'purchase.completed' as const,
      product: context.product,
      order: context.order,
    })),
    storeCheckout: assign((_, params: { checkout: CheckoutState }) => {
      const { checkout } = params
      // The default card, and only if it can pay (issue 36: not declined last time, not expired).
      const firstCard = checkout.payment_methods.find((card) => card.default !== false && !card.problem)
      return {
        summary: checkout.product,
        billing: checkout.billing,
        billingComplete: checkout.billing_complete,
        cards: checkout.payment_methods,
        method: firstCard ? { type: 'card' as const, pmid: firstCard.id } : { type: 'newCard' as const },
        order: checkout.order,
        declineReason: checkout.order?.decline_reason ?? null,
        error: null,
      }
    }),
    storeOrder: assign((_, params: OrderParams) => ({
      order: params.order,
      declineReason: params.order?.decline_reason ?? null,
      error: null,
    })),
    /** The webhook said it is paid: the order shown on order-completed says so too. */
    markPaid: assign(({ context }) => ({
      order: context.order && { ...context.order, status: 'succeeded' as const },
    })),
    storeDecline: assign(({ event }) => {
      assertEvent(event, 'purchase.paymentFailed')
      return { declineReason: event.reason ?? 'generic_decline' }
    }),
    storeError: assign((_, params: { call: PurchaseCall; error: unknown }) => ({
      error: { call: params.call, status: errorStatus(params.error), fields: fieldErrorsOf(params.error) },
    })),
    clearError: assign({ error: null }),
    billingSaved: assign((_, params: { billing: BillingInformation }) => ({
      billing: params.billing,
      billingComplete: true,
      error: null,
    })),
    selectMethod: assign(({ event }) => {
      assertEvent(event, 'purchase.selectMethod')
      return { method: event.method, idempotencyKey: null, error: null }
    }),
    applyCoupon: assign((_, params: { coupon: CouponCheckAnswer }) => ({
      coupon: params.coupon,
      idempotencyKey: null,
      error: null,
    })),
    removeCoupon: assign({ coupon: null, idempotencyKey: null, error: null }),
    /** The new card is saved with the provider: it joins the list and is the one paid with. */
    addCard: assign(({ context }, params: { card: SavedCard }) => ({
      cards: [...context.cards.filter((card) => card.id !== params.card.id), params.card],
      method: { type: 'card' as const, pmid: params.card.id },
      idempotencyKey: null,
    })),
    /** A new attempt gets a new key; paying again after a failed call keeps the attempt's key. */
    startAttempt: assign(({ context }) => {
      if (context.idempotencyKey !== null) return { error: null }
      const attempts = context.attempts + 1
      return { attempts, idempotencyKey: `${context.checkoutId}:${attempts}`, error: null }
    }),
    endAttempt: assign({ idempotencyKey: null }),
    /** The buy refused the billing data: it is to be saved again before paying, with a new attempt. */
    billingRefused: assign({ billingComplete: false, idempotencyKey: null }),
    resetPolls: assign({ polls: 0 }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    /** Back to choosing after a decline or an abandoned 3-D Secure: the method stays chosen. */
    forgetOrder: assign({ order: null, declineReason: null, idempotencyKey: null, error: null }),
  },
  guards: {
    isSucceeded: (_, params: OrderParams) => hasStatus(params, 'succeeded'),
    isActionRequired: (_, params: OrderParams) =>
      hasStatus(params, 'requires_action') && Boolean(params.order?.next_action_url),
    /** A PayPal payment waiting for the buyer's approval on PayPal's page (issue 36). */
    isPaypalApproval: (_, params: OrderParams) =>
      hasStatus(params, 'requires_action') &&
      Boolean(params.order?.next_action_url) &&
      params.order?.payment_method_type === 'paypal',
    /** The buyer cancelled on PayPal's page: nothing was charged, another method may pay. */
    isPaypalCanceled: (_, params: OrderParams) =>
      hasStatus(params, 'requires_payment_method') && params.order?.decline_reason === 'paypal_canceled',
    isDeclined: (_, params: OrderParams) => hasStatus(params, 'requires_payment_method'),
    isAwaitingBankTransfer: (_, params: OrderParams) => hasStatus(params, 'pending_bank_transfer'),
    // A requires_action without its page cannot be acted on: wait for the webhook instead.
    isProcessing: (_, params: OrderParams) =>
      hasStatus(params, 'processing') ||
      (hasStatus(params, 'requires_action') && !params.order?.next_action_url),
    isOwned: (_, params: { checkout: CheckoutState }) => params.checkout.owned,
    isBillingNeeded: ({ context }, params: { checkout: CheckoutState }) =>
      context.requiresBilling && !params.checkout.billing_complete,
    isBillingValid: ({ event }) => {
      assertEvent(event, 'purchase.submitBilling')
      return v.is(authSchemas.InvoiceDataBody, billingUpsertPayload(event.billing))
    },
    isBillingStepOpen: ({ context, event }) => {
      assertEvent(event, 'purchase.goToStep')
      return event.step === 'billing-information' && context.requiresBilling
    },
    isBillingRefused: ({ context, event }) =>
      context.requiresBilling &&
      errorStatus((event as { error?: unknown }).error) === 422 &&
      Object.keys(fieldErrorsOf((event as { error?: unknown }).error)).some((field) =>
        (BILLING_FIELDS as readonly string[]).includes(field),
      ),
    isPaymentStepOpen: ({ context, event }) => {
      assertEvent(event, 'purchase.goToStep')
      return event.step === 'payment-methods' && context.billingComplete
    },
    isMethodAvailable: ({ context, event }) => {
      assertEvent(event, 'purchase.selectMethod')
      const { method } = event
      if (method.type === 'card') return context.cards.some((card) => card.id === method.pmid)
      if (method.type === 'bankTransfer') return context.allowsBankTransfer
      return true
    },
    isCouponCode: ({ event }) => {
      assertEvent(event, 'purchase.applyCoupon')
      return v.is(CouponCode, event.code)
    },
    hasCoupon: ({ context }) => context.coupon !== null,
    isNewCardPayment: ({ context, event }) => {
      assertEvent(event, 'purchase.pay')
      return (
        context.method?.type === 'newCard' &&
        !isFree(context) &&
        context.attempts < context.maxAttempts &&
        (v.is(CardDetails, event.card) || isProviderCard(event.card))
      )
    },
    isPayable: ({ context }) =>
      hasAttemptLeft(context) &&
      (isFree(context) || (context.method !== null && context.method.type !== 'newCard')),
    isTakingLonger: ({ context }) => context.polls + 1 >= context.maxPolls,
    isForThisOrder: ({ context, event }) => {
      assertEvent(event, ['purchase.paymentSucceeded', 'purchase.paymentFailed'])
      if (event.orderId !== undefined) return event.orderId === context.order?.order_id
      return sameProduct(event.product, context.product)
    },
  },
  // The app makes pollInterval slower while the realtime connection is up (its events come first).
  delays: {
    pollInterval: PURCHASE_POLL_MS,
    slowPollInterval: PURCHASE_SLOW_POLL_MS,
    transferPollInterval: PURCHASE_SLOW_POLL_MS,
  },
})

type OrderEvent = { event: { output: OrderStatusAnswer } }
type CheckoutEvent = { event: { output: CheckoutState } }

const orderOf = ({ event }: OrderEvent): OrderParams => ({ order: event.output })
const orderOfCheckout = ({ event }: CheckoutEvent): OrderParams => ({ order: event.output.order })
const checkoutOf = ({ event }: CheckoutEvent) => ({ checkout: event.output })

const storeOrder = { type: 'storeOrder', params: orderOf } as const
const storeCheckoutOrder = { type: 'storeOrder', params: orderOfCheckout } as const

const storeError = (call: PurchaseCall) =>
  ({
    type: 'storeError',
    params: ({ event }: { event: { error: unknown } }) => ({ call, error: event.error }),
  }) as const

const openNextAction = {
  type: 'openNextAction',
  params: ({ context }: { context: PurchaseContext }) => ({ url: context.order?.next_action_url ?? '' }),
} as const

const toCompleted = '#purchase.orderCompleted'
const toThreeDSecure = '#purchase.threeDSecure'
const toPaypalApproval = '#purchase.paypalApproval'
const toPaypalCanceled = '#purchase.paypalCanceled'
const toDeclined = '#purchase.declined'
const toPendingBankTransfer = '#purchase.pendingBankTransfer'
const toProcessing = '#purchase.processing'

// A poll while processing moves on like a pay answer; "still processing" is each caller's own.
const pollAnswers = [
  {
    guard: { type: 'isSucceeded', params: orderOfCheckout },
    target: toCompleted,
    actions: storeCheckoutOrder,
  },
  {
    guard: { type: 'isPaypalApproval', params: orderOfCheckout },
    target: toPaypalApproval,
    actions: [storeCheckoutOrder, openNextAction],
  },
  {
    guard: { type: 'isActionRequired', params: orderOfCheckout },
    target: toThreeDSecure,
    actions: [storeCheckoutOrder, openNextAction],
  },
  {
    guard: { type: 'isPaypalCanceled', params: orderOfCheckout },
    target: toPaypalCanceled,
    actions: [storeCheckoutOrder, 'endAttempt'],
  },
  {
    guard: { type: 'isDeclined', params: orderOfCheckout },
    target: toDeclined,
    actions: [storeCheckoutOrder, 'endAttempt'],
  },
  {
    guard: { type: 'isAwaitingBankTransfer', params: orderOfCheckout },
    target: toPendingBankTransfer,
    actions: storeCheckoutOrder,
  },
] as const

// The events of the notifications machine that settle an order waiting for the provider.
const settledByWebhook = {
  'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
  'purchase.paymentFailed': {
    guard: 'isForThisOrder',
    target: toDeclined,
    actions: ['storeDecline', 'endAttempt'],
  },
} as const

export const purchaseMachine = purchaseSetup.createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    product: { type: input.product.type, id: input.product.id },
    requiresBilling: input.requiresBilling,
    allowsBankTransfer: input.allowsBankTransfer,
    checkoutId: input.checkoutId,
    maxAttempts: input.maxAttempts ?? MAX_PAYMENT_ATTEMPTS,
    summary: null,
    billing: null,
    billingComplete: false,
    cards: [],
    method: null,
    coupon: null,
    order: null,
    declineReason: null,
    attempts: 0,
    idempotencyKey: null,
    polls: 0,
    maxPolls: Math.max(1, Math.ceil((input.maxProcessingWaitMs ?? PURCHASE_MAX_WAIT_MS) / PURCHASE_POLL_MS)),
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'isSucceeded', params: orderOfCheckout },
            target: 'orderCompleted',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isOwned', params: checkoutOf },
            target: 'alreadyOwned',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isPaypalApproval', params: orderOfCheckout },
            target: 'paypalApproval',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isActionRequired', params: orderOfCheckout },
            target: 'threeDSecure',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isPaypalCanceled', params: orderOfCheckout },
            target: 'paypalCanceled',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isDeclined', params: orderOfCheckout },
            target: 'declined',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isAwaitingBankTransfer', params: orderOfCheckout },
            target: 'pendingBankTransfer',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isProcessing', params: orderOfCheckout },
            target: 'processing',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          {
            guard: { type: 'isBillingNeeded', params: checkoutOf },
            target: 'billingInformation',
            actions: { type: 'storeCheckout', params: checkoutOf },
          },
          { target: 'paymentMethods', actions: { type: 'storeCheckout', params: checkoutOf } },
        ],
        onError: { target: 'loadFailed', actions: storeError('loadOrder') },
      },
    },

    loadFailed: {
      on: { 'purchase.retry': { target: 'loading', actions: 'clearError' } },
    },

    alreadyOwned: { type: 'final' },

    billingInformation: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'purchase.submitBilling': { guard: 'isBillingValid', target: 'saving', actions: 'clearError' },
            'purchase.goToStep': {
              guard: 'isPaymentStepOpen',
              target: '#purchase.paymentMethods',
              actions: 'clearError',
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveBilling',
            src: 'saveBilling',
            // Only entered by purchase.submitBilling; SPEC.md §5: only non-empty fields are sent.
            input: ({ event }) => {
              assertEvent(event, 'purchase.submitBilling')
              return billingUpsertPayload(event.billing)
            },
            onDone: {
              target: '#purchase.paymentMethods',
              actions: { type: 'billingSaved', params: ({ event }) => ({ billing: event.output }) },
            },
            onError: { target: 'editing', actions: storeError('saveBilling') },
          },
        },
      },
    },

    paymentMethods: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'purchase.selectMethod': { guard: 'isMethodAvailable', actions: 'selectMethod' },
            'purchase.applyCoupon': {
              guard: 'isCouponCode',
              target: 'checkingCoupon',
              actions: 'clearError',
            },
            'purchase.removeCoupon': { guard: 'hasCoupon', actions: 'removeCoupon' },
            'purchase.pay': [
              { guard: 'isNewCardPayment', target: 'tokenizing', actions: 'clearError' },
              { guard: 'isPayable', target: '#purchase.paying', actions: 'startAttempt' },
            ],
            'purchase.goToStep': {
              guard: 'isBillingStepOpen',
              target: '#purchase.billingInformation',
              actions: 'clearError',
            },
          },
        },
        checkingCoupon: {
          tags: ['busy'],
          invoke: {
            id: 'checkCoupon',
            src: 'checkCoupon',
            input: ({ context, event }) => {
              assertEvent(event, 'purchase.applyCoupon')
              return { code: event.code.trim(), product: context.product }
            },
            onDone: {
              target: 'choosing',
              actions: { type: 'applyCoupon', params: ({ event }) => ({ coupon: event.output }) },
            },
            onError: { target: 'choosing', actions: storeError('checkCoupon') },
          },
        },
        tokenizing: {
          tags: ['busy'],
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            // Only entered by purchase.pay with a valid card (isNewCardPayment).
            input: ({ event }) => {
              assertEvent(event, 'purchase.pay')
              return event.card as NewCard
            },
            onDone: {
              target: '#purchase.paying',
              actions: [{ type: 'addCard', params: ({ event }) => ({ card: event.output }) }, 'startAttempt'],
            },
            onError: { target: 'choosing', actions: storeError('tokenizeCard') },
          },
        },
      },
    },

    paying: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          product: context.product,
          method: payMethodOf(context),
          coupon: context.coupon?.code ?? null,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          { guard: { type: 'isSucceeded', params: orderOf }, target: toCompleted, actions: storeOrder },
          {
            guard: { type: 'isPaypalApproval', params: orderOf },
            target: toPaypalApproval,
            actions: [storeOrder, openNextAction],
          },
          {
            guard: { type: 'isActionRequired', params: orderOf },
            target: toThreeDSecure,
            actions: [storeOrder, openNextAction],
          },
          {
            guard: { type: 'isPaypalCanceled', params: orderOf },
            target: toPaypalCanceled,
            actions: [storeOrder, 'endAttempt'],
          },
          {
            guard: { type: 'isDeclined', params: orderOf },
            target: toDeclined,
            actions: [storeOrder, 'endAttempt'],
          },
          {
            guard: { type: 'isAwaitingBankTransfer', params: orderOf },
            target: toPendingBankTransfer,
            actions: storeOrder,
          },
          { target: toProcessing, actions: storeOrder },
        ],
        onError: [
          // The buy refused the saved billing data (issue 36: an invoice is never made of data the
          // fiscal rules refuse; nothing was charged): back to the billing form, the fields named.
          {
            guard: 'isBillingRefused',
            target: '#purchase.billingInformation',
            actions: [storeError('pay'), 'billingRefused'],
          },
          // The attempt's outcome is unknown: paying again retries it with the same key.
          { target: 'paymentMethods', actions: storeError('pay') },
        ],
      },
    },

    threeDSecure: {
      initial: 'awaiting',
      on: {
        ...settledByWebhook,
        'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
      },
      states: {
        awaiting: {
          after: { pollInterval: 'checking' },
          on: {
            'purchase.returned': 'checking',
            'purchase.authenticate': { actions: openNextAction },
          },
        },
        checking: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ product: context.product }),
            onDone: [
              {
                guard: { type: 'isSucceeded', params: orderOfCheckout },
                target: toCompleted,
                actions: storeCheckoutOrder,
              },
              // Paid with PayPal meanwhile (another tab): its approval page is the one to wait for.
              {
                guard: { type: 'isPaypalApproval', params: orderOfCheckout },
                target: toPaypalApproval,
                actions: storeCheckoutOrder,
              },
              {
                guard: { type: 'isActionRequired', params: orderOfCheckout },
                target: 'awaiting',
                actions: storeCheckoutOrder,
              },
              {
                guard: { type: 'isDeclined', params: orderOfCheckout },
                target: toDeclined,
                actions: [storeCheckoutOrder, 'endAttempt'],
              },
              {
                guard: { type: 'isAwaitingBankTransfer', params: orderOfCheckout },
                target: toPendingBankTransfer,
                actions: storeCheckoutOrder,
              },
              {
                guard: { type: 'isProcessing', params: orderOfCheckout },
                target: toProcessing,
                actions: storeCheckoutOrder,
              },
              // No order any more (cancelled on the server): choose again.
              { target: '#purchase.paymentMethods', actions: 'forgetOrder' },
            ],
            onError: { target: 'awaiting' },
          },
        },
      },
    },

    // PayPal (issue 36): the buyer approves or cancels on PayPal's page, which returns to this
    // checkout (a page load: loading finds the order's state); meanwhile the webhook's
    // notification or a poll settles it, like 3-D Secure.
    paypalApproval: {
      initial: 'awaiting',
      on: {
        'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
        'purchase.paymentFailed': {
          guard: 'isForThisOrder',
          target: toPaypalCanceled,
          actions: ['storeDecline', 'endAttempt'],
        },
        'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
      },
      states: {
        awaiting: {
          after: { pollInterval: 'checking' },
          on: {
            'purchase.returned': 'checking',
            'purchase.authenticate': { actions: openNextAction },
          },
        },
        checking: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ product: context.product }),
            onDone: [
              {
                guard: { type: 'isSucceeded', params: orderOfCheckout },
                target: toCompleted,
                actions: storeCheckoutOrder,
              },
              {
                guard: { type: 'isPaypalApproval', params: orderOfCheckout },
                target: 'awaiting',
                actions: storeCheckoutOrder,
              },
              {
                guard: { type: 'isDeclined', params: orderOfCheckout },
                target: toPaypalCanceled,
                actions: [storeCheckoutOrder, 'endAttempt'],
              },
              {
                guard: { type: 'isProcessing', params: orderOfCheckout },
                target: toProcessing,
                actions: storeCheckoutOrder,
              },
              // No order any more (cancelled on the server): choose again.
              { target: '#purchase.paymentMethods', actions: 'forgetOrder' },
            ],
            onError: { target: 'awaiting' },
          },
        },
      },
    },

    // Cancelled on PayPal's page (or PayPal declined): nothing was charged; the user picks
    // another method here, or goes back to the payment step as it was.
    paypalCanceled: {
      on: {
        'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
        'purchase.selectMethod': {
          guard: 'isMethodAvailable',
          target: 'paymentMethods',
          actions: ['forgetOrder', 'selectMethod'],
        },
      },
    },

    declined: {
      on: {
        'purchase.tryAgain': { target: 'paymentMethods', actions: 'forgetOrder' },
      },
    },

    processing: {
      on: settledByWebhook,
      entry: 'resetPolls',
      initial: 'patient',
      states: {
        patient: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { pollInterval: 'checking' },
            },
            checking: {
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ product: context.product }),
                onDone: [
                  ...pollAnswers,
                  { guard: 'isTakingLonger', target: '#purchase.processing.takingLonger' },
                  { target: 'waiting', actions: 'countPoll' },
                ],
                onError: [
                  { guard: 'isTakingLonger', target: '#purchase.processing.takingLonger' },
                  { target: 'waiting', actions: 'countPoll' },
                ],
              },
            },
          },
        },
        takingLonger: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { slowPollInterval: 'checking' },
            },
            checking: {
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ product: context.product }),
                onDone: [...pollAnswers, { target: 'waiting' }],
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },

    pendingBankTransfer: {
      on: {
        'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
      },
      // The notification usually says it first; asking now and then covers a socket that is down.
      initial: 'waiting',
      states: {
        waiting: {
          after: { transferPollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ product: context.product }),
            onDone: [
              {
                guard: { type: 'isSucceeded', params: orderOfCheckout },
                target: toCompleted,
                actions: storeCheckoutOrder,
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },

    orderCompleted: {
      type: 'final',
      entry: 'announceCompleted',
    },
  },
})
