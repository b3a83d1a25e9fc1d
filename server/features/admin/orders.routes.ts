/**
 * The orders as admins see them (issue 36): the newest first, found by the buyer's e-mail or the
 * order's number, filtered by status, each with its buyer, product, payment and refund; and the
 * full refund of a paid order with a reason (payments/refunds.ts does it: provider refund, credit
 * note, access taken back, the buyer notified and e-mailed).
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { listAdminOrders, refundOrder, type AdminOrder } from '../../../contracts/admin/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { courses } from '../courses/tables.ts'
import {
  formatCreditNoteNumber,
  formatOrderNumber,
  refundOrder as refund,
  sayRefund,
} from '../payments/index.ts'
import {
  creditNotes,
  featureProducts,
  orders,
  paymentRefunds,
  subscriptionPlans,
} from '../payments/tables.ts'

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

const admins = sql`admin_user`

/** Orders as the screen shows them, matching `where`, newest first. */
async function adminOrders(db: Db, locale: Locale, where: SQL | undefined, limit: number, offset: number) {
  const en = locale === 'en'
  const rows = await db
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
    .where(where)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit)
    .offset(offset)
  return rows.map(
    ({ order, buyer, title, credit_note, refund_status, admin_first, admin_last, admin_id }): AdminOrder => ({
      id: order.id,
      number: formatOrderNumber(order.number_year, order.number),
      status: order.status,
      amount_cents: order.amount_cents,
      currency: 'EUR',
      buyer: { id: buyer.id, name: `${buyer.first_name} ${buyer.last_name}`.trim(), email: buyer.email },
      product: { type: order.product_type, id: order.product_id, title },
      payment: order.amount_cents === 0 ? 'free' : order.bank_reference ? 'bank_transfer' : 'card',
      created_at: order.created_at.toISOString(),
      paid_at: order.paid_at?.toISOString() ?? null,
      refundable: order.status === 'succeeded' && order.amount_cents > 0,
      refund:
        credit_note && order.refunded_at
          ? {
              refunded_at: order.refunded_at.toISOString(),
              reason: credit_note.reason,
              credit_note_number: formatCreditNoteNumber(credit_note.number_year, credit_note.number),
              status: refund_status ?? 'manual',
              by:
                admin_id === null
                  ? null
                  : { id: admin_id, full_name: `${admin_first ?? ''} ${admin_last ?? ''}`.trim() },
            }
          : null,
    }),
  )
}

export const adminOrderRoutes: FastifyPluginAsync = async (app) => {
  route(app, listAdminOrders, async ({ query, request }) => {
    const conditions: SQL[] = []
    if (query.q) {
      const byNumber = numberMatch(query.q)
      const byEmail = ilike(users.email, `%${escapeLike(query.q)}%`)
      conditions.push(byNumber ? or(byNumber, byEmail)! : byEmail)
    }
    if (query.status) conditions.push(eq(orders.status, query.status))
    const where = conditions.length > 0 ? and(...conditions) : undefined
    const [rows, [{ total }]] = await Promise.all([
      adminOrders(app.db, requestLocale(request), where, query.perPage, pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.user_id))
        .leftJoin(creditNotes, eq(creditNotes.order_id, orders.id))
        .where(where),
    ])
    return paginated(rows, query, total)
  })

  route(app, refundOrder, async ({ params, body, request }) => {
    const locale = requestLocale(request)
    const context = app.payments.context()
    if (!context) throw new HttpError(501, 'Payments are not configured.')
    await refund(
      { ...context, mailer: app.mailer, seller: app.config.seller, publicUrl: app.config.publicUrl },
      { orderId: params.id, reason: body.reason, adminId: currentUser(request).id, locale },
    )
    const [order] = await adminOrders(app.db, locale, eq(orders.id, params.id), 1, 0)
    if (!order) throw notFound(sayRefund('orderNotFound', locale))
    return { data: order }
  })
}
