/*
 * The purchase machine's implementations (purchase.machine.ts draws the chart): placeholder actors
 * the app provides, the actions that keep the context, the guards that choose a branch and the
 * polling delays. The states use them by name, from purchase.steps.ts and purchase.settling.ts.
 */
import * as v from 'valibot'
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import {
  authSchemas,
  billingUpsertPayload,
  BILLING_FIELDS,
  errorStatus,
  type AuthBody,
  type BillingInformation,
} from '../../contracts/accounts/schemas'
import {
  CardDetails,
  CouponCode,
  type CheckoutState,
  type CouponCheckAnswer,
  type OrderStatusAnswer,
  type ProductRef,
  type SavedCard,
} from '../../contracts/payments/schemas'
import {
  isFree,
  isProviderCard,
  PURCHASE_POLL_MS,
  PURCHASE_SLOW_POLL_MS,
  type CheckCouponInput,
  type NewCard,
  type PayInput,
  type PurchaseCall,
  type PurchaseContext,
  type PurchaseEmitted,
  type PurchaseEvent,
  type PurchaseInput,
} from './purchase.context'

/** The 422 field messages an API error carries (ApiError.fieldErrors), if any. */
function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {}
  const fields = (error as { fieldErrors: unknown }).fieldErrors
  return typeof fields === 'object' && fields !== null ? { ...(fields as Record<string, string[]>) } : {}
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`purchaseMachine: provide the \`${name}\` actor`)
}

const hasAttemptLeft = (context: PurchaseContext) =>
  context.idempotencyKey !== null || context.attempts < context.maxAttempts

const sameProduct = (a: ProductRef | undefined, b: ProductRef) =>
  a !== undefined && a.type === b.type && a.id === b.id

export type OrderParams = { order: OrderStatusAnswer | null }
const hasStatus = (params: OrderParams, status: OrderStatusAnswer['status']) =>
  params.order?.status === status

export const purchaseSetup = setup({
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
