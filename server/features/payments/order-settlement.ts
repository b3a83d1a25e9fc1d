/**
 * Settling an order (step 3 of orders.ts): `applyIntent` moves the order of a payment intent to the
 * intent's state, once, from the buy call, the webhook or a renewal; `markPaid` delivers what it
 * bought in the same transaction (`order.paid`, `subscription.changed` and, for a failure,
 * `order.payment_failed`: events.ts, taken by the areas' subscribers.ts); a charge made twice is
 * refunded (refunds.ts). Orders left unpaid past their coupon hold are canceled here too.
 */
import { and, eq, sql } from 'drizzle-orm'
import { users } from '../../core/db/tables.ts'
import type { Db } from '../../core/db/index.ts'
import { notFound } from '../../core/http/errors.ts'
import { billingInformationOf } from '../accounts/index.ts'
import { publishOrderPaid, publishPaymentFailed, publishSubscriptionChanged } from './events.ts'
import {
  runEffects,
  type Effect,
  type Notify,
  type OrderRow,
  type PaymentsContext,
  type PaymentsMail,
} from './orders.ts'
import { rememberPaypalAccount } from './paypal.ts'
import type { Tx } from './products.ts'
import { ProviderError, type PaymentIntent } from './provider/types.ts'
import { billingSnapshotOf } from './receipts-snapshot.ts'
import { refundCharge } from './refunds.ts'
import {
  couponRedemptions,
  couponReservations,
  coupons,
  orderCounters,
  orders,
  paymentRefunds,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

/**
 * Moves the order of a payment intent to the intent's state, once: from the buy call and from
 * the webhook, in either order, as often as they come. Answers the order as it is now.
 */
export async function applyIntent(ctx: PaymentsContext, intent: PaymentIntent): Promise<OrderRow> {
  const orderId = Number(intent.metadata.order_id)
  const now = await ctx.provider.now()
  await rememberPaypalAccount(ctx, intent)
  const { order, effects } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!current) throw notFound()
    const settled =
      current.status === 'succeeded' || current.status === 'canceled' || current.status === 'refunded'
    // An intent of an earlier attempt, once a later one took the order up, changes nothing.
    const stale = current.payment_intent_id !== null && current.payment_intent_id !== intent.id
    const effects: Effect[] = []
    if (!settled && !stale) {
      if (intent.status === 'succeeded') {
        // A PayPal payment's method is made by the approval: renewals charge it (paypal.ts).
        await tx
          .update(orders)
          .set({
            payment_intent_id: intent.id,
            pmid: sql`coalesce(${orders.pmid}, ${intent.payment_method})`,
          })
          .where(eq(orders.id, orderId))
        effects.push(...(await markPaid(tx, orderId, now, ctx.notify, ctx.mail)))
      } else if (intent.status === 'requires_action') {
        const url = intent.next_action?.redirect_to_url.url
        await tx
          .update(orders)
          .set({ status: 'requires_action', payment_intent_id: intent.id, next_action_url: url ?? null })
          .where(eq(orders.id, orderId))
      } else if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
        const reason = intent.last_payment_error?.decline_code ?? 'generic_decline'
        await tx
          .update(orders)
          .set({
            status: 'requires_payment_method',
            payment_intent_id: intent.id,
            decline_reason: reason,
            next_action_url: null,
          })
          .where(eq(orders.id, orderId))
        // A failed payment holds no coupon: another buyer (or this one, again) may use it.
        await tx.delete(couponReservations).where(eq(couponReservations.order_id, orderId))
        // payments' subscriber tells the buyer when nobody saw it fail on screen (subscribers.ts).
        const awayFromBuy = current.status === 'requires_action' || current.renews_subscription_id !== null
        effects.push(
          ...(await publishPaymentFailed(
            tx,
            current,
            { decline_reason: reason, away_from_buy: awayFromBuy },
            ctx.notify,
          )),
        )
        if (current.renews_subscription_id !== null)
          await tx
            .update(userSubscriptions)
            .set({
              failing_since: sql`coalesce(${userSubscriptions.failing_since}, ${now.toISOString()}::timestamptz)`,
            })
            .where(eq(userSubscriptions.id, current.renews_subscription_id))
      } else {
        await tx
          .update(orders)
          .set({ status: 'processing', payment_intent_id: intent.id })
          .where(eq(orders.id, orderId))
      }
    }
    // A charge that succeeded for an order some other payment settled (its first answer was lost
    // and the buyer paid again, or the order was canceled meanwhile): the money goes back.
    if ((settled || stale) && intent.status === 'succeeded' && current.payment_intent_id !== intent.id) {
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          order_id: orderId,
          user_id: current.user_id,
          payment_intent_id: intent.id,
          amount_cents: intent.amount,
          reason: 'duplicate',
        })
        .onConflictDoNothing({ target: paymentRefunds.payment_intent_id })
        .returning({ id: paymentRefunds.id })
      if (refund) effects.push(() => refundCharge(ctx, refund.id))
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
    return { order, effects }
  })
  await runEffects(effects)
  return order
}

/**
 * Marks the order paid, if it is not yet, and delivers what it bought, in the caller's
 * transaction: the next number of the year (no gaps: a rollback takes the number back too), the
 * coupon's redemption, the transfer no longer pending, the plan's period, and `order.paid` and
 * `subscription.changed` for the subscribers (the enrolment, the referral reward, the feature
 * flags, the buyer's notification). Answers what is to run once committed.
 */
export async function markPaid(
  tx: Tx,
  orderId: number,
  now: Date,
  notify: Notify,
  mail?: PaymentsMail,
): Promise<Effect[]> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'succeeded', paid_at: now, decline_reason: null, next_action_url: null })
    .where(and(eq(orders.id, orderId), sql`${orders.status} not in ('succeeded', 'refunded')`))
    .returning()
  if (!order) return []
  if (order.amount_cents > 0) {
    const year = now.getUTCFullYear()
    const [counter] = await tx
      .insert(orderCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: orderCounters.year, set: { last: sql`${orderCounters.last} + 1` } })
      .returning()
    const billing = await billingInformationOf(tx, order.user_id)
    await tx
      .update(orders)
      .set({
        number_year: year,
        number: counter.last,
        billing_snapshot: billing ? billingSnapshotOf(billing) : null,
      })
      .where(eq(orders.id, orderId))
  }
  // The order's hold becomes its redemption, in this transaction: once, as the order is paid once.
  await tx.delete(couponReservations).where(eq(couponReservations.order_id, order.id))
  if (order.coupon_id !== null)
    await tx
      .insert(couponRedemptions)
      .values({ coupon_id: order.coupon_id, user_id: order.user_id, order_id: order.id })
      .onConflictDoNothing()
  if (order.bank_reference)
    await tx
      .update(users)
      .set({ pending_bank_transfer: false, pending_bank_transfer_details: null })
      .where(
        and(
          eq(users.id, order.user_id),
          sql`(${users.pending_bank_transfer_details} ->> 'order_id')::int = ${order.id}`,
        ),
      )
  // What it delivers (courses: the enrolment; referrals: the reward; payments: a feature's flag and
  // the buyer's notification) is done by the subscribers of `order.paid`, here.
  const effects: Effect[] = await publishOrderPaid(tx, order, notify)
  if (order.product_type === 'subscription') {
    const subscription = await activateSubscription(tx, order, now)
    // payments' subscriber sets the plan's features and tells the buyer (subscribers.ts)
    effects.push(
      ...(await publishSubscriptionChanged(
        tx,
        {
          subscription_id: subscription.id,
          user_id: order.user_id,
          plan_id: order.product_id,
          change: order.renews_subscription_id !== null ? 'renewed' : 'started',
          ended_reason: null,
          order_id: order.id,
        },
        notify,
      )),
    )
  }
  // The receipt (or the renewal's), once: only this call marked the order paid.
  if (mail) await mail.paid(tx, order.id)
  return effects
}

/** An order whose charge was never made (no intent): it fails, and gives its coupon back. */
export async function failUncharged(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({ status: 'requires_payment_method', decline_reason: 'processing_error' })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'processing'),
          sql`${orders.payment_intent_id} is null`,
        ),
      )
      .returning()
    if (failed) await tx.delete(couponReservations).where(eq(couponReservations.order_id, orderId))
    return failed
  })
}

// ---------------------------------------------------------------------------------------------
// Subscriptions

function periodEnd(start: Date, interval: 'month' | 'year', count: number): Date {
  const end = new Date(start)
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + count)
  else end.setUTCFullYear(end.getUTCFullYear() + count)
  return end
}

export async function startSubscription(
  tx: Tx,
  userId: number,
  planId: number,
  now: Date,
  status: 'active' | 'pending_bank_transfer',
  pmid: string | null,
  orderId: number,
): Promise<{ id: number }> {
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId))
  await tx
    .delete(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'pending_bank_transfer')))
  const [started] = await tx
    .insert(userSubscriptions)
    .values({
      user_id: userId,
      plan_id: planId,
      status,
      current_period_start: now,
      current_period_end: periodEnd(now, plan.interval, plan.interval_count),
      pmid,
      order_id: orderId,
    })
    .returning({ id: userSubscriptions.id })
  return started
}

/** The subscription the paid order starts or renews, active for its new period; answers its id. */
async function activateSubscription(tx: Tx, order: OrderRow, now: Date): Promise<{ id: number }> {
  if (order.renews_subscription_id !== null) {
    const [sub] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, order.renews_subscription_id))
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.plan_id))
    await tx
      .update(userSubscriptions)
      .set({
        status: 'active',
        failing_since: null,
        dunning_attempts: 0,
        next_retry_at: null,
        renewal_claim: null,
        current_period_start: sub.current_period_end,
        current_period_end: periodEnd(sub.current_period_end, plan.interval, plan.interval_count),
        order_id: order.id,
      })
      .where(eq(userSubscriptions.id, sub.id))
    return { id: sub.id }
  }
  // Renewals charge the card the plan was bought with.
  const pmid = order.pmid
  const [pending] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, order.user_id), eq(userSubscriptions.order_id, order.id)))
  let subscription: { id: number } = pending
  if (pending) {
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, pending.plan_id))
    await tx
      .update(userSubscriptions)
      .set({
        status: 'active',
        current_period_start: now,
        current_period_end: periodEnd(now, plan.interval, plan.interval_count),
      })
      .where(eq(userSubscriptions.id, pending.id))
  } else {
    subscription = await startSubscription(tx, order.user_id, order.product_id, now, 'active', pmid, order.id)
  }
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, order.product_id))
  if (plan.limited_qty)
    await tx
      .update(subscriptionPlans)
      .set({ qty: sql`greatest(coalesce(${subscriptionPlans.qty}, 0) - 1, 0)` })
      .where(eq(subscriptionPlans.id, plan.id))
  return subscription
}

// ---------------------------------------------------------------------------------------------
// Coupon holds that ran out

/**
 * Gives back the coupon uses held by orders left unpaid past their hold (a 3-D Secure page
 * abandoned, a transfer never sent): the order is canceled first, so it can no longer be paid at
 * the coupon's price: a card payment's intent is canceled at the provider (one that succeeded
 * meanwhile is settled as paid instead, its hold becoming the redemption), a bank transfer's order
 * is canceled and no longer awaited. Run by the hourly job, and for one coupon before it is
 * counted (buy, coupon check), so a later buyer need not wait for the job.
 */
export async function releaseExpiredReservations(
  ctx: PaymentsContext,
  filter: { code?: string } = {},
): Promise<number> {
  const now = await ctx.provider.now()
  const expired = await ctx.db
    .select({ order: orders })
    .from(couponReservations)
    .innerJoin(orders, eq(orders.id, couponReservations.order_id))
    .innerJoin(coupons, eq(coupons.id, couponReservations.coupon_id))
    .where(
      and(
        sql`${couponReservations.expires_at} <= ${now.toISOString()}::timestamptz`,
        filter.code === undefined ? undefined : sql`upper(${coupons.code}) = upper(${filter.code.trim()})`,
      ),
    )
    .orderBy(couponReservations.expires_at)
    .limit(100)
  for (const { order } of expired) {
    if (order.payment_intent_id && (order.status === 'requires_action' || order.status === 'processing')) {
      let intent: PaymentIntent
      try {
        intent = await ctx.provider.cancelPaymentIntent(order.payment_intent_id)
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        // Stripe refuses to cancel an intent that succeeded or is processing: it settles as it is.
        intent = await ctx.provider.retrievePaymentIntent(order.payment_intent_id)
      }
      await applyIntent(ctx, intent)
      continue
    }
    if (order.status === 'processing') {
      await failUncharged(ctx.db, order.id)
      continue
    }
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update')
      if (current.status === 'pending_bank_transfer') {
        await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, current.id))
        await tx
          .update(users)
          .set({ pending_bank_transfer: false, pending_bank_transfer_details: null })
          .where(
            and(
              eq(users.id, current.user_id),
              sql`(${users.pending_bank_transfer_details} ->> 'order_id')::int = ${current.id}`,
            ),
          )
        await tx
          .delete(userSubscriptions)
          .where(
            and(
              eq(userSubscriptions.order_id, current.id),
              eq(userSubscriptions.status, 'pending_bank_transfer'),
            ),
          )
      }
      // Settled or failed some other way: only the hold is left to drop.
      if (current.status !== 'processing' && current.status !== 'requires_action')
        await tx.delete(couponReservations).where(eq(couponReservations.order_id, current.id))
    })
  }
  return expired.length
}
