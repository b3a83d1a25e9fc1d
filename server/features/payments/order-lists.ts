/**
 * The lists of orders the API pages through (moved out of orders.ts, issue 33): the transfers an
 * admin waits for, and a user's own orders with their documents.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import { users } from '../../core/db/tables.ts'
import type { Db } from '../../core/db/index.ts'
import { courseView } from '../courses/index.ts'
import { creditNotes, featureProducts, orders, subscriptionPlans } from './tables.ts'

/** The orders waiting for a transfer, oldest first, with who placed them and what they buy. */
export async function listPendingBankTransfers(db: Db, page: number, perPage: number, locale: Locale) {
  const pending = eq(orders.status, 'pending_bank_transfer')
  const courses = courseView('courses')
  const rows = await db
    .select({
      order: orders,
      user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
      course: courses.title,
      plan: locale === 'en' ? subscriptionPlans.name_en : subscriptionPlans.name_it,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(courses, and(eq(orders.product_type, 'course'), eq(courses.id, orders.product_id)))
    .leftJoin(
      subscriptionPlans,
      and(eq(orders.product_type, 'subscription'), eq(subscriptionPlans.id, orders.product_id)),
    )
    .where(pending)
    .orderBy(orders.created_at, orders.id)
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(pending)
  return {
    rows: rows.map(({ order, user, course, plan }) => ({
      order_id: order.id,
      user: { id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), email: user.email },
      product: { type: order.product_type, id: order.product_id, title: course ?? plan ?? '' },
      amount_cents: order.amount_cents,
      currency: 'EUR' as const,
      reference: order.bank_reference ?? '',
      created_at: order.created_at.toISOString(),
    })),
    total,
  }
}

/** A page of the user's orders, newest first, each with its product's title in the reader's language. */
export async function listUserOrders(db: Db, userId: number, page: number, perPage: number, locale: Locale) {
  const en = locale === 'en'
  const courses = courseView('courses')
  const rows = await db
    .select({
      order: orders,
      product_title: sql<string>`coalesce(${courses.title}, ${en ? featureProducts.title_en : featureProducts.title_it}, ${en ? subscriptionPlans.name_en : subscriptionPlans.name_it}, '')`,
      credit_note: creditNotes,
    })
    .from(orders)
    .leftJoin(creditNotes, eq(creditNotes.order_id, orders.id))
    .leftJoin(courses, and(eq(orders.product_type, 'course'), eq(courses.id, orders.product_id)))
    .leftJoin(
      featureProducts,
      and(eq(orders.product_type, 'feature'), eq(featureProducts.id, orders.product_id)),
    )
    .leftJoin(
      subscriptionPlans,
      and(eq(orders.product_type, 'subscription'), eq(subscriptionPlans.id, orders.product_id)),
    )
    .where(eq(orders.user_id, userId))
    .orderBy(desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.user_id, userId))
  return { rows, total }
}
