/**
 * A statement as PDF, made as the receipts are (pdfkit with its built-in Helvetica, A4, the reader's
 * language, amounts by formatEuro): the trainer and the month, one row per sale and refund, the
 * totals, then the fee and what is added and withheld down to the payout. Rows go on to a new page
 * when one is full.
 */
import PDFDocument from 'pdfkit'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Statement } from '../../../contracts/statements/schemas.ts'
import { formatEuro, formatReceiptDate } from '../payments/index.ts'
import { monthName, regimeLabel, sayStatement, withholdingRows } from './messages.ts'

/** The columns of a line: date, document, course and buyer, gross, fee, net (fractions of the width). */
const COLUMNS = [0.13, 0.17, 0.34, 0.12, 0.12, 0.12] as const

export function renderStatementPdf(statement: Statement, locale: Locale, author: string): Promise<Buffer> {
  const say = (key: Parameters<typeof sayStatement>[0], values?: Record<string, string | number>) =>
    sayStatement(key, locale, values)
  const title = say('title', { month: monthName(statement.month, locale) })
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: locale,
    // the month's first day: the same statement downloaded twice is the same file
    info: { Title: title, Author: author, CreationDate: new Date(`${statement.month}-01T00:00:00Z`) },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const bottom = () => doc.page.height - doc.page.margins.bottom - 30
  const euro = (cents: number) => formatEuro(cents, locale)

  doc.font('Helvetica-Bold').fontSize(18).text(title)
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(10)
  doc.text(say('trainer', { name: statement.trainer.name }))
  doc.text(say('regime', { regime: regimeLabel(statement.withholdings.regime, locale) }))
  doc.text(say('feeNote', { percent: statement.fee_percent }), { width })
  doc.text(say('refundNote'), { width })
  doc.moveDown(1)

  /** One table row; right-aligns the amounts; a new page when the row would not fit. */
  const tableRow = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i] * width - 6 }))
    const height = Math.max(...heights)
    if (doc.y + height > bottom()) doc.addPage()
    const y = doc.y
    let x = left
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: COLUMNS[i] * width - 6, align: i >= 3 ? 'right' : 'left' })
      x += COLUMNS[i] * width
    })
    doc.x = left
    doc.y = y + height + 4
  }

  if (statement.lines.length === 0) {
    doc.text(say('noLines'), left)
  } else {
    tableRow([say('date'), say('document'), say('course'), say('gross'), say('fee'), say('net')], true)
    for (const line of statement.lines)
      tableRow([
        formatReceiptDate(new Date(line.date), locale),
        `${say(line.kind)}${line.document_number ? ` ${line.document_number}` : ''}`,
        `${line.course_title} · ${line.buyer}`,
        euro(line.gross_cents),
        euro(line.fee_cents),
        euro(line.net_cents),
      ])
    const { totals } = statement
    tableRow(
      [say('total'), '', '', euro(totals.gross_cents), euro(totals.fee_cents), euro(totals.net_cents)],
      true,
    )
    doc.font('Helvetica').fontSize(9).text(say('salesCount', totals), left)
  }

  doc.moveDown(1.5)
  if (doc.y + 160 > bottom()) doc.addPage()
  doc.font('Helvetica-Bold').fontSize(11).text(say('withholdings'), left)
  doc.moveDown(0.4)
  const rows = withholdingRows(statement.withholdings, locale)
  rows.forEach(([label, cents], index) => {
    const last = index === rows.length - 1
    const y = doc.y
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 12 : 10)
    doc.text(label, left, y, { width: width / 2 })
    doc.text(euro(cents), left + width / 2, y, { width: width / 2, align: 'right' })
    doc.moveDown(0.4)
  })
  doc.moveDown(2)
  doc.x = left
  doc.font('Helvetica').fontSize(8).fillColor('#475569').text(say('footer'), { width })
  doc.end()
  return done
}
