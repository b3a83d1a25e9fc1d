/**
 * A statement as CSV, for the spreadsheet a trainer or their accountant opens it in. The Italian
 * convention, whatever the reader's language: fields separated by `;` and amounts with a decimal
 * comma (what Excel and LibreOffice in Italian read as numbers on a double click; a `,` separator
 * would clash with the decimal comma), dates as ISO YYYY-MM-DD. Otherwise RFC 4180: CRLF line ends,
 * a field holding the separator, a quote or a line break is quoted and its quotes doubled. UTF-8
 * with a BOM, so accents survive Excel. A text starting with = + - @ (a course title, a name) is
 * prefixed with ' so no spreadsheet runs it as a formula (OWASP's CSV injection advice).
 */
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Statement } from '../../../contracts/statements/schemas.ts'
import { sayStatement, withholdingRows } from './messages.ts'

const SEPARATOR = ';'

/** 123456 → '1234,56'; -5 → '-0,05'. No thousands separator: spreadsheets read it as a number. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** A text field, quoted when it must be and defused when a spreadsheet would take it for a formula. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}

const row = (fields: string[]) => fields.join(SEPARATOR)

export function renderStatementCsv(statement: Statement, locale: Locale): string {
  const say = (key: Parameters<typeof sayStatement>[0]) => sayStatement(key, locale)
  const lines: string[] = [
    row(
      [
        say('kind'),
        say('date'),
        say('document'),
        say('order'),
        say('course'),
        say('buyer'),
        say('gross'),
        say('saleVat'),
        say('fee'),
        say('net'),
      ].map(csvText),
    ),
  ]
  for (const line of statement.lines)
    lines.push(
      row([
        csvText(say(line.kind)),
        line.date.slice(0, 10),
        csvText(line.document_number ?? ''),
        String(line.order_id),
        csvText(line.course_title),
        csvText(line.buyer),
        csvAmount(line.gross_cents),
        csvAmount(line.sale_vat_cents),
        csvAmount(line.fee_cents),
        csvAmount(line.net_cents),
      ]),
    )
  const { totals } = statement
  lines.push(
    row([
      csvText(say('total')),
      '',
      '',
      '',
      '',
      '',
      csvAmount(totals.gross_cents),
      csvAmount(totals.sale_vat_cents),
      csvAmount(totals.fee_cents),
      csvAmount(totals.net_cents),
    ]),
  )
  lines.push('')
  lines.push(row([csvText(say('item')), csvText(say('amount'))]))
  for (const [label, cents] of withholdingRows(statement.withholdings, locale))
    lines.push(row([csvText(label), csvAmount(cents)]))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export const statementFilename = (statement: Pick<Statement, 'month'>, extension: 'pdf' | 'csv') =>
  `estratto-conto-${statement.month}.${extension}`
