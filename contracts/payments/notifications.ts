/**
 * The payments' notifications: a payment's outcome, a refund, a card about to expire. They lead to
 * the subscription page or to the purchases with their receipts.
 */
import * as v from 'valibot'
import { defineNotifications, idParam, linkTo, type StoredData } from '../core/notifications'
import { PRODUCT_TYPES } from './schemas'

/** Which order and product a payment's notification is about (PaymentNotificationData reads it). */
const order = {
  order_id: v.number(),
  product_type: v.picklist(PRODUCT_TYPES),
  product_id: v.number(),
}
/** What was bought, as the notification names it: a course's title, a feature's in both languages. */
const product = { title: v.optional(v.string()), title_en: v.optional(v.string()) }

const subscriptionOrPurchases = (data: StoredData) =>
  data.product_type === 'subscription' ? { route: 'mysettings-subscription' } : { route: 'mypurchases' }

export const PAYMENT_NOTIFICATIONS = defineNotifications('payments', {
  /** A payment settled away from the buy call failed (3-D Secure, a renewal). */
  stripeRequiresPaymentMethod: {
    type: 'stripe_requires_payment_method',
    // the provider's decline code, one of DECLINE_REASONS or another it may answer
    data: v.strictObject({ ...order, decline_reason: v.string() }),
    link: (data) =>
      data.product_type === 'course' || data.product_type === 'feature'
        ? { route: 'mypurchases' }
        : { route: 'mysettings-subscription' },
  },
  /** A payment waits for the buyer's confirmation (the purchase flow polls for it). */
  stripeRequiresAction: {
    type: 'stripe_requires_action',
    data: v.strictObject({ ...order }),
    link: linkTo('mypurchases'),
  },
  subscriptionActive: {
    type: 'subscription_active',
    data: v.strictObject({ ...order, ...product }),
    link: linkTo('mysettings-subscription'),
  },
  productPurchased: {
    type: 'product_purchased',
    data: v.strictObject({ ...order, ...product }),
    link: subscriptionOrPurchases,
  },
  /**
   * Money given back: a second charge for an order already paid (order_id, amount_cents), or an
   * order an admin refunded in full (reason requested_by_customer, with the product and credit note).
   * It leads to the order's row on /mypurchases (its receipt and credit note) when the data names it.
   */
  paymentRefunded: {
    type: 'payment_refunded',
    data: v.strictObject({
      order_id: v.number(),
      amount_cents: v.number(),
      reason: v.optional(v.literal('requested_by_customer')),
      product_type: v.optional(v.picklist(PRODUCT_TYPES)),
      product_id: v.optional(v.number()),
      credit_note_number: v.optional(v.string()),
      ...product,
    }),
    link: (data) => {
      const id = idParam(data.order_id)
      return id === undefined ? { route: 'mypurchases' } : { route: 'mypurchases', hash: `order-${id}` }
    },
  },
  /** The subscription's card expires before its next renewal; it is changed where the subscription is. */
  cardExpiring: {
    type: 'card_expiring',
    data: v.strictObject({
      brand: v.string(),
      last4: v.string(),
      exp_month: v.number(),
      exp_year: v.number(),
      /** ISO 8601 UTC. */
      renewal: v.string(),
      subscription_id: v.number(),
    }),
    link: linkTo('mysettings-subscription'),
  },
})

export default PAYMENT_NOTIFICATIONS
