/**
 * Renewals at the end of each period (issue 12): the saved card is charged off-session; a failed
 * charge is retried once a day for 7 days (dunning), then the subscription is past due and the
 * user gets `stripe_requires_payment_method`. A subscription cancelled at period end, or one that
 * does not recur, ends instead; one whose plan was changed renews as the new plan. Runs from the test clock (dev) and on a schedule.
 */
import { and, eq, sql } from 'drizzle-orm'
import { applyIntent, type PaymentsContext } from './orders.ts'
import { ProviderError } from './provider/types.ts'
import { liveSubscription, orders, paymentCustomers, subscriptionPlans, userSubscriptions } from './tables.ts'

export const DUNNING_DAYS = 7
const DAY_MS = 86_400_000

export async function runDueRenewals(ctx: PaymentsContext): Promise<void> {
  const { db, provider } = ctx
  const now = await provider.now()
  const due = await db
    .select()
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(
      and(
        liveSubscription(),
        sql`${userSubscriptions.current_period_end} <= ${now.toISOString()}::timestamptz`,
      ),
    )
  for (const row of due) {
    const sub = row.user_subscriptions
    let plan = row.subscription_plans
    // A change of plan asked for during the period: the renewal is the new plan's, at its price.
    if (sub.next_plan_id !== null && !sub.cancel_at_period_end) {
      const [next] = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, sub.next_plan_id))
      await db
        .update(userSubscriptions)
        .set({ plan_id: next.id, next_plan_id: null })
        .where(eq(userSubscriptions.id, sub.id))
      plan = next
    }
    if (sub.cancel_at_period_end || !plan.recurring || !sub.pmid) {
      await db.update(userSubscriptions).set({ status: 'canceled' }).where(eq(userSubscriptions.id, sub.id))
      continue
    }
    if (sub.status === 'past_due') continue
    if (sub.failing_since && now.getTime() - sub.failing_since.getTime() >= DUNNING_DAYS * DAY_MS) {
      const [moved] = await db
        .update(userSubscriptions)
        .set({ status: 'past_due' })
        .where(and(eq(userSubscriptions.id, sub.id), eq(userSubscriptions.status, 'active')))
        .returning()
      if (moved)
        await ctx.notify(sub.user_id, 'stripe_requires_payment_method', {
          product_type: 'subscription',
          product_id: plan.id,
        })
      continue
    }
    // One renewal order per period; each day of dunning is one more attempt on it.
    const period = sub.current_period_end.toISOString()
    const attempt = sub.failing_since ? Math.floor((now.getTime() - sub.failing_since.getTime()) / DAY_MS) : 0
    const [customer] = await db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.user_id, sub.user_id))
    if (!customer) continue
    const amount =
      plan.promo_active && plan.promo_price_cents !== null ? plan.promo_price_cents : plan.price_cents
    const [existing] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.renews_subscription_id, sub.id),
          sql`${orders.status} not in ('succeeded', 'canceled')`,
        ),
      )
    const order =
      existing ??
      (
        await db
          .insert(orders)
          .values({
            user_id: sub.user_id,
            product_type: 'subscription',
            product_id: plan.id,
            status: 'processing',
            list_cents: plan.price_cents,
            amount_cents: amount,
            pmid: sub.pmid,
            renews_subscription_id: sub.id,
          })
          .returning()
      )[0]
    if (existing) await db.update(orders).set({ payment_intent_id: null }).where(eq(orders.id, order.id))
    try {
      const intent = await provider.createPaymentIntent({
        amount,
        customer: customer.customer_id,
        payment_method: sub.pmid,
        off_session: true,
        return_url: '/',
        metadata: { order_id: String(order.id) },
        idempotencyKey: `renewal-${sub.id}-${period}-${attempt}`,
      })
      await applyIntent(ctx, intent)
    } catch (error) {
      // The card is gone (detached, another customer's): a failed renewal like a decline; the
      // other subscriptions still renew.
      if (!(error instanceof ProviderError)) throw error
      await db
        .update(orders)
        .set({ status: 'requires_payment_method', decline_reason: 'generic_decline' })
        .where(eq(orders.id, order.id))
      await db
        .update(userSubscriptions)
        .set({
          failing_since: sql`coalesce(${userSubscriptions.failing_since}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(userSubscriptions.id, sub.id))
    }
  }
}
