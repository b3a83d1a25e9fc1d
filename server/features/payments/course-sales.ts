/**
 * What courses sold (issue 33: the payments area owns `orders`; the studio's earnings page reads a
 * trainer's sales through this): the succeeded orders of the given courses, summed per course and
 * per course and month since a date, and the latest ten with the buyer's name. Three queries, run
 * together.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { orders } from './tables.ts'

export interface CourseSales {
  perCourse: { course_id: number; cents: number; sales: number }[]
  /** `month` is 'YYYY-MM' (UTC). */
  perMonth: { month: string; course_id: number; cents: number; sales: number }[]
  latest: {
    id: number
    course_id: number
    first_name: string
    last_name: string
    amount_cents: number
    paid_at: Date | null
  }[]
}

export async function courseSales(db: Db, courseIds: number[], monthsSince: Date): Promise<CourseSales> {
  const sold = and(
    eq(orders.product_type, 'course'),
    eq(orders.status, 'succeeded'),
    inArray(orders.product_id, courseIds),
  )
  const month = sql<string>`to_char(${orders.paid_at} at time zone 'UTC', 'YYYY-MM')`
  const [perCourse, perMonth, latest] = await Promise.all([
    db
      .select({
        course_id: orders.product_id,
        cents: sql<number>`coalesce(sum(${orders.amount_cents}), 0)::int`,
        sales: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(sold)
      .groupBy(orders.product_id),
    db
      .select({
        month,
        course_id: orders.product_id,
        cents: sql<number>`coalesce(sum(${orders.amount_cents}), 0)::int`,
        sales: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(sold, gte(orders.paid_at, monthsSince)))
      .groupBy(month, orders.product_id),
    db
      .select({
        id: orders.id,
        course_id: orders.product_id,
        first_name: users.first_name,
        last_name: users.last_name,
        amount_cents: orders.amount_cents,
        paid_at: orders.paid_at,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(sold)
      .orderBy(desc(orders.paid_at), desc(orders.id))
      .limit(10),
  ])
  return { perCourse, perMonth, latest }
}
