/**
 * One order and its documents (issue 12, "Orders and receipts"): GET /api/orders/{id}, its PDF
 * receipt and its FatturaPA XML. Only the order's owner and admins reach them; anyone else gets
 * the same 404 as for an order that does not exist, so ids reveal nothing.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  getOrder,
  orderCreditNote,
  orderCreditNoteFattura,
  orderFattura,
  orderReceipt,
} from '../../../contracts/payments/endpoints.ts'
import { ID_MAX } from '../../../contracts/core/constants.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route, type RouteOptions } from '../../core/http/route.ts'
import { eq } from 'drizzle-orm'
import { creditNoteFatturaFilename, fatturaFilename, renderFatturaXml } from './fattura.ts'
import { creditNoteFilename, loadCreditNoteData, renderCreditNotePdf } from './receipts-credit-note.ts'
import { orderDocumentsOf, orderRefundOf } from './refunds.ts'
import { creditNotes } from './tables.ts'
import { formatOrderNumber } from './orders.ts'
import { findOrder, hasItalianFiscalData, loadReceiptData, orderBuyer } from './receipts-data.ts'
import { receiptFilename, renderReceiptPdf } from './receipts-pdf.ts'

/** A document sent as a download under its file name. */
function download(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).send(body)
}

export const receiptsRoutes: FastifyPluginAsync = async (app) => {
  const ownOrder: RouteOptions = {
    owner: async (request: FastifyRequest) => {
      const id = Number((request.params as { id?: string }).id)
      // Runs before the params are validated: an id no order can have is a missing order, not a query.
      if (!Number.isSafeInteger(id) || id < 1 || id > ID_MAX) return null
      const order = await findOrder(app.db, id)
      const user = request.user
      if (!order || !user) return null
      // Someone else's order answers like a missing one.
      return order.user_id === user.id || user.roles.includes('admin') ? order.user_id : null
    },
  }

  route(
    app,
    getOrder,
    async ({ params }) => {
      const order = (await findOrder(app.db, params.id))!
      const number = formatOrderNumber(order.number_year, order.number)
      // A refunded order keeps its receipt and invoice; its credit note cancels them.
      const receipt = (order.status === 'succeeded' || order.status === 'refunded') && number !== null
      const fiscal = receipt && hasItalianFiscalData(await orderBuyer(app.db, order))
      const [creditNote] = await app.db.select().from(creditNotes).where(eq(creditNotes.order_id, order.id))
      return {
        data: {
          id: order.id,
          number,
          status: order.status,
          amount_cents: order.amount_cents,
          product_type: order.product_type,
          product_id: order.product_id,
          created_at: order.created_at.toISOString(),
          receipt_available: receipt,
          fattura_available: fiscal,
          refund: orderRefundOf(creditNote, order),
          documents: orderDocumentsOf(order, creditNote, fiscal),
        },
      }
    },
    ownOrder,
  )

  route(
    app,
    orderReceipt,
    async ({ params, query, request, reply }) => {
      const locale = query.lang ?? requestLocale(request)
      const data = await loadReceiptData(app.db, app.config.seller, params.id, locale)
      const pdf = await renderReceiptPdf(data, locale)
      return download(reply, 'application/pdf', receiptFilename(data), pdf)
    },
    ownOrder,
  )

  route(
    app,
    orderFattura,
    async ({ params, request, reply }) => {
      const locale = requestLocale(request)
      const data = await loadReceiptData(app.db, app.config.seller, params.id, locale)
      // The invoice is Italian whatever the reader's language: only its errors follow the request.
      const xml = renderFatturaXml(data, locale)
      return download(reply, 'application/xml; charset=utf-8', fatturaFilename(data), xml)
    },
    ownOrder,
  )

  route(
    app,
    orderCreditNote,
    async ({ params, query, request, reply }) => {
      const locale = query.lang ?? requestLocale(request)
      const data = await loadCreditNoteData(app.db, app.config.seller, params.id, locale)
      const pdf = await renderCreditNotePdf(data, locale)
      return download(reply, 'application/pdf', creditNoteFilename(data.ref), pdf)
    },
    ownOrder,
  )

  route(
    app,
    orderCreditNoteFattura,
    async ({ params, request, reply }) => {
      const locale = requestLocale(request)
      const { invoice, ref } = await loadCreditNoteData(app.db, app.config.seller, params.id, locale)
      const xml = renderFatturaXml(invoice, locale, ref)
      return download(reply, 'application/xml; charset=utf-8', creditNoteFatturaFilename(ref), xml)
    },
    ownOrder,
  )
}
