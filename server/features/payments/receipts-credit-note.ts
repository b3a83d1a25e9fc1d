/**
 * The credit note (nota di credito) of a refunded order (issue 36), as a PDF beside the receipt:
 * its own number from the credit notes' yearly sequence, the invoice it cancels in full (number and
 * date), seller, buyer, the product, the amounts given back (taxable, IVA, total: the invoice's)
 * and the admin's reason, in the buyer's language. Built like the receipt (receipts-pdf.ts).
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Seller } from './config.ts'
import type { Db } from '../../core/db/index.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import type { CreditNoteRef } from './fattura.ts'
import { loadReceiptData, type ReceiptData } from './receipts-data.ts'
import { sayReceipt } from './receipts-messages.ts'
import { formatReceiptDate, renderAccountingPdf } from './receipts-pdf.ts'
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

/** The credit note as PDF bytes: the receipt's layout with the refund's number, date and reason. */
export function renderCreditNotePdf({ invoice: data, creditNote, ref }: CreditNoteData, locale: Locale) {
  const method = sayReceipt(data.order.bank_reference ? 'bankTransfer' : 'card', locale)
  return renderAccountingPdf(data, locale, {
    title: `${sayReceipt('creditNoteTitle', locale)} ${ref.number}`,
    heading: sayReceipt('creditNoteNumber', locale, { number: ref.number }),
    // the refund's time: the same credit note downloaded twice is the same file
    issuedAt: creditNote.issued_at,
    references: [
      sayReceipt('cancelsInvoice', locale, {
        number: data.number,
        date: formatReceiptDate(data.paidAt, locale),
      }),
    ],
    closing: [
      sayReceipt('refundedTo', locale, { method }),
      sayReceipt('refundReason', locale, { reason: creditNote.reason }),
    ],
    footer: sayReceipt('creditNoteFooter', locale),
  })
}
