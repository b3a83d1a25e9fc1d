/**
 * Trainer statements (issue 36): the trainer's own months and statements (JSON, PDF, CSV) and the
 * admins' payouts of a month. The trainer's calls have no trainer in the path: a trainer reads only
 * their own; other roles get 403.
 */
import { data, endpoint } from '../core/endpoint'
import {
  Payouts,
  PayoutsQuery,
  Statement,
  StatementFileQuery,
  StatementMonths,
  StatementParams,
} from './schemas'

const tag = 'statements'
const trainer = ['trainer'] as const

export const listStatementMonths = endpoint({
  method: 'GET',
  path: '/api/instructor/statements',
  auth: trainer,
  tag,
  summary:
    'The caller’s last 12 months, oldest first: sales, refunds, gross, net after the platform fee and payout after withholdings, with the links of each month’s PDF and CSV',
  response: data(StatementMonths),
})

export const getStatement = endpoint({
  method: 'GET',
  path: '/api/instructor/statements/:month',
  auth: trainer,
  tag,
  summary:
    'The caller’s statement of a month (YYYY-MM, UTC): one line per sale and per refund (in the month it was refunded), totals, and the rivalsa INPS, IVA and ritenuta d’acconto their fiscal data imply',
  params: StatementParams,
  response: data(Statement),
})

export const getStatementPdf = endpoint({
  method: 'GET',
  path: '/api/instructor/statements/:month/statement.pdf',
  auth: trainer,
  tag,
  summary: 'The caller’s statement of a month as a PDF, in the language of `lang` or of the request',
  params: StatementParams,
  query: StatementFileQuery,
  contentType: 'application/pdf',
})

export const getStatementCsv = endpoint({
  method: 'GET',
  path: '/api/instructor/statements/:month/statement.csv',
  auth: trainer,
  tag,
  summary:
    'The caller’s statement of a month as CSV for a spreadsheet: UTF-8 with BOM, `;` between fields, decimal comma, CRLF, fields quoted as RFC 4180 says',
  params: StatementParams,
  query: StatementFileQuery,
  contentType: 'text/csv',
})

export const listPayouts = endpoint({
  method: 'GET',
  path: '/api/admin/payouts',
  auth: ['admin'],
  tag,
  summary:
    'The payouts due to each trainer for a month (default the current one): net, ritenuta, payout and the IBAN to pay, largest first',
  query: PayoutsQuery,
  response: data(Payouts),
})
