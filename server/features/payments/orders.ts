/**
 * Buying, exactly once. An order is one user's purchase of one product; each payment attempt (one
 * Idempotency-Key) charges it through a payment intent. Three steps:
 *
 *   1. claim (order-claim.ts; one transaction, holding an advisory lock on user + product): the
 *      attempt's key answers what it answered before; a paid or in-flight order is answered as it
 *      is; else the order is created (or a declined one taken up again) in `processing`, or in
 *      `pending_bank_transfer` (bank-transfers.ts);
 *   2. charge (order-claim.ts): the provider's payment intent, with an idempotency key of the
 *      order's attempt, so a retry never makes a second charge;
 *   3. settle (order-settlement.ts: `applyIntent`, shared with the webhook): a conditional update
 *      moves the order on; only the call that marks it paid numbers it, activates the plan and
 *      publishes `order.paid` and `subscription.changed` (events.ts: courses enrol, referrals
 *      reward, payments' subscribers.ts turns the flags on and notifies), in the same transaction. Whichever of the API answer and the webhook comes first settles
 *      it; the other finds nothing left to do.
 *
 * Refunds (refunds.ts), the checkout's read (order-queries.ts) and the order lists
 * (order-lists.ts) sit beside them. This file holds what they share: the context, the order's
 * number and its answer to the buy calls.
 *
 * The database backs it: one open order per user and product, one paid order per course or
 * feature, one attempt per key, one enrolment per user and course (tables.ts).
 */
import { and, eq } from 'drizzle-orm'
import type {
  BankTransferDetails,
  OrderStatusAnswer,
  ProductRef,
} from '../../../contracts/payments/schemas.ts'
import type { Seller } from './config.ts'
import type { Db } from '../../core/db/index.ts'
import type { Mailer } from '../../core/mail/mailer.ts'
import type { Tx } from './products.ts'
import type { PaymentProvider } from './provider/types.ts'
import { orders } from './tables.ts'

export type OrderRow = typeof orders.$inferSelect

/** Who receives Aula's payments by bank transfer. */
export const PAYEE = { beneficiary: 'Aula S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' }

export interface Notify {
  (userId: number, slugType: string, data: Record<string, unknown>): Promise<unknown>
}

/**
 * The buyer's e-mails as orders.ts writes them (purchase-mail.ts's `paymentsMail` makes it): the
 * settings the other e-mails need, and hooks called in the transaction that records the event.
 */
export interface PaymentsMail {
  mailer: Mailer
  publicUrl: string
  seller: Seller
  /** The receipt or the renewal done of an order just marked paid. */
  paid(tx: Tx, orderId: number): Promise<void>
  /** The instructions of a bank-transfer order just created. */
  bankTransfer(tx: Tx, order: OrderRow): Promise<void>
}

export interface PaymentsContext {
  db: Db
  provider: PaymentProvider
  notify: Notify
  /** PUBLIC_URL: a return_url must stay on its origin. */
  publicUrl?: string
  /** The buyer's e-mails (receipt, renewal, bank transfer: purchase-mail.ts); none without it. */
  mail?: PaymentsMail
}

export type Effect = () => Promise<unknown>

// ---------------------------------------------------------------------------------------------
// Answers

export const formatOrderNumber = (year: number | null, number: number | null) =>
  year !== null && number !== null ? `${year}-${String(number).padStart(6, '0')}` : null

export function bankTransferOf(order: OrderRow): BankTransferDetails | undefined {
  if (!order.bank_reference) return undefined
  return { ...PAYEE, amount_cents: order.amount_cents, currency: 'EUR', reference: order.bank_reference }
}

export function answerOf(order: OrderRow): OrderStatusAnswer {
  // A refunded order was paid: the buy calls and checkouts that still meet one see it so (the
  // checkout looks past it; GET /api/orders says it is refunded).
  const status =
    order.status === 'canceled'
      ? 'requires_payment_method'
      : order.status === 'refunded'
        ? 'succeeded'
        : order.status
  const answer: OrderStatusAnswer = { order_id: order.id, status, amount_cents: order.amount_cents }
  if (order.payment_method_type === 'paypal') answer.payment_method_type = 'paypal'
  if (status === 'requires_action' && order.next_action_url) answer.next_action_url = order.next_action_url
  if (status === 'requires_payment_method')
    answer.decline_reason = (order.decline_reason ?? 'generic_decline') as OrderStatusAnswer['decline_reason']
  if (status === 'pending_bank_transfer') answer.bank_transfer = bankTransferOf(order)
  return answer
}

export const productWhere = (userId: number, ref: ProductRef) =>
  and(eq(orders.user_id, userId), eq(orders.product_type, ref.type), eq(orders.product_id, ref.id))

export async function runEffects(effects: Effect[]) {
  for (const effect of effects) await effect().catch(() => {})
}
