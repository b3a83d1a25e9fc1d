/**
 * Paying by bank transfer: the order waits in `pending_bank_transfer` with its reference (the
 * buyer's account shows it, the e-mail gives the payee's details, a plan waits with it) until an
 * admin, or the dev tool, confirms the transfer arrived and the order is marked paid
 * (order-settlement.ts), exactly once. A transfer never sent is canceled when its coupon hold
 * runs out (releaseExpiredReservations).
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { say } from './messages.ts'
import {
  answerOf,
  bankTransferOf,
  runEffects,
  type Effect,
  type OrderRow,
  type PaymentsContext,
} from './orders.ts'
import { markPaid, startSubscription } from './order-settlement.ts'
import type { Tx } from './products.ts'
import { orders } from './tables.ts'

/**
 * A claimed order to be paid by transfer (order-claim.ts), in the claim's transaction: its
 * reference, the buyer's pending transfer, the instructions' e-mail and a plan waiting for it.
 */
export async function awaitBankTransfer(
  ctx: PaymentsContext,
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const reference = `AULA-${order.id}-${randomBytes(3).toString('hex').toUpperCase()}`
  const [withReference] = await tx
    .update(orders)
    .set({ bank_reference: reference })
    .where(eq(orders.id, order.id))
    .returning()
  await tx
    .update(users)
    .set({
      pending_bank_transfer: true,
      pending_bank_transfer_details: { order_id: order.id, ...bankTransferOf(withReference) },
    })
    .where(eq(users.id, order.user_id))
  if (ctx.mail) await ctx.mail.bankTransfer(tx, withReference)
  if (order.product_type === 'subscription')
    await startSubscription(tx, order.user_id, order.product_id, now, 'pending_bank_transfer', null, order.id)
  return withReference
}

/** The transfer arrived (an admin, or the dev tool): the order is paid and the purchase active. */
export async function confirmBankTransfer(ctx: PaymentsContext, orderId: number, locale: Locale) {
  const now = await ctx.provider.now()
  const { order, effects } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!current) throw notFound(say('orderNotFound', locale))
    if (current.status === 'succeeded') return { order: current, effects: [] as Effect[] }
    if (current.status !== 'pending_bank_transfer') throw new HttpError(409, say('notBankTransfer', locale))
    const effects = await markPaid(tx, orderId, now, ctx.notify, ctx.mail)
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    return { order, effects }
  })
  await runEffects(effects)
  return answerOf(order)
}
