/**
 * A trainer's discount codes for a course (issue 33: the payments area owns `coupons`; the studio's
 * price page checks who may and calls these with the course or coupon it checked). A course's code
 * is for that course only and once per buyer; ended, a code nobody used is removed, a used one
 * expires now so the orders that used it keep pointing at it. The price page lists a course's codes
 * with how often each was used.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { couponRedemptions, coupons, orders } from './tables.ts'

export type CouponRow = typeof coupons.$inferSelect

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

const ofCourse = (courseId: number) =>
  and(eq(coupons.product_type, 'course'), eq(coupons.product_id, courseId))

/** A course's codes, the newest first. */
export async function courseCoupons(db: Db, courseId: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(ofCourse(courseId))
    .orderBy(desc(coupons.created_at), desc(coupons.id))
}

/** How many codes a course holds (ended ones too). */
export async function countCourseCoupons(db: Db, courseId: number): Promise<number> {
  const [{ held }] = await db.select({ held: count() }).from(coupons).where(ofCourse(courseId))
  return Number(held)
}

/** How many times each of these codes was redeemed (a code never used is missing). */
export async function couponRedemptionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: couponRedemptions.coupon_id, used: count() })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.coupon_id, ids))
    .groupBy(couponRedemptions.coupon_id)
  return new Map(rows.map((row) => [row.id, Number(row.used)]))
}

/** The course a code is for (null: no such code, or not a course's). */
export async function couponCourse(db: Db, couponId: number): Promise<number | null> {
  const [row] = await db
    .select({ course_id: coupons.product_id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.product_type, 'course')))
  return row?.course_id ?? null
}
