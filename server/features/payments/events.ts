/**
 * What payments tells the other areas (issue 33): an order paid, an order refunded. Published with
 * `publish` (core/domain-events.ts) inside the transaction that records it, so each is delivered
 * exactly once; the areas it concerns subscribe in their own `subscribers.ts` (courses: the
 * enrolment; referrals: the referrer's reward) and write their own tables. What payments delivers
 * itself (a feature's flag, a plan, the coupon's redemption, the receipt) stays in this area.
 */
import { publish, type AfterCommit, type EventNotify, type EventTx } from '../../core/domain-events.ts'
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
}

declare module '../../core/domain-events.ts' {
  interface DomainEvents {
    'order.paid': OrderPaid
    'order.refunded': OrderRefunded
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
  creditNoteId: number,
  notify?: EventNotify,
): Promise<AfterCommit[]> =>
  publish(tx, 'order.refunded', { ...orderEventOf(order), credit_note_id: creditNoteId }, { notify })
