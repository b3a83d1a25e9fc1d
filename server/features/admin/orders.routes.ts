/**
 * The orders as admins see them (issue 36): the newest first, found by the buyer's e-mail or the
 * order's number, filtered by status, each with its buyer, product, payment and refund; and the
 * full refund of a paid order with a reason (payments/refunds.ts does it: provider refund, credit
 * note, access taken back, the buyer notified and e-mailed).
 */
import type { FastifyPluginAsync } from 'fastify'
import { listAdminOrders, refundOrder, type AdminOrder } from '../../../contracts/admin/endpoints.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import {
  adminOrderRows,
  countAdminOrders,
  formatCreditNoteNumber,
  formatOrderNumber,
  refundOrder as refund,
  sayRefund,
  type AdminOrderFilter,
} from '../payments/index.ts'

/** Orders as the screen shows them, matching `filter`, newest first. */
async function adminOrders(db: Db, locale: Locale, filter: AdminOrderFilter, limit: number, offset: number) {
  const rows = await adminOrderRows(db, locale, filter, limit, offset)
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
    const filter = { q: query.q, status: query.status }
    const [rows, total] = await Promise.all([
      adminOrders(app.db, requestLocale(request), filter, query.perPage, pageOffset(query)),
      countAdminOrders(app.db, filter),
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
    const [order] = await adminOrders(app.db, locale, { id: params.id }, 1, 0)
    if (!order) throw notFound(sayRefund('orderNotFound', locale))
    return { data: order }
  })
}
