/**
 * Trainer statements (issue 36): a trainer's months, one month's statement as JSON, PDF and CSV —
 * always the caller's own (the path names no trainer; other roles get 403) — and the admins'
 * payouts of a month with each trainer's IBAN. A month that is not YYYY-MM, before 2000 or after
 * the current one is 422 naming `month`, in the request's language.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import {
  getStatement,
  getStatementCsv,
  getStatementPdf,
  listPayouts,
  listStatementMonths,
} from '../../../contracts/statements/endpoints.ts'
import { monthOf, PLATFORM_FEE_PERCENT } from '../../../contracts/statements/schemas.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { loadPayouts, loadStatement, loadStatementMonths } from './statement-data.ts'
import { renderStatementCsv, statementFilename } from './statement-csv.ts'
import { renderStatementPdf } from './statement-pdf.ts'

/** A document sent as a download under its file name (as the receipts are). */
function download(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body)
}

export const statementsRoutes: FastifyPluginAsync = async (app) => {
  route(app, listStatementMonths, async ({ request }) => ({
    data: {
      currency: 'EUR',
      fee_percent: PLATFORM_FEE_PERCENT,
      months: await loadStatementMonths(app.db, request.user!.id),
    },
  }))

  route(app, getStatement, async ({ params, request }) => ({
    data: await loadStatement(app.db, request.user!.id, params.month),
  }))

  route(app, getStatementPdf, async ({ params, query, request, reply }) => {
    const locale = query.lang ?? requestLocale(request)
    const statement = await loadStatement(app.db, request.user!.id, params.month)
    const pdf = await renderStatementPdf(statement, locale, app.config.seller.name)
    return download(reply, 'application/pdf', statementFilename(statement, 'pdf'), pdf)
  })

  route(app, getStatementCsv, async ({ params, query, request, reply }) => {
    const locale = query.lang ?? requestLocale(request)
    const statement = await loadStatement(app.db, request.user!.id, params.month)
    const csv = renderStatementCsv(statement, locale)
    return download(reply, 'text/csv; charset=utf-8', statementFilename(statement, 'csv'), csv)
  })

  route(app, listPayouts, async ({ query }) => {
    const month = query.month ?? monthOf(new Date())
    const payouts = await loadPayouts(app.db, month)
    return {
      data: {
        month,
        currency: 'EUR',
        payouts,
        total_cents: payouts.reduce((sum, payout) => sum + payout.payout_cents, 0),
      },
    }
  })
}
