/*
 * Pieces of transitions the purchase machine's steps share (purchase.steps.ts, purchase.settling.ts):
 * the params read from an answer, the actions that store it, the targets by id, and the branches a
 * poll answer takes.
 */
import type { CheckoutState, OrderStatusAnswer } from '../../contracts/payments/schemas'
import type { PurchaseCall, PurchaseContext } from './purchase.context'
import type { OrderParams } from './purchase.setup'

type OrderEvent = { event: { output: OrderStatusAnswer } }
type CheckoutEvent = { event: { output: CheckoutState } }

export const orderOf = ({ event }: OrderEvent): OrderParams => ({ order: event.output })
export const orderOfCheckout = ({ event }: CheckoutEvent): OrderParams => ({ order: event.output.order })
export const checkoutOf = ({ event }: CheckoutEvent) => ({ checkout: event.output })

export const storeOrder = { type: 'storeOrder', params: orderOf } as const
export const storeCheckoutOrder = { type: 'storeOrder', params: orderOfCheckout } as const

export const storeError = (call: PurchaseCall) =>
  ({
    type: 'storeError',
    params: ({ event }: { event: { error: unknown } }) => ({ call, error: event.error }),
  }) as const

export const openNextAction = {
  type: 'openNextAction',
  params: ({ context }: { context: PurchaseContext }) => ({ url: context.order?.next_action_url ?? '' }),
} as const

export const toCompleted = '#purchase.orderCompleted'
export const toThreeDSecure = '#purchase.threeDSecure'
export const toPaypalApproval = '#purchase.paypalApproval'
export const toPaypalCanceled = '#purchase.paypalCanceled'
export const toDeclined = '#purchase.declined'
export const toPendingBankTransfer = '#purchase.pendingBankTransfer'
export const toProcessing = '#purchase.processing'

// A poll while processing moves on like a pay answer; "still processing" is each caller's own.
export const pollAnswers = [
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
export const settledByWebhook = {
  'purchase.paymentSucceeded': { guard: 'isForThisOrder', target: toCompleted, actions: 'markPaid' },
  'purchase.paymentFailed': {
    guard: 'isForThisOrder',
    target: toDeclined,
    actions: ['storeDecline', 'endAttempt'],
  },
} as const
