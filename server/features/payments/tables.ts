/**
 * Payments (issue 12): orders and what they buy, subscription plans, extra features, coupons, the
 * saved cards' public part (pm id, brand, last 4: never a card number), processed webhook events,
 * and the sandbox provider's own store (sandbox_*), which plays the provider's side: it too keeps
 * no card number, only which test card behaviour a payment method has.
 *
 * Exactly once lives here as constraints: one open order per user and product, one paid order per
 * user and course or feature, one attempt per idempotency key, one webhook event per id, one
 * number per paid order in a year with no gaps (order_counters is bumped in the transaction that
 * marks the order paid), one live subscription per user.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export type PlanAudienceColumn = 'trainer' | 'hr' | 'student'
export type ProductTypeColumn = 'course' | 'feature' | 'subscription'
export type OrderStatusColumn =
  | 'processing'
  | 'requires_action'
  | 'requires_payment_method'
  | 'pending_bank_transfer'
  | 'succeeded'
  | 'canceled'
  /** Paid, then given back in full (refunds.ts): the credit note cancels its invoice. */
  | 'refunded'

/** SPEC.md §3 Subscription; prices in cents. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    slug: text().notNull().unique(),
    name_it: text().notNull(),
    name_en: text().notNull(),
    description_it: text().notNull().default(''),
    description_en: text().notNull().default(''),
    active: boolean().notNull().default(true),
    purchaseable: boolean().notNull().default(true),
    visible: boolean().notNull().default(true),
    expiring: boolean().notNull().default(false),
    expiring_at: timestamp({ withTimezone: true }),
    features: jsonb().$type<string[]>().notNull().default([]),
    interval: text().$type<'month' | 'year'>().notNull().default('month'),
    interval_count: integer().notNull().default(1),
    limited_qty: boolean().notNull().default(false),
    qty: integer(),
    price_cents: integer().notNull(),
    price_id: text().notNull(),
    product_id: text().notNull(),
    promo_active: boolean().notNull().default(false),
    promo_price_cents: integer(),
    recurring: boolean().notNull().default(true),
    suggested: boolean().notNull().default(false),
    time_limit: integer(),
    valid_from: timestamp({ withTimezone: true }),
    valid_until: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    /** Who the plan is offered to (issue 36): trainers, HR companies or students. */
    audience: text().$type<PlanAudienceColumn>().notNull().default('trainer'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('subscription_plans_audience_check', sql`${table.audience} in ('trainer', 'hr', 'student')`),
    check('subscription_plans_interval_check', sql`${table.interval} in ('month', 'year')`),
    check('subscription_plans_count_check', sql`${table.interval_count} >= 1`),
    check('subscription_plans_price_check', sql`${table.price_cents} >= 0`),
    check('subscription_plans_qty_check', sql`${table.qty} is null or ${table.qty} >= 0`),
  ],
)

/** The extra features of SPEC.md §3 User features, sold one by one. */
export const featureProducts = pgTable(
  'feature_products',
  {
    id: id(),
    flag: text().$type<'chat' | 'posts' | 'diary' | 'hr_visible'>().notNull().unique(),
    title_it: text().notNull(),
    title_en: text().notNull(),
    description_it: text().notNull().default(''),
    description_en: text().notNull().default(''),
    price_cents: integer().notNull(),
  },
  (table) => [check('feature_products_price_check', sql`${table.price_cents} >= 0`)],
)

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper case; codes are matched case-insensitively. */
    code: text().notNull().unique(),
    kind: text().$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1–100) or cents off. */
    amount: integer().notNull(),
    /** Null: every product; else only this type (and this id, when set). */
    product_type: text().$type<ProductTypeColumn>(),
    product_id: integer(),
    valid_from: timestamp({ withTimezone: true }),
    valid_until: timestamp({ withTimezone: true }),
    max_redemptions: integer(),
    max_per_user: integer(),
    created_at: createdAt(),
  },
  (table) => [
    check('coupons_kind_check', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'coupons_amount_check',
      sql`${table.amount} > 0 and (${table.kind} = 'fixed' or ${table.amount} <= 100)`,
    ),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: id(),
    user_id: userRef(),
    product_type: text().$type<ProductTypeColumn>().notNull(),
    product_id: integer().notNull(),
    status: text().$type<OrderStatusColumn>().notNull(),
    list_cents: integer().notNull(),
    amount_cents: integer().notNull(),
    coupon_id: integer().references(() => coupons.id),
    /** The provider's payment intent of the current attempt. */
    payment_intent_id: text().unique(),
    /** The card of the current attempt (renewals charge it again). */
    pmid: text(),
    /**
     * How the current attempt pays: `card`, or `paypal` (issue 36: PayPal as a Stripe payment
     * method; its pmid is only known once the buyer approved on PayPal's page).
     */
    payment_method_type: text().$type<'card' | 'paypal'>().notNull().default('card'),
    decline_reason: text(),
    next_action_url: text(),
    /** A renewal of this subscription row (null for a first purchase). */
    renews_subscription_id: integer(),
    bank_reference: text().unique(),
    /** Gapless per year, set in the transaction that marks the order paid. */
    number_year: integer(),
    number: integer(),
    /**
     * The buyer's billing information as it was when the order was paid: the receipt and the
     * FatturaPA keep saying what was true then, whatever the user edits later.
     */
    billing_snapshot: jsonb().$type<Record<string, string | null>>(),
    paid_at: timestamp({ withTimezone: true }),
    /** When an admin refunded it (status refunded); its credit note is in credit_notes. */
    refunded_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check(
      'orders_status_check',
      sql`${table.status} in ('processing', 'requires_action', 'requires_payment_method', 'pending_bank_transfer', 'succeeded', 'canceled', 'refunded')`,
    ),
    check('orders_product_type_check', sql`${table.product_type} in ('course', 'feature', 'subscription')`),
    check('orders_amount_check', sql`${table.amount_cents} >= 0`),
    uniqueIndex('orders_one_open_idx')
      .on(table.user_id, table.product_type, table.product_id)
      .where(sql`${table.status} not in ('succeeded', 'canceled', 'refunded')`),
    uniqueIndex('orders_one_paid_idx')
      .on(table.user_id, table.product_type, table.product_id)
      .where(sql`${table.status} = 'succeeded' and ${table.product_type} <> 'subscription'`),
    uniqueIndex('orders_number_idx').on(table.number_year, table.number),
    index('orders_user_idx').on(table.user_id, table.created_at.desc()),
  ],
)

export const orderCounters = pgTable('order_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})

/**
 * The credit note (nota di credito, FatturaPA TD04) of a refunded order: one per order, numbered
 * in its own gapless yearly sequence (credit_note_counters, bumped in the transaction that
 * refunds the order), apart from the invoices' numbers.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer().notNull(),
    number_year: integer().notNull(),
    number: integer().notNull(),
    amount_cents: integer().notNull(),
    /** Why the admin refunded the order (kept, and shown to the admins). */
    reason: text().notNull(),
    /** The admin who refunded it (null once that account is gone). */
    refunded_by: integer(),
    /** The provider's refund (payment_refunds), null for an order paid by bank transfer. */
    refund_id: integer().references(() => paymentRefunds.id, { onDelete: 'set null' }),
    issued_at: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_idx').on(table.number_year, table.number),
    check('credit_notes_amount_check', sql`${table.amount_cents} > 0`),
  ],
)

export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})

/** Each payment attempt the SPA starts, by its Idempotency-Key, and the answer it got. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    user_id: userRef(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotency_key: text().notNull(),
    /**
     * SHA-256 of the request the key first served (method, path, the purchase's parameters): the
     * same key sent with another request is refused (issue 32 item 5). Null for older attempts.
     */
    request_hash: text(),
    payment_intent_id: text(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('payment_attempts_key_idx').on(table.user_id, table.idempotency_key)],
)

/**
 * A charge Aula did not want: a payment intent that succeeded for an order already paid by
 * another one, or canceled (the answer to the first attempt was lost, the buyer tried again, and
 * both charges went through). One row per intent, written in the transaction that saw it; the
 * refund itself is asked of the provider after commit and again by the hourly job until it holds.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    payment_intent_id: text().notNull().unique(),
    amount_cents: integer().notNull(),
    /** Stripe's refund reasons: a duplicate charge, or an order refunded by an admin. */
    reason: text().$type<'duplicate' | 'requested_by_customer'>().notNull(),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    provider_refund_id: text(),
    attempts: integer().notNull().default(0),
    last_error: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('payment_refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index('payment_refunds_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
)

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    coupon_id: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    order_id: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (table) => [index('coupon_redemptions_coupon_idx').on(table.coupon_id, table.user_id)],
)

/**
 * A coupon use held for an order not paid yet (issue 32): written under a lock on the coupon row
 * in the transaction that creates the order, so `max_redemptions` and `max_per_user` count what is
 * in flight as well as what is redeemed. Deleted when the order fails, is abandoned or its hold
 * expires (`releaseExpiredReservations`), and turned into the redemption in the transaction that
 * marks the order paid. One per order.
 */
export const couponReservations = pgTable(
  'coupon_reservations',
  {
    id: id(),
    coupon_id: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    order_id: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** After this the order is canceled (its payment intent first) and the use given back. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('coupon_reservations_coupon_idx').on(table.coupon_id, table.user_id),
    index('coupon_reservations_expires_idx').on(table.expires_at),
  ],
)

/** The provider's customer of each user. */
export const paymentCustomers = pgTable('payment_customers', {
  user_id: userRef().primaryKey(),
  customer_id: text().notNull().unique(),
})

/** Saved cards: only what the provider returns publicly. */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: id(),
    user_id: userRef(),
    pmid: text().notNull().unique(),
    brand: text().notNull(),
    last4: text().notNull(),
    exp_month: integer(),
    exp_year: integer(),
    /** A PayPal account (brand `paypal`, issue 36): the payer's e-mail stands for the last 4. */
    payer_email: text(),
    /**
     * When the last payment with the card was declined (issue 36), null once one succeeds: kept by
     * a trigger on orders (migration saved-card-declined), as each attempt moves the order's pmid.
     */
    declined_at: timestamp({ withTimezone: true }),
    /**
     * The expiry ('2027-01') the card-expiry job last announced as falling before the
     * subscription's next renewal (issue 36, card-expiry.ts): once per card per expiry.
     */
    expiry_announced: text(),
    created_at: createdAt(),
  },
  (table) => [index('saved_payment_methods_user_idx').on(table.user_id)],
)

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    user_id: userRef(),
    plan_id: integer()
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text().$type<'active' | 'past_due' | 'canceled' | 'pending_bank_transfer'>().notNull(),
    current_period_start: timestamp({ withTimezone: true }).notNull(),
    current_period_end: timestamp({ withTimezone: true }).notNull(),
    cancel_at_period_end: boolean().notNull().default(false),
    /** The plan the subscription moves to at its next renewal (a change of plan), if any. */
    next_plan_id: integer().references(() => subscriptionPlans.id),
    pmid: text(),
    /** The first failed renewal charge; dunning ends 7 days later. */
    failing_since: timestamp({ withTimezone: true }),
    order_id: integer(),
    /** Renewal charges of the current period that failed (issue 36; 0 while it is paid). */
    dunning_attempts: integer().notNull().default(0),
    /** When the failed renewal is charged again (day 1, 3, 5, 7 after the first failure). */
    next_retry_at: timestamp({ withTimezone: true }),
    /** The renewal charge a job run took on (its idempotency key), so a second run skips it. */
    renewal_claim: text(),
    renewal_claimed_at: timestamp({ withTimezone: true }),
    /** The feature flags this subscription turned on (renewals.ts), turned off when it ends. */
    features_granted: jsonb().$type<string[]>().notNull().default([]),
    /** Why it ended: 'unpaid' (the last retry failed), 'canceled' (at period end), 'expired'. */
    ended_reason: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('user_subscriptions_one_live_idx')
      .on(table.user_id)
      .where(sql`${table.status} <> 'canceled'`),
  ],
)

/**
 * A subscription that still grants its plan: paid for the current period, or a renewal failing in
 * its dunning days (past_due). What "already subscribed", renewals and cancelling look for.
 */
export function liveSubscription(): SQL {
  return sql`${userSubscriptions.status} in ('active', 'past_due')`
}

/** Webhook events already handled: a second delivery of one is answered and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processed_at: createdAt(),
})

// ---------------------------------------------------------------------------------------------
// The sandbox provider's store

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text().primaryKey(),
  customer_id: text(),
  brand: text().notNull(),
  last4: text().notNull(),
  exp_month: integer().notNull(),
  exp_year: integer().notNull(),
  /** Which test card it is (what it does when charged), never the number. */
  behaviour: text().notNull(),
  /** A PayPal billing agreement's payer (brand `paypal`): the sandbox account approved with. */
  payer_email: text(),
  created_at: createdAt(),
})

export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text().primaryKey(),
  idempotency_key: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  customer_id: text(),
  payment_method_id: text(),
  /** `card`, or `paypal`: approved on the sandbox's PayPal page, which makes its payment method. */
  payment_method_type: text().notNull().default('card'),
  /** Stripe's setup_future_usage: `off_session` keeps the PayPal account for renewals. */
  setup_future_usage: text(),
  status: text().notNull(),
  decline_code: text(),
  /** Given back by a refund (the whole amount: Aula refunds duplicates only). */
  amount_refunded: integer().notNull().default(0),
  return_url: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
})

export const sandboxState = pgTable(
  'sandbox_state',
  {
    key: text().notNull(),
    value: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key] })],
)

/**
 * The plan a user chose and has not bought yet (POST /api/subscriptions/init): the wizard's
 * payment-methods step, reloaded or opened elsewhere, checks out the same plan. Buying or choosing
 * again replaces it; the live subscription wins over it once there is one.
 */
export const subscriptionChoices = pgTable('subscription_choices', {
  user_id: userRef().primaryKey(),
  plan_id: integer()
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  chosen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
