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
 *
 * The chart is put together here from its parts: purchase.context.ts (input, context, events),
 * purchase.setup.ts (actors, actions, guards, delays), purchase.steps.ts (loading, billing,
 * payment methods, paying), purchase.settling.ts (3-D Secure, PayPal, declined, processing, bank
 * transfer) and purchase.transitions.ts (the pieces of transitions they share).
 */
import { MAX_PAYMENT_ATTEMPTS, PURCHASE_MAX_WAIT_MS, PURCHASE_POLL_MS } from './purchase.context'
import { purchaseSetup } from './purchase.setup'
import {
  declined,
  paypalApproval,
  paypalCanceled,
  pendingBankTransfer,
  processing,
  threeDSecure,
} from './purchase.settling'
import { billingInformation, loading, paying, paymentMethods } from './purchase.steps'

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
    loading,
    loadFailed: {
      on: { 'purchase.retry': { target: 'loading', actions: 'clearError' } },
    },
    alreadyOwned: { type: 'final' },
    billingInformation,
    paymentMethods,
    paying,
    threeDSecure,
    paypalApproval,
    paypalCanceled,
    declined,
    processing,
    pendingBankTransfer,
    orderCompleted: {
      type: 'final',
      entry: 'announceCompleted',
    },
  },
})
