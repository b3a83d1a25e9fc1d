/**
 * The onboarding wizard's "pay another way" (issue 33: onboarding calls payments, it does not write
 * payments' tables): the user gives up the bank transfer they were waiting to make (to pay by card
 * or choose another plan): its order is canceled, the subscription waiting for it dropped (its plan
 * kept as the user's choice) and the user no longer held on payment-pending. The order row is
 * locked first, so a transfer confirmed at the same moment either lands before (nothing is pending
 * any more: nothing changes) or finds the order canceled.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { orders, subscriptionChoices, userSubscriptions } from './tables.ts'

export async function withdrawBankTransfer(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.status, 'pending_bank_transfer')))
      .for('update')
    for (const order of waiting)
      await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id))
    const dropped = await tx
      .delete(userSubscriptions)
      .where(
        and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'pending_bank_transfer')),
      )
      .returning({ plan_id: userSubscriptions.plan_id })
    // The plan stays chosen: the wizard resumes on payment-methods, ready to pay it another way.
    for (const { plan_id } of dropped)
      await tx
        .insert(subscriptionChoices)
        .values({ user_id: userId, plan_id })
        .onConflictDoUpdate({ target: subscriptionChoices.user_id, set: { plan_id, chosen_at: new Date() } })
    await tx
      .update(users)
      .set({ pending_bank_transfer: false, pending_bank_transfer_details: null })
      .where(and(eq(users.id, userId), sql`${users.pending_bank_transfer}`))
  })
}
