/**
 * The PAYMENTS area's catalogue of plans and features (SPEC.md §3 Subscription, User features;
 * issue 36): the subscription plans and what they cost now, the user's subscription, the extra
 * features, a renewal's retries and the flags a plan turns on, and the answers of the calls that
 * change the card a subscription renews with. Prices are integer euro cents (DESIGN.md §5).
 */
import * as v from 'valibot'
import { OrderStatusAnswer } from './schemas'

/** Who a plan is offered to (issue 36): HR companies see only HR plans, trainers only trainers'. */
const PLAN_AUDIENCES_LIST = ['trainer', 'hr', 'student'] as const
export const PLAN_AUDIENCES = PLAN_AUDIENCES_LIST
export type PlanAudience = (typeof PLAN_AUDIENCES)[number]

export const INTERVALS = ['month', 'year'] as const
export type Interval = (typeof INTERVALS)[number]

/** SPEC.md §3 Subscription, every field; prices in euro cents (DESIGN.md §5). */
export const Subscription = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  active: v.boolean(),
  purchaseable: v.boolean(),
  visible: v.boolean(),
  expiring: v.boolean(),
  expiring_at: v.nullable(v.string()),
  features: v.array(v.string()),
  interval: v.picklist(INTERVALS),
  intervalCount: v.number(),
  limited_qty: v.boolean(),
  /** Places left when limited_qty. */
  qty: v.nullable(v.number()),
  /** The list price per period. */
  price: v.number(),
  priceId: v.string(),
  productId: v.string(),
  promo_active: v.boolean(),
  /** What is charged while promo_active. */
  stripe_promo_price: v.nullable(v.number()),
  recurring: v.boolean(),
  suggested: v.boolean(),
  /** Days the plan runs when it does not renew. */
  time_limit: v.nullable(v.number()),
  valid_from: v.nullable(v.string()),
  valid_until: v.nullable(v.string()),
  currency: v.literal('EUR'),
  /** Who the plan is offered to (issue 36). */
  audience: v.picklist(PLAN_AUDIENCES_LIST),
})
export type Subscription = v.InferOutput<typeof Subscription>

/** What a plan costs now: the promo price while promo_active, else the list price. */
export const subscriptionPriceCents = (
  plan: Pick<Subscription, 'price' | 'promo_active' | 'stripe_promo_price'>,
) => (plan.promo_active && plan.stripe_promo_price !== null ? plan.stripe_promo_price : plan.price)

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'pending_bank_transfer'] as const

/** GET /api/subscriptions/owned: the user's subscription, if any. */
export const OwnedSubscription = v.object({
  id: v.number(),
  subscription: Subscription,
  status: v.picklist(SUBSCRIPTION_STATUSES),
  current_period_end: v.string(),
  cancel_at_period_end: v.boolean(),
  /** The plan it moves to at current_period_end (a change of plan asked for), or null. */
  next_subscription: v.nullable(Subscription),
  /** The card renewals charge (a saved card's id), or null (issue 36). */
  pmid: v.optional(v.nullable(v.string())),
  /** While past_due: when the failed renewal is charged again; null after the last retry. */
  next_retry_at: v.optional(v.nullable(v.string())),
  /** While past_due: the renewal charges that failed so far (of 1 + RENEWAL_RETRY_DAYS.length). */
  failed_attempts: v.optional(v.number()),
})
export type OwnedSubscription = v.InferOutput<typeof OwnedSubscription>

/** SPEC.md §3 User features: the flags an extra feature turns on. */
export const FEATURE_FLAGS = ['chat', 'posts', 'diary', 'hr_visible'] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export const FeatureProduct = v.object({
  id: v.number(),
  flag: v.picklist(FEATURE_FLAGS),
  title: v.string(),
  description: v.string(),
  price_cents: v.number(),
  currency: v.literal('EUR'),
  owned: v.boolean(),
})
export type FeatureProduct = v.InferOutput<typeof FeatureProduct>

export const FreeTierAnswer = v.object({ free_tier_active: v.boolean() })

/** GET /api/subscriptions/plans?audience=: which plans to list. */
export const PlansQuery = v.object({
  audience: v.optional(v.picklist(PLAN_AUDIENCES, 'audience: trainer | hr | student')),
})

// ---------------------------------------------------------------------------------------------
// Subscription lifecycle (issue 36)

/**
 * The days after a renewal first fails on which it is charged again (Stripe's smart retries, made
 * predictable). After the last one fails the subscription ends and its features go off.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5, 7] as const

/**
 * The feature flag each plan feature turns on ('messages' is the chat); plan features without a
 * flag ('courses') are the plan's own.
 */
export const PLAN_FEATURE_FLAGS: Readonly<Record<string, FeatureFlag>> = {
  messages: 'chat',
  chat: 'chat',
  posts: 'posts',
  diary: 'diary',
  hr_visible: 'hr_visible',
}

/** The flags a plan's features turn on, each once. */
export function planFeatureFlags(features: readonly string[]): FeatureFlag[] {
  const flags = features.map((feature) => PLAN_FEATURE_FLAGS[feature]).filter((flag) => flag !== undefined)
  return [...new Set(flags)]
}

/** PUT /api/payment-methods/{id}/default: the renewals' card now, and a failed renewal retried. */
export const DefaultPaymentMethodAnswer = v.object({
  pmid: v.string(),
  subscription: v.nullable(OwnedSubscription),
  /** The failed renewal charged again with the card: its outcome, or null when nothing was due. */
  retry: v.nullable(OrderStatusAnswer),
})
export type DefaultPaymentMethodAnswer = v.InferOutput<typeof DefaultPaymentMethodAnswer>

/**
 * DELETE /api/payment-methods/{id}: the card removed; the default is now `default_pmid` (the newest
 * usable card left, or none), and the subscription as it is now (with no card when it was its only one).
 */
export const DeletePaymentMethodAnswer = v.object({
  id: v.string(),
  default_pmid: v.nullable(v.string()),
  subscription: v.nullable(OwnedSubscription),
})
export type DeletePaymentMethodAnswer = v.InferOutput<typeof DeletePaymentMethodAnswer>
