/**
 * Renewals at the end of each period (issue 12), with Stripe's lifecycle (issue 36):
 *
 *   active ──renewal charge fails──▶ past_due ──retry on day 1, 3, 5, 7──▶ active (paid)
 *                                       │                                  ▲
 *                                       │  a new default card: retried at once
 *                                       └──the last retry fails──▶ canceled (ended_reason 'unpaid')
 *
 * Each failed charge notifies the user (`stripe_requires_payment_method`, from applyIntent) and
 * e-mails them the fix link; the plan's features stay on while past_due (the grace of the retries)
 * and go off when it ends (subscriptions.ts). A subscription cancelled at period end, or one that
 * does not recur, ends instead of renewing; one whose plan was changed renews as the new plan.
 *
 * Exactly once: each charge has an idempotency key of the subscription, the period and the
 * attempt, so the provider charges a key once however often it is asked; a job run first claims
 * the attempt (`renewal_claim`), so a second run at the same time skips it rather than settling it
 * twice; a failure is recorded by a conditional update on `dunning_attempts`, which only one run
 * wins, and only the winner sends the e-mail. Runs from the test clock (dev) and every hour.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { RENEWAL_RETRY_DAYS } from '../../../contracts/payments/plans.ts'
import { applyIntent } from './order-settlement.ts'
import { runEffects, type OrderRow, type PaymentsContext } from './orders.ts'
import { publishSubscriptionChanged, type SubscriptionChange, type SubscriptionChanged } from './events.ts'
import { methodTypeOf } from './paypal.ts'
import { ProviderError } from './provider/types.ts'
import { sendSubscriptionMail } from './subscriptions.ts'
import { orders, paymentCustomers, subscriptionPlans, userSubscriptions } from './tables.ts'

/** The days from the first failure to the last retry. */
export const DUNNING_DAYS = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1]
const DAY_MS = 86_400_000
/** A claim older than this is a run that died mid-charge: another run may take the attempt up. */
const CLAIM_TTL_MS = 10 * 60_000

/** `mail`: the e-mails of a failed renewal, of an ended subscription and of a renewal done; none without it. */
export type RenewalsContext = PaymentsContext

type SubRow = typeof userSubscriptions.$inferSelect

/** `subscription.changed` of one of the subscription's changes the renewals record. */
const changeOf = (sub: SubRow, change: SubscriptionChange, planId: number): SubscriptionChanged => ({
  subscription_id: sub.id,
  user_id: sub.user_id,
  plan_id: planId,
  change,
  ended_reason: null,
  order_id: null,
})

export async function runDueRenewals(ctx: RenewalsContext): Promise<void> {
  const { db, provider } = ctx
  const now = await provider.now()
  const due = await db
    .select()
    .from(userSubscriptions)
    .where(
      or(
        // A period ends: renew (or end) it.
        and(
          eq(userSubscriptions.status, 'active'),
          isNull(userSubscriptions.failing_since),
          lte(userSubscriptions.current_period_end, now),
        ),
        // A charge failed away from this job (a webhook): past due from now on.
        and(eq(userSubscriptions.status, 'active'), sql`${userSubscriptions.failing_since} is not null`),
        // A retry of the schedule falls due.
        and(eq(userSubscriptions.status, 'past_due'), lte(userSubscriptions.next_retry_at, now)),
        // Subscriptions left past due by the code before issue 36, with no retry planned.
        and(eq(userSubscriptions.status, 'past_due'), isNull(userSubscriptions.next_retry_at)),
      ),
    )
    .orderBy(userSubscriptions.id)
  for (const sub of due) {
    if (sub.status === 'active' && sub.failing_since !== null) {
      await recordFailure(ctx, sub, sub.dunning_attempts, now)
      continue
    }
    if (sub.status === 'past_due' && sub.next_retry_at === null) {
      await endSubscription(ctx, sub, 'unpaid', now)
      continue
    }
    // Cancelled while its renewal was failing: the period it paid for is over, so it ends now
    // instead of being charged again.
    if (sub.status === 'past_due' && sub.cancel_at_period_end) {
      await endSubscription(ctx, sub, 'canceled', now)
      continue
    }
    if (sub.status === 'active') {
      const renewing = await prepareRenewal(ctx, sub)
      if (!renewing) continue
    }
    const attempt = sub.dunning_attempts
    const key = `renewal-${sub.id}-${sub.current_period_end.toISOString()}-${attempt}`
    const order = await chargeRenewal(ctx, sub.id, key)
    if (order && (order.status === 'requires_payment_method' || order.status === 'canceled'))
      await recordFailure(ctx, sub, attempt, now)
  }
}

/**
 * The start of a renewal: a change of plan takes effect; a subscription cancelled at period end,
 * that does not recur or has no card ends instead. True when it is to be charged.
 */
async function prepareRenewal(ctx: RenewalsContext, sub: SubRow): Promise<boolean> {
  const { db } = ctx
  let planId = sub.plan_id
  if (sub.next_plan_id !== null && !sub.cancel_at_period_end) {
    const nextPlanId = sub.next_plan_id
    const effects = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(userSubscriptions)
        .set({ plan_id: nextPlanId, next_plan_id: null })
        .where(and(eq(userSubscriptions.id, sub.id), eq(userSubscriptions.next_plan_id, nextPlanId)))
        .returning({ id: userSubscriptions.id })
      // Once: only the run whose conditional update moved it publishes it.
      return changed
        ? publishSubscriptionChanged(tx, changeOf(sub, 'plan_changed', nextPlanId), ctx.notify)
        : []
    })
    await runEffects(effects)
    planId = nextPlanId
  }
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId))
  if (sub.cancel_at_period_end || !plan.recurring || !sub.pmid) {
    await endSubscription(
      ctx,
      sub,
      sub.cancel_at_period_end ? 'canceled' : 'expired',
      await ctx.provider.now(),
    )
    return false
  }
  return true
}

/**
 * Charges the subscription's open renewal (creating the period's renewal order the first time)
 * with its card, under `key`: the same key is the same charge at the provider. Answers the order
 * as the charge left it, or null when another run holds this attempt or nothing can be charged.
 */
export async function chargeRenewal(
  ctx: RenewalsContext,
  subscriptionId: number,
  key: string,
): Promise<OrderRow | null> {
  const { db, provider } = ctx
  const now = await provider.now()
  const [sub] = await db
    .update(userSubscriptions)
    .set({ renewal_claim: key, renewal_claimed_at: now })
    .where(
      and(
        eq(userSubscriptions.id, subscriptionId),
        inArray(userSubscriptions.status, ['active', 'past_due']),
        or(
          sql`${userSubscriptions.renewal_claim} is distinct from ${key}`,
          lte(userSubscriptions.renewal_claimed_at, new Date(now.getTime() - CLAIM_TTL_MS)),
        ),
      ),
    )
    .returning()
  if (!sub || !sub.pmid) return null
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.plan_id))
  const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.user_id, sub.user_id))
  if (!customer) return null
  const amount =
    plan.promo_active && plan.promo_price_cents !== null ? plan.promo_price_cents : plan.price_cents
  // One renewal order per period; each attempt of the period is one more charge of it.
  const [existing] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.renews_subscription_id, sub.id), sql`${orders.status} not in ('succeeded', 'canceled')`),
    )
  if (existing?.status === 'processing' && existing.payment_intent_id !== null) return existing
  // A saved PayPal account (its billing agreement) is charged as a PayPal payment (paypal.ts).
  const type = await methodTypeOf(db, sub.pmid)
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
          payment_method_type: type,
          renews_subscription_id: sub.id,
        })
        .returning()
    )[0]
  if (existing)
    await db
      .update(orders)
      .set({ payment_intent_id: null, pmid: sub.pmid, payment_method_type: type, status: 'processing' })
      .where(eq(orders.id, order.id))
  try {
    const intent = await provider.createPaymentIntent({
      amount,
      customer: customer.customer_id,
      payment_method: sub.pmid,
      payment_method_type: type,
      off_session: true,
      return_url: '/',
      metadata: { order_id: String(order.id) },
      idempotencyKey: key,
    })
    return await applyIntent(ctx, intent)
  } catch (error) {
    // The card is gone (detached, another customer's): a failed renewal like a decline; the
    // other subscriptions still renew.
    if (!(error instanceof ProviderError)) throw error
    const [failed] = await db
      .update(orders)
      .set({ status: 'requires_payment_method', decline_reason: 'generic_decline' })
      .where(eq(orders.id, order.id))
      .returning()
    return failed
  }
}

/**
 * Records that charge number `attempt` of the period failed, once: past_due with the next retry
 * of the schedule, or, after the last one, the end. Only the call that records it e-mails.
 */
async function recordFailure(ctx: RenewalsContext, sub: SubRow, attempt: number, now: Date): Promise<void> {
  const retryDay = RENEWAL_RETRY_DAYS[attempt] as number | undefined
  if (retryDay === undefined) {
    await endSubscription(ctx, sub, 'unpaid', now, attempt)
    return
  }
  // Counted from the first failure, as the charge recorded it (applyIntent sets failing_since).
  const since = sql`coalesce(${userSubscriptions.failing_since}, ${now.toISOString()}::timestamptz)`
  const { moved, effects } = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(userSubscriptions)
      .set({
        status: 'past_due',
        dunning_attempts: attempt + 1,
        next_retry_at: sql`${since} + make_interval(secs => ${(retryDay * DAY_MS) / 1000})`,
        failing_since: since,
      })
      .where(
        and(
          eq(userSubscriptions.id, sub.id),
          eq(userSubscriptions.dunning_attempts, attempt),
          inArray(userSubscriptions.status, ['active', 'past_due']),
        ),
      )
      .returning()
    if (!moved) return { moved, effects: [] }
    return {
      moved,
      effects: await publishSubscriptionChanged(tx, changeOf(sub, 'past_due', moved.plan_id), ctx.notify),
    }
  })
  await runEffects(effects)
  if (moved && ctx.mail)
    await sendSubscriptionMail(ctx.db, ctx.mail, 'paymentFailed', {
      userId: sub.user_id,
      planId: moved.plan_id,
      subscriptionId: sub.id,
      retry: moved.next_retry_at,
      attempt: attempt + 1,
    })
}

/**
 * Ends the subscription, once: canceled with why, its open renewal order canceled, its features
 * off (unless another source grants them), and, when the last retry failed, the e-mail.
 */
export async function endSubscription(
  ctx: RenewalsContext,
  sub: SubRow,
  reason: 'unpaid' | 'canceled' | 'expired',
  now: Date,
  attempt = sub.dunning_attempts,
): Promise<boolean> {
  const { row: ended, effects } = await ctx.db.transaction(async (tx) => {
    // The open renewal order is locked first, as settling a payment does (the order, then its
    // subscription): the other order deadlocked against a renewal's failure arriving meanwhile.
    const openRenewal = and(
      eq(orders.renews_subscription_id, sub.id),
      sql`${orders.status} not in ('succeeded', 'canceled')`,
    )
    await tx.select({ id: orders.id }).from(orders).where(openRenewal).for('update')
    const [row] = await tx
      .update(userSubscriptions)
      .set({
        status: 'canceled',
        ended_reason: reason,
        next_retry_at: null,
        dunning_attempts: reason === 'unpaid' ? attempt + 1 : sub.dunning_attempts,
      })
      .where(
        and(
          eq(userSubscriptions.id, sub.id),
          inArray(userSubscriptions.status, ['active', 'past_due']),
          eq(userSubscriptions.dunning_attempts, attempt),
        ),
      )
      .returning()
    if (!row) return { row: null, effects: [] }
    await tx.update(orders).set({ status: 'canceled', updated_at: now }).where(openRenewal)
    // payments' subscriber turns the plan's features off (unless another source grants them).
    const change = { ...changeOf(sub, 'ended', row.plan_id), ended_reason: reason }
    return { row, effects: await publishSubscriptionChanged(tx, change, ctx.notify) }
  })
  await runEffects(effects)
  // Once: only the run whose conditional update ended it sends it (after the last failed retry,
  // or at the end of a period cancelled by the user).
  if (ended && (reason === 'unpaid' || reason === 'canceled') && ctx.mail)
    await sendSubscriptionMail(ctx.db, ctx.mail, reason === 'unpaid' ? 'ended' : 'endedAtPeriodEnd', {
      userId: sub.user_id,
      planId: ended.plan_id,
      subscriptionId: sub.id,
      retry: null,
      attempt: ended.dunning_attempts,
    })
  return ended !== null
}

/**
 * A new default card for a subscription whose renewal failed: the open renewal is charged again
 * with it now, outside the schedule (a failure here does not use up a retry). Answers the order as
 * the charge left it, or null when no renewal is failing.
 */
export async function retryWithNewCard(
  ctx: RenewalsContext,
  subscriptionId: number,
): Promise<OrderRow | null> {
  const [sub] = await ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, subscriptionId))
  if (!sub || sub.failing_since === null || !['active', 'past_due'].includes(sub.status)) return null
  if (sub.cancel_at_period_end) return null
  const key = `renewal-${sub.id}-${sub.current_period_end.toISOString()}-${sub.dunning_attempts}-${sub.pmid}`
  return chargeRenewal(ctx, sub.id, key)
}
