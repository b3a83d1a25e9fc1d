/**
 * What payments tells the other areas and itself (issue 33): an order paid, refunded or whose
 * payment failed, and a subscription changed (started, renewed, moved to the new plan, past due,
 * ended). Published with `publish` (core/domain-events.ts) inside the transaction that records it,
 * so each is delivered exactly once; the areas it concerns subscribe in their own `subscribers.ts`
 * (courses: the enrolment; referrals: the referrer's reward; payments itself: the feature flags a
 * feature or a plan grants and the buyer's notifications) and write their own tables. The coupon's
 * redemption, the plan's period and the receipt are the order's own and stay where it is recorded.
 */
import { publish, type AfterCommit, type EventNotify, type EventTx } from '../../core/domain-events.ts'
import { formatCreditNoteNumber } from './receipts-credit-note.ts'
import type { orders, ProductTypeColumn } from './tables.ts'

type OrderRow = typeof orders.$inferSelect

export interface OrderEvent {
  order_id: number
  user_id: number
  product_type: ProductTypeColumn
  product_id: number
  /** What the buyer paid (0 for a free product or a 100% coupon) and the list price. */
  amount_cents: number
  list_cents: number
  coupon_id: number | null
  /** The subscription a renewal order pays the next period of; null for a first purchase. */
  renews_subscription_id: number | null
  /** Paid by bank transfer (its reference), null when paid by card or PayPal. */
  bank_reference: string | null
}

/** An order just marked paid (by the buy call, the webhook, a confirmed transfer or a renewal). */
export type OrderPaid = OrderEvent

/** A paid order just refunded in full by an admin: what it bought is taken back. */
export interface OrderRefunded extends OrderEvent {
  credit_note_id: number
  /** The credit note's number as its documents print it (NC-2026-000001). */
  credit_note_number: string
}

/** A payment of the order failed (declined, 3-D Secure failed, canceled): the order waits for another. */
export interface OrderPaymentFailed extends OrderEvent {
  decline_reason: string
  /** Settled away from the buy call (after 3-D Secure, a renewal), so nobody saw it fail on screen. */
  away_from_buy: boolean
}

/**
 * What happened to a subscription: `started` (its first order paid), `renewed` (a renewal paid),
 * `plan_changed` (a change of plan took effect at the period's end), `past_due` (a renewal charge
 * failed, retries planned), `ended` (canceled: `ended_reason` says why).
 */
export type SubscriptionChange = 'started' | 'renewed' | 'plan_changed' | 'past_due' | 'ended'

export interface SubscriptionChanged {
  subscription_id: number
  user_id: number
  plan_id: number
  change: SubscriptionChange
  /** 'unpaid', 'canceled', 'expired' or 'refunded' when it ended; null otherwise. */
  ended_reason: string | null
  /** The order that paid it (started, renewed) or whose refund ended it; null otherwise. */
  order_id: number | null
}

declare module '../../core/domain-events.ts' {
  interface DomainEvents {
    'order.paid': OrderPaid
    'order.refunded': OrderRefunded
    'order.payment_failed': OrderPaymentFailed
    'subscription.changed': SubscriptionChanged
  }
}

export const orderEventOf = (order: OrderRow): OrderEvent => ({
  order_id: order.id,
  user_id: order.user_id,
  product_type: order.product_type,
  product_id: order.product_id,
  amount_cents: order.amount_cents,
  list_cents: order.list_cents,
  coupon_id: order.coupon_id,
  renews_subscription_id: order.renews_subscription_id,
  bank_reference: order.bank_reference,
})

/** `order.paid`, in the transaction that marked the order paid; answers the after-commit effects. */
export const publishOrderPaid = (
  tx: EventTx,
  order: OrderRow,
  notify?: EventNotify,
): Promise<AfterCommit[]> => publish(tx, 'order.paid', orderEventOf(order), { notify })

/** `order.refunded`, in the refund's transaction; answers the after-commit effects. */
export const publishOrderRefunded = (
  tx: EventTx,
  order: OrderRow,
  creditNote: { id: number; number_year: number; number: number },
  notify?: EventNotify,
): Promise<AfterCommit[]> =>
  publish(
    tx,
    'order.refunded',
    {
      ...orderEventOf(order),
      credit_note_id: creditNote.id,
      credit_note_number: formatCreditNoteNumber(creditNote.number_year, creditNote.number),
    },
    { notify },
  )

/** `order.payment_failed`, in the transaction that records the failure; answers the after-commit effects. */
export const publishPaymentFailed = (
  tx: EventTx,
  order: OrderRow,
  failure: { decline_reason: string; away_from_buy: boolean },
  notify?: EventNotify,
): Promise<AfterCommit[]> =>
  publish(tx, 'order.payment_failed', { ...orderEventOf(order), ...failure }, { notify })

/** `subscription.changed`, in the transaction that records the change; answers the after-commit effects. */
export const publishSubscriptionChanged = (
  tx: EventTx,
  change: SubscriptionChanged,
  notify?: EventNotify,
): Promise<AfterCommit[]> => publish(tx, 'subscription.changed', change, { notify })
