/**
 * The credit note (nota di credito) of a refunded order (issue 36), as a PDF beside the receipt:
 * its own number from the credit notes' yearly sequence, the invoice it cancels in full (number and
 * date), seller, buyer, the product, the amounts given back (taxable, IVA, total: the invoice's)
 * and the admin's reason, in the buyer's language. Built like the receipt (receipts-pdf.ts).
 */
import { eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Seller } from '../../core/config.ts'
import type { Db } from '../../core/db/index.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import type { CreditNoteRef } from './fattura.ts'
import { IVA_RATE_PERCENT, loadReceiptData, type ReceiptData } from './receipts-data.ts'
import { sayReceipt } from './receipts-messages.ts'
import { buyerLines, formatEuro, formatReceiptDate, sellerLines } from './receipts-pdf.ts'
import { creditNotes, orders } from './tables.ts'

export type CreditNoteRow = typeof creditNotes.$inferSelect

/** NC-2026-000001: the credit notes' own sequence, apart from the invoices' 2026-000001. */
export const formatCreditNoteNumber = (year: number, number: number) =>
  `NC-${year}-${String(number).padStart(6, '0')}`

export const creditNoteRef = (row: CreditNoteRow): CreditNoteRef => ({
  number: formatCreditNoteNumber(row.number_year, row.number),
  numberYear: row.number_year,
  sequence: row.number,
  issuedAt: row.issued_at,
})

export interface CreditNoteData {
  /** The invoice it cancels: the order's receipt data. */
  invoice: ReceiptData
  creditNote: CreditNoteRow
  ref: CreditNoteRef
}

/** A refunded order's credit note and the invoice it cancels; 404 without the order, 409 before a refund. */
export async function loadCreditNoteData(
  db: Db,
  seller: Seller,
  orderId: number,
  locale: Locale,
): Promise<CreditNoteData> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound(sayReceipt('orderNotFound', locale))
  const [creditNote] = await db.select().from(creditNotes).where(eq(creditNotes.order_id, orderId))
  if (!creditNote) throw new HttpError(409, sayReceipt('notRefunded', locale))
  const invoice = await loadReceiptData(db, seller, orderId, locale)
  return { invoice, creditNote, ref: creditNoteRef(creditNote) }
}

export const creditNoteFilename = (ref: CreditNoteRef) =>
  `nota-di-credito-${ref.numberYear}-${ref.sequence}.pdf`

/** The credit note as PDF bytes. */
export function renderCreditNotePdf({ invoice: data, creditNote, ref }: CreditNoteData, locale: Locale) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: locale,
    info: {
      Title: `${sayReceipt('creditNoteTitle', locale)} ${ref.number}`,
      Author: data.seller.name,
      // The refund's time: the same credit note downloaded twice is the same file.
      CreationDate: creditNote.issued_at,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const column = width / 2

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(sayReceipt('creditNoteNumber', locale, { number: ref.number }))
  doc.moveDown(0.3)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(sayReceipt('date', locale, { date: formatReceiptDate(creditNote.issued_at, locale) }))
    .text(
      sayReceipt('cancelsInvoice', locale, {
        number: data.number,
        date: formatReceiptDate(data.paidAt, locale),
      }),
    )
  doc.moveDown(1.5)

  const top = doc.y
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(sayReceipt('seller', locale), left, top, { width: column - 12 })
  doc.font('Helvetica').fontSize(10)
  for (const line of sellerLines(data, locale)) doc.text(line, { width: column - 12 })
  const sellerBottom = doc.y
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(sayReceipt('buyer', locale), left + column, top, { width: column })
  doc.font('Helvetica').fontSize(10)
  for (const line of buyerLines(data, locale)) doc.text(line, { width: column })
  doc.x = left
  doc.y = Math.max(sellerBottom, doc.y) + 24

  doc.font('Helvetica-Bold').fontSize(11).text(sayReceipt('product', locale), left)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(sayReceipt(data.order.product_type, locale, { title: data.productTitle }), { width })
  doc.moveDown(1.5)

  const rows: [string, string, boolean][] = [
    [sayReceipt('taxable', locale), formatEuro(data.amounts.taxableCents, locale), false],
    [sayReceipt('iva', locale, { rate: IVA_RATE_PERCENT }), formatEuro(data.amounts.ivaCents, locale), false],
    [sayReceipt('total', locale), formatEuro(data.amounts.totalCents, locale), true],
  ]
  for (const [label, amount, bold] of rows) {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10)
    doc.text(label, left, y, { width: column })
    doc.text(amount, left + column, y, { width: column, align: 'right' })
    doc.moveDown(0.4)
  }
  doc.moveDown(1)
  const method = sayReceipt(data.order.bank_reference ? 'bankTransfer' : 'card', locale)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(sayReceipt('refundedTo', locale, { method }), left)
    .text(sayReceipt('refundReason', locale, { reason: creditNote.reason }), { width })
  doc.moveDown(2)
  doc.fontSize(8).fillColor('#475569').text(sayReceipt('creditNoteFooter', locale), { width })

  doc.end()
  return done
}
