/**
 * What payments does itself when an order or a subscription changes (issue 33: payments fulfil
 * through events; events.ts), in the transaction that records it, so exactly once:
 *
 * - the feature flags: a feature order paid turns its flag on, refunded turns it off (unless the
 *   user's plan grants it); a subscription started, renewed or ended sets the flags its plan grants
 *   (`syncPlanFeatures`, subscriptions.ts);
 * - the buyer's notifications, sent once the transaction has committed: `product_purchased`,
 *   `subscription_active`, `stripe_requires_payment_method` and `payment_refunded`, with the data
 *   the checkout and the notifications list read (contracts/payments/notifications.ts).
 *
 * The enrolment (courses) and the referrer's reward (referrals) are their own areas' subscribers.
 */
import { eq, sql } from 'drizzle-orm'
import { PAYMENT_NOTIFICATIONS } from '../../../contracts/payments/notifications.ts'
import { defineSubscribers, type EventTx } from '../../core/domain-events.ts'
import { users } from '../../core/db/tables.ts'
import { courseTitleOf } from '../courses/index.ts'
import type { OrderEvent } from './events.ts'
import { syncPlanFeatures } from './subscriptions.ts'
import { featureProducts, subscriptionPlans } from './tables.ts'

/** What the order bought, as its notification names it: a course's title, a feature's in both languages. */
async function productTitle(
  tx: EventTx,
  order: OrderEvent,
  { plan }: { plan: boolean },
): Promise<{ title?: string; title_en?: string }> {
  if (order.product_type === 'course') {
    const title = await courseTitleOf(tx, order.product_id)
    return title === undefined ? {} : { title }
  }
  if (order.product_type === 'feature') {
    const [feature] = await tx
      .select({ title: featureProducts.title_it, title_en: featureProducts.title_en })
      .from(featureProducts)
      .where(eq(featureProducts.id, order.product_id))
    return feature ?? {}
  }
  // A subscription's purchase has its own notice; its refund names the plan.
  if (!plan) return {}
  const [row] = await tx
    .select({ title: subscriptionPlans.name_it, title_en: subscriptionPlans.name_en })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, order.product_id))
  return row ?? {}
}

/** Turns the user's flag of the feature on (paid) or off (refunded). */
async function setFeatureFlag(tx: EventTx, order: OrderEvent, on: boolean): Promise<boolean> {
  const [feature] = await tx
    .select({ flag: featureProducts.flag })
    .from(featureProducts)
    .where(eq(featureProducts.id, order.product_id))
  if (!feature) return false
  await tx
    .update(users)
    .set({
      features: sql`${users.features} || jsonb_build_object(${feature.flag}::text, ${on ? sql`true` : sql`false`})`,
    })
    .where(eq(users.id, order.user_id))
  return true
}

const orderData = (order: OrderEvent) => ({
  order_id: order.order_id,
  product_type: order.product_type,
  product_id: order.product_id,
})

export default defineSubscribers({
  'order.paid': async (order, { tx, notify }) => {
    if (order.product_type === 'subscription') return // subscription.changed tells it
    // the notification names what was bought: a course's title, a feature's in both languages
    const data = { ...orderData(order), ...(await productTitle(tx, order, { plan: false })) }
    if (order.product_type === 'feature') await setFeatureFlag(tx, order, true)
    notify(order.user_id, PAYMENT_NOTIFICATIONS.productPurchased.type, data)
  },
  'order.refunded': async (order, { tx, notify }) => {
    // A live plan that includes the feature turns it on again.
    if (order.product_type === 'feature' && (await setFeatureFlag(tx, order, false)))
      await syncPlanFeatures(tx, order.user_id)
    notify(order.user_id, PAYMENT_NOTIFICATIONS.paymentRefunded.type, {
      order_id: order.order_id,
      amount_cents: order.amount_cents,
      reason: 'requested_by_customer',
      product_type: order.product_type,
      product_id: order.product_id,
      credit_note_number: order.credit_note_number,
      ...(await productTitle(tx, order, { plan: true })),
    })
  },
  'order.payment_failed': async (order, { notify }) => {
    // Only a payment settled away from the buy call (3-D Secure, a renewal) needs telling.
    if (!order.away_from_buy) return
    notify(order.user_id, PAYMENT_NOTIFICATIONS.stripeRequiresPaymentMethod.type, {
      ...orderData(order),
      decline_reason: order.decline_reason,
    })
  },
  'subscription.changed': async (change, { tx, notify }) => {
    // past_due keeps the plan's features (the retries' grace); a new plan's come with its renewal.
    if (change.change === 'started' || change.change === 'renewed' || change.change === 'ended')
      await syncPlanFeatures(tx, change.user_id)
    if ((change.change === 'started' || change.change === 'renewed') && change.order_id !== null)
      notify(change.user_id, PAYMENT_NOTIFICATIONS.subscriptionActive.type, {
        order_id: change.order_id,
        product_type: 'subscription',
        product_id: change.plan_id,
      })
  },
})
