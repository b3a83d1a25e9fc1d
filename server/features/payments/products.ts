/**
 * What can be bought, at what price, and whether the user has it already: courses, extra features
 * and subscription plans; coupons and the price they make.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { ProductRef } from '../../../contracts/payments/schemas.ts'
import type { Subscription } from '../../../contracts/payments/plans.ts'
import { users } from '../../core/db/tables.ts'
import type { Db } from '../../core/db/index.ts'
import { notFound, validationError } from '../../core/http/errors.ts'
import { courseOnSale, isEnrolled } from '../courses/index.ts'
import { say } from './messages.ts'
import {
  couponRedemptions,
  couponReservations,
  coupons,
  featureProducts,
  liveSubscription,
  subscriptionPlans,
  userSubscriptions,
} from './tables.ts'

/** Executor of a query: the database or a transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface Product {
  ref: ProductRef
  title: string
  /** What it costs now (a plan's promo price while promo_active). */
  price_cents: number
  /** Its list price, before a promo. */
  list_cents: number
  allowsBankTransfer: boolean
  /** Why it cannot be bought now, if it cannot. */
  unavailable?: 'notPurchaseable' | 'soldOut'
  /** For a course: its slug. */
  slug?: string
  /** For a feature: the flag it turns on. */
  flag?: 'chat' | 'posts' | 'diary' | 'hr_visible'
}

type PlanRow = typeof subscriptionPlans.$inferSelect

export function toSubscription(row: PlanRow, locale: Locale): Subscription {
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    id: row.id,
    slug: row.slug,
    name: locale === 'en' ? row.name_en : row.name_it,
    description: locale === 'en' ? row.description_en : row.description_it,
    active: row.active,
    purchaseable: row.purchaseable,
    visible: row.visible,
    expiring: row.expiring,
    expiring_at: iso(row.expiring_at),
    features: row.features,
    interval: row.interval,
    intervalCount: row.interval_count,
    limited_qty: row.limited_qty,
    qty: row.qty,
    price: row.price_cents,
    priceId: row.price_id,
    productId: row.product_id,
    promo_active: row.promo_active,
    stripe_promo_price: row.promo_price_cents,
    recurring: row.recurring,
    suggested: row.suggested,
    time_limit: row.time_limit,
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
    currency: 'EUR',
    audience: row.audience,
  }
}

export function planUnavailable(row: PlanRow, now: Date): Product['unavailable'] {
  if (!row.active || !row.purchaseable || !row.visible) return 'notPurchaseable'
  if (row.valid_from && row.valid_from > now) return 'notPurchaseable'
  if (row.valid_until && row.valid_until < now) return 'notPurchaseable'
  if (row.limited_qty && (row.qty ?? 0) <= 0) return 'soldOut'
  return undefined
}

export async function findPlan(db: Tx, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id))
  return row ?? null
}

/** The product, or a 404 (a 422 with SPEC.md §8's message for an unknown plan). */
export async function loadProduct(db: Tx, ref: ProductRef, locale: Locale, now: Date): Promise<Product> {
  if (ref.type === 'course') {
    const row = await courseOnSale(db, ref.id)
    if (!row) throw notFound(say('courseNotFound', locale))
    // the promo price while it holds, as the catalogue shows it
    return {
      ref,
      title: row.title,
      price_cents: row.price,
      list_cents: row.list,
      allowsBankTransfer: row.price > 0,
      slug: row.slug,
    }
  }
  if (ref.type === 'feature') {
    const [row] = await db.select().from(featureProducts).where(eq(featureProducts.id, ref.id))
    if (!row) throw notFound(say('featureNotFound', locale))
    return {
      ref,
      title: locale === 'en' ? row.title_en : row.title_it,
      price_cents: row.price_cents,
      list_cents: row.price_cents,
      // A feature is switched on at once: waiting days for a transfer is not offered.
      allowsBankTransfer: false,
      flag: row.flag,
    }
  }
  const row = await findPlan(db, ref.id)
  if (!row || !row.visible) throw validationError({ id: [say('subscriptionNotFound', locale)] }, locale)
  const price = row.promo_active && row.promo_price_cents !== null ? row.promo_price_cents : row.price_cents
  return {
    ref,
    title: locale === 'en' ? row.name_en : row.name_it,
    price_cents: price,
    list_cents: row.price_cents,
    allowsBankTransfer: price > 0,
    unavailable: planUnavailable(row, now),
  }
}

/** The user has it: enrolled, the feature's flag on, the plan live. */
export async function isOwned(db: Tx, userId: number, product: Product): Promise<boolean> {
  const { ref } = product
  if (ref.type === 'course') {
    return isEnrolled(db, userId, ref.id)
  }
  if (ref.type === 'feature') {
    const [row] = await db.select({ features: users.features }).from(users).where(eq(users.id, userId))
    return row?.features[product.flag!] === true
  }
  const [row] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.plan_id, ref.id), liveSubscription()),
    )
  return row !== undefined
}

// ---------------------------------------------------------------------------------------------
// Coupons

export interface CouponPrice {
  couponId: number
  code: string
  price_cents: number
  discount_cents: number
}

/**
 * The price `code` makes for the product, or a 422 on `field` saying why it does not apply
 * (unknown, not yet valid, expired, another product, used up, used by this user already).
 *
 * The limits count redemptions and the reservations of orders still open (issue 32): a coupon
 * whose last use is held by an order waiting for 3-D Secure or a transfer is used up for everyone
 * else until that order fails or its hold expires. With `lock`, the coupon's row is locked for the
 * caller's transaction, so counting and then reserving (`reserveCoupon`) is one step for every
 * buyer of the coupon: the next one counts only once this one has committed or rolled back.
 * `exceptOrder`: an order being taken up again, whose own reservation is not counted.
 */
export async function priceWithCoupon(
  db: Tx,
  code: string,
  userId: number,
  product: Product,
  now: Date,
  locale: Locale,
  field: string,
  options: { lock?: boolean; exceptOrder?: number } = {},
): Promise<CouponPrice> {
  const refuse = (key: Parameters<typeof say>[0]) => validationError({ [field]: [say(key, locale)] }, locale)
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`)
  const [coupon] = options.lock ? await query.for('no key update') : await query
  if (!coupon) throw refuse('couponUnknown')
  if (coupon.valid_from && coupon.valid_from > now) throw refuse('couponNotYet')
  if (coupon.valid_until && coupon.valid_until < now) throw refuse('couponExpired')
  if (coupon.product_type !== null) {
    const other =
      coupon.product_type !== product.ref.type ||
      (coupon.product_id !== null && coupon.product_id !== product.ref.id)
    if (other) throw refuse('couponWrongProduct')
  }
  if (coupon.max_redemptions !== null || coupon.max_per_user !== null) {
    const counts = await couponUses(db, coupon.id, userId, options.exceptOrder ?? null)
    if (coupon.max_redemptions !== null && counts.total >= coupon.max_redemptions)
      throw refuse('couponUsedUp')
    if (coupon.max_per_user !== null && counts.mine >= coupon.max_per_user) throw refuse('couponUsedByYou')
  }
  const list = product.price_cents
  const discount =
    coupon.kind === 'percent' ? Math.round((list * coupon.amount) / 100) : Math.min(coupon.amount, list)
  return { couponId: coupon.id, code: coupon.code, price_cents: list - discount, discount_cents: discount }
}

/** Uses of a coupon, redeemed or held by an open order, in all and by the user. */
async function couponUses(db: Tx, couponId: number, userId: number, exceptOrder: number | null) {
  // One statement, so one snapshot: a payment settling meanwhile turns a reservation into a
  // redemption in one commit, which two statements could see as neither.
  const [uses] = await db
    .select({
      total: sql<number>`(
        (select count(*) from ${couponRedemptions} where ${couponRedemptions.coupon_id} = ${couponId})
        + (select count(*) from ${couponReservations} where ${couponReservations.coupon_id} = ${couponId}
           and ${couponReservations.order_id} is distinct from ${exceptOrder}::int))::int`,
      mine: sql<number>`(
        (select count(*) from ${couponRedemptions} where ${couponRedemptions.coupon_id} = ${couponId}
           and ${couponRedemptions.user_id} = ${userId})
        + (select count(*) from ${couponReservations} where ${couponReservations.coupon_id} = ${couponId}
           and ${couponReservations.user_id} = ${userId}
           and ${couponReservations.order_id} is distinct from ${exceptOrder}::int))::int`,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId))
  return uses
}

/** How long an unpaid order holds its coupon: a card payment (3-D Secure), a bank transfer. */
export const COUPON_HOLD_MS = { card: 60 * 60_000, bankTransfer: 7 * 86_400_000 } as const

/**
 * Holds the coupon for the order (in the transaction that counted, after `priceWithCoupon` with
 * `lock`), or drops the order's hold when it is bought without one now.
 */
export async function reserveCoupon(
  tx: Tx,
  orderId: number,
  userId: number,
  couponId: number | null,
  expiresAt: Date,
): Promise<void> {
  if (couponId === null) {
    await tx.delete(couponReservations).where(eq(couponReservations.order_id, orderId))
    return
  }
  await tx
    .insert(couponReservations)
    .values({ coupon_id: couponId, user_id: userId, order_id: orderId, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: couponReservations.order_id,
      set: { coupon_id: couponId, user_id: userId, expires_at: expiresAt },
    })
}
