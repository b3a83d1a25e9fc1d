/**
 * What statements are made of (issue 36): the sales of trainers' courses (orders paid, refunded or
 * not, in the month they were paid) and their refunds (in the month they were refunded, for the
 * credit note's amount), with each trainer's fiscal data (billing_information) and payout account.
 * Months are counted in UTC, as order numbers are.
 */
import { and, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import { fillPath } from '../../../contracts/core/endpoint.ts'
import { getStatementCsv, getStatementPdf } from '../../../contracts/statements/endpoints.ts'
import {
  PLATFORM_FEE_PERCENT,
  STATEMENT_MONTHS,
  type Payout,
  type Statement,
  type StatementLine,
  type StatementMonthSummary,
} from '../../../contracts/statements/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { fiscalFieldsOfUsers } from '../accounts/index.ts'
import { courseView } from '../courses/index.ts'
import {
  creditNoteView,
  formatCreditNoteNumber,
  formatOrderNumber,
  orderSaleView,
} from '../payments/index.ts'
import { payoutAccountsOf } from '../settings/index.ts'
import { lineAmounts, NO_FISCAL_DATA, totalsOf, withholdingsOf, type FiscalFields } from './withholdings.ts'

/** A statement line and whose course it was. */
export type TrainerLine = StatementLine & { trainer_id: number }

/** 'YYYY-MM' of the last `count` months up to `now` (UTC), oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))
      .toISOString()
      .slice(0, 7),
  )
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`)
/** The first instant of the month after `month`. */
export function monthEnd(month: string): Date {
  const start = monthStart(month)
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
}

const buyerName = (first: string, last: string) => `${first} ${last.slice(0, 1)}.`.trim()

/**
 * The lines from `from` (included) to `to` (excluded), of one trainer or of all: sales by the time
 * they were paid, refunds by the time they were refunded; oldest first. Free orders are no sale.
 */
export async function loadLines(
  db: Db,
  { from, to, trainerId }: { from: Date; to: Date; trainerId?: number },
): Promise<TrainerLine[]> {
  const orders = orderSaleView('orders')
  const creditNotes = creditNoteView('credit_notes')
  const courses = courseView('courses')
  const ofTrainer = trainerId === undefined ? undefined : eq(courses.trainer_id, trainerId)
  const columns = {
    order_id: orders.id,
    trainer_id: courses.trainer_id,
    course_id: courses.id,
    course_title: courses.title,
    first_name: users.first_name,
    last_name: users.last_name,
  }
  const [sold, refunded] = await Promise.all([
    db
      .select({
        ...columns,
        amount_cents: orders.amount_cents,
        at: orders.paid_at,
        number_year: orders.number_year,
        number: orders.number,
      })
      .from(orders)
      .innerJoin(courses, and(eq(orders.product_type, 'course'), eq(courses.id, orders.product_id)))
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(
        and(
          inArray(orders.status, ['succeeded', 'refunded']),
          gt(orders.amount_cents, 0),
          isNotNull(orders.paid_at),
          gte(orders.paid_at, from),
          lt(orders.paid_at, to),
          ofTrainer,
        ),
      ),
    db
      .select({
        ...columns,
        amount_cents: creditNotes.amount_cents,
        at: orders.refunded_at,
        number_year: creditNotes.number_year,
        number: creditNotes.number,
      })
      .from(orders)
      .innerJoin(creditNotes, eq(creditNotes.order_id, orders.id))
      .innerJoin(courses, and(eq(orders.product_type, 'course'), eq(courses.id, orders.product_id)))
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(
        and(
          eq(orders.status, 'refunded'),
          isNotNull(orders.refunded_at),
          gte(orders.refunded_at, from),
          lt(orders.refunded_at, to),
          ofTrainer,
        ),
      ),
  ])
  const lines: TrainerLine[] = [
    ...sold.map((row) => ({
      kind: 'sale' as const,
      order_id: row.order_id,
      trainer_id: row.trainer_id,
      document_number: formatOrderNumber(row.number_year, row.number),
      date: row.at!.toISOString(),
      course_id: row.course_id,
      course_title: row.course_title,
      buyer: buyerName(row.first_name, row.last_name),
      ...lineAmounts(row.amount_cents),
    })),
    ...refunded.map((row) => ({
      kind: 'refund' as const,
      order_id: row.order_id,
      trainer_id: row.trainer_id,
      document_number: formatCreditNoteNumber(row.number_year, row.number),
      date: row.at!.toISOString(),
      course_id: row.course_id,
      course_title: row.course_title,
      buyer: buyerName(row.first_name, row.last_name),
      ...lineAmounts(row.amount_cents, -1),
    })),
  ]
  return lines.sort(
    (a, b) => a.date.localeCompare(b.date) || a.order_id - b.order_id || (a.kind === 'sale' ? -1 : 1),
  )
}

/** The fiscal fields of these users' billing information (none on file: no withholdings). */
export async function fiscalFieldsOf(db: Db, userIds: number[]): Promise<Map<number, FiscalFields>> {
  if (userIds.length === 0) return new Map()
  const rows = await fiscalFieldsOfUsers(db, userIds)
  return new Map(rows.map(({ user_id, ...fields }) => [user_id, fields]))
}

/** The statement's files, with the language the reader reads. */
export const filesOf = (month: string) => ({
  pdf: fillPath(getStatementPdf.path, { month }),
  csv: fillPath(getStatementCsv.path, { month }),
})

/** One trainer's statement of one month. */
export async function loadStatement(db: Db, trainerId: number, month: string): Promise<Statement> {
  const [[trainer], lines, fiscal] = await Promise.all([
    db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, trainerId)),
    loadLines(db, { from: monthStart(month), to: monthEnd(month), trainerId }),
    fiscalFieldsOf(db, [trainerId]),
  ])
  const totals = totalsOf(lines)
  return {
    month,
    currency: 'EUR',
    fee_percent: PLATFORM_FEE_PERCENT,
    trainer: { id: trainer.id, name: `${trainer.first_name} ${trainer.last_name}`.trim() },
    lines: lines.map(({ trainer_id: _trainer, ...line }) => line),
    totals,
    withholdings: withholdingsOf(totals.net_cents, fiscal.get(trainerId) ?? NO_FISCAL_DATA),
    files: filesOf(month),
  }
}

/** A trainer's last STATEMENT_MONTHS months up to `now`, oldest first, each with its totals. */
export async function loadStatementMonths(
  db: Db,
  trainerId: number,
  now = new Date(),
): Promise<StatementMonthSummary[]> {
  const months = lastMonths(now, STATEMENT_MONTHS)
  const [lines, fiscal] = await Promise.all([
    loadLines(db, { from: monthStart(months[0]), to: monthEnd(months.at(-1)!), trainerId }),
    fiscalFieldsOf(db, [trainerId]),
  ])
  const fields = fiscal.get(trainerId) ?? NO_FISCAL_DATA
  return months.map((month) => {
    const totals = totalsOf(lines.filter((line) => line.date.startsWith(month)))
    return {
      month,
      sales: totals.sales,
      refunds: totals.refunds,
      gross_cents: totals.gross_cents,
      net_cents: totals.net_cents,
      payout_cents: withholdingsOf(totals.net_cents, fields).payout_cents,
      files: filesOf(month),
    }
  })
}

/** Every trainer's payout of a month with a sale or a refund, the largest first. */
export async function loadPayouts(db: Db, month: string): Promise<Payout[]> {
  const lines = await loadLines(db, { from: monthStart(month), to: monthEnd(month) })
  const trainerIds = [...new Set(lines.map((line) => line.trainer_id))]
  if (trainerIds.length === 0) return []
  const [people, fiscal, accounts] = await Promise.all([
    db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(inArray(users.id, trainerIds)),
    fiscalFieldsOf(db, trainerIds),
    payoutAccountsOf(db, trainerIds),
  ])
  const accountOf = new Map(accounts.map((row) => [row.user_id, row]))
  return people
    .map((person) => {
      const totals = totalsOf(lines.filter((line) => line.trainer_id === person.id))
      const due = withholdingsOf(totals.net_cents, fiscal.get(person.id) ?? NO_FISCAL_DATA)
      const account = accountOf.get(person.id)
      return {
        trainer: {
          id: person.id,
          name: `${person.first_name} ${person.last_name}`.trim(),
          email: person.email,
        },
        account: account ? { holder: account.holder, iban: account.iban } : null,
        sales: totals.sales,
        refunds: totals.refunds,
        net_cents: totals.net_cents,
        ritenuta_cents: due.ritenuta.cents,
        payout_cents: due.payout_cents,
      }
    })
    .sort((a, b) => b.payout_cents - a.payout_cents || a.trainer.id - b.trainer.id)
}
