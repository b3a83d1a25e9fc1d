/**
 * The orders as the admins' orders page reads them (issue 33: reads go through the owner's face):
 * the newest first, found by the buyer's e-mail or the order's number, filtered by status, each with
 * its buyer, product title, credit note, refund and the admin who refunded it, in one query; the
 * admin area turns the rows into its answer.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { courseView } from '../courses/index.ts'
import { creditNotes, featureProducts, orders, paymentRefunds, subscriptionPlans } from './tables.ts'

/** Which orders: found by `q` (an e-mail's part or a number) and a status, or the one with this id. */
export type AdminOrderFilter =
  { q?: string; status?: (typeof orders.$inferSelect)['status'] } | { id: number }

/** `q` as an order's number (2026-000012), a credit note's (NC-2026-000001) or an id (#12, 12). */
function numberMatch(q: string): SQL | undefined {
  const invoice = /^(\d{4})-(\d{1,6})$/.exec(q)
  if (invoice) return and(eq(orders.number_year, Number(invoice[1])), eq(orders.number, Number(invoice[2])))
  const credit = /^nc-(\d{4})-(\d{1,6})$/i.exec(q)
  if (credit)
    return and(eq(creditNotes.number_year, Number(credit[1])), eq(creditNotes.number, Number(credit[2])))
  const id = /^#?(\d{1,9})$/.exec(q)
  return id ? eq(orders.id, Number(id[1])) : undefined
}

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  if ('id' in filter) return eq(orders.id, filter.id)
  const conditions: SQL[] = []
  if (filter.q) {
    const byNumber = numberMatch(filter.q)
    const byEmail = ilike(users.email, `%${escapeLike(filter.q)}%`)
    conditions.push(byNumber ? or(byNumber, byEmail)! : byEmail)
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const admins = sql`admin_user`

/** The orders matching `filter`, newest first, with what the admins' page shows of each. */
export async function adminOrderRows(
  db: Db,
  locale: Locale,
  filter: AdminOrderFilter,
  limit: number,
  offset: number,
) {
  const en = locale === 'en'
  const courses = courseView('courses')
  return db
    .select({
      order: orders,
      buyer: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
      title: sql<string>`coalesce(${courses.title}, ${en ? featureProducts.title_en : featureProducts.title_it}, ${en ? subscriptionPlans.name_en : subscriptionPlans.name_it}, '')`,
      credit_note: creditNotes,
      refund_status: paymentRefunds.status,
      admin_first: sql<string | null>`${admins}.first_name`,
      admin_last: sql<string | null>`${admins}.last_name`,
      admin_id: sql<number | null>`${admins}.id`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(courses, and(eq(orders.product_type, 'course'), eq(courses.id, orders.product_id)))
    .leftJoin(
      featureProducts,
      and(eq(orders.product_type, 'feature'), eq(featureProducts.id, orders.product_id)),
    )
    .leftJoin(
      subscriptionPlans,
      and(eq(orders.product_type, 'subscription'), eq(subscriptionPlans.id, orders.product_id)),
    )
    .leftJoin(creditNotes, eq(creditNotes.order_id, orders.id))
    .leftJoin(paymentRefunds, eq(paymentRefunds.id, creditNotes.refund_id))
    .leftJoin(sql`users as ${admins}`, sql`${admins}.id = ${creditNotes.refunded_by}`)
    .where(whereOf(filter))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit)
    .offset(offset)
}

/** How many orders match `filter` (the page's total). */
export async function countAdminOrders(db: Db, filter: AdminOrderFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(creditNotes, eq(creditNotes.order_id, orders.id))
    .where(whereOf(filter))
  return total
}
