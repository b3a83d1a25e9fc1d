/**
 * A trainer's discount codes for a course (issue 33: the payments area owns `coupons`; the studio's
 * price page checks who may and calls these with the course or coupon it checked). A course's code
 * is for that course only and once per buyer; ended, a code nobody used is removed, a used one
 * expires now so the orders that used it keep pointing at it.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { coupons, orders } from './tables.ts'

type CouponRow = typeof coupons.$inferSelect

/** A new code for the course; null when the code is taken (codes are unique across courses). */
export async function addCourseCoupon(
  db: Db,
  courseId: number,
  coupon: Pick<CouponRow, 'code' | 'kind' | 'amount' | 'valid_until' | 'max_redemptions'>,
): Promise<CouponRow | null> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: coupon.code,
      kind: coupon.kind,
      amount: coupon.amount,
      product_type: 'course',
      product_id: courseId,
      valid_until: coupon.valid_until,
      max_redemptions: coupon.max_redemptions,
      max_per_user: 1,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning()
  return row ?? null
}

/** Ends a code: removed when no order used it, expired now when one did; false when there is none. */
export async function endCourseCoupon(db: Db, couponId: number): Promise<boolean> {
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.coupon_id, couponId))
    .limit(1)
  const gone = used
    ? await db
        .update(coupons)
        .set({ valid_until: sql`least(coalesce(${coupons.valid_until}, now()), now())` })
        .where(eq(coupons.id, couponId))
        .returning({ id: coupons.id })
    : await db.delete(coupons).where(eq(coupons.id, couponId)).returning({ id: coupons.id })
  return gone.length > 0
}
