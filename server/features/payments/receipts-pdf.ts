/**
 * The PDF receipt of a paid order (pdfkit, its built-in Helvetica: no font files to ship). A
 * single A4 page: seller, buyer, order number and date, the product, taxable amount, IVA and
 * total, in the buyer's language.
 */
import PDFDocument from 'pdfkit'
import type { Locale } from '../../../contracts/core/constants.ts'
import { buyerName, IVA_RATE_PERCENT, type ReceiptData } from './receipts-data.ts'
import { sayReceipt } from './receipts-messages.ts'

/** 1234 cents → '12,34 €' (it) or '€12.34' (en); plain spaces, which every PDF font has. */
export function formatEuro(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'it-IT', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** The date of the order's number: its year is counted in UTC (orders.ts), so is its day. */
export function formatReceiptDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

export const receiptFilename = (data: Pick<ReceiptData, 'order'>) =>
  `ricevuta-${data.order.number_year}-${data.order.number}.pdf`

export function buyerLines(data: ReceiptData, locale: Locale): string[] {
  const buyer = data.buyer
  if (!buyer) return [sayReceipt('noBuyer', locale)]
  const street = [buyer.address, buyer.address_number].filter(Boolean).join(' ')
  const town = [buyer.zip, buyer.city, buyer.province ? `(${buyer.province})` : null]
    .filter(Boolean)
    .join(' ')
  const lines = [buyerName(buyer), street, town]
  if (buyer.p_iva) lines.push(sayReceipt('vatNumber', locale, { value: buyer.p_iva }))
  if (buyer.fiscal_code) lines.push(sayReceipt('fiscalCode', locale, { value: buyer.fiscal_code }))
  if (buyer.unique_id) lines.push(sayReceipt('sdi', locale, { value: buyer.unique_id }))
  if (buyer.pec) lines.push(sayReceipt('pec', locale, { value: buyer.pec }))
  return lines.filter((line) => line && line.trim() !== '')
}

export function sellerLines(data: ReceiptData, locale: Locale): string[] {
  const { seller } = data
  return [
    seller.name,
    `${seller.address} ${seller.streetNumber}`,
    `${seller.zip} ${seller.city} (${seller.province})`,
    sayReceipt('vatNumber', locale, { value: seller.vatNumber }),
    seller.email,
  ]
}

/**
 * What sets one accounting document apart from another: the receipt of a payment and the credit
 * note of its refund share the layout (seller and buyer side by side, the product, taxable amount,
 * IVA and total) and differ in their number, date and the lines around the amounts.
 */
export interface AccountingDocument {
  /** The PDF's title: kind and number. */
  title: string
  /** The first line, large: the document's kind and number. */
  heading: string
  /** The document's date (also the file's creation date: the same document downloaded twice is the same file). */
  issuedAt: Date
  /** Below the date: what the document refers to. */
  references: string[]
  /** After the amounts: how the money moved, and why. */
  closing: string[]
  footer: string
}

/** An accounting document on one A4 page, as PDF bytes. */
export function renderAccountingPdf(
  data: ReceiptData,
  locale: Locale,
  document: AccountingDocument,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: locale,
    info: { Title: document.title, Author: data.seller.name, CreationDate: document.issuedAt },
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

  doc.font('Helvetica-Bold').fontSize(20).text(document.heading)
  doc.moveDown(0.3)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(sayReceipt('date', locale, { date: formatReceiptDate(document.issuedAt, locale) }))
  for (const line of document.references) doc.text(line, { width })
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
  doc.font('Helvetica').fontSize(10)
  doc.x = left
  for (const line of document.closing) doc.text(line, { width })
  doc.moveDown(2)
  doc.fontSize(8).fillColor('#475569').text(document.footer, { width })

  doc.end()
  return done
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(data: ReceiptData, locale: Locale): Promise<Buffer> {
  const method = sayReceipt(data.order.bank_reference ? 'bankTransfer' : 'card', locale)
  return renderAccountingPdf(data, locale, {
    title: `${sayReceipt('receiptTitle', locale)} ${data.number}`,
    heading: sayReceipt('receiptNumber', locale, { number: data.number }),
    // the payment's time, not the rendering's
    issuedAt: data.paidAt,
    references: [sayReceipt('orderNumber', locale, { number: data.number })],
    closing: [sayReceipt('paidWith', locale, { method })],
    footer: sayReceipt('footer', locale),
  })
}
