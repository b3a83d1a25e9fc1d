/**
 * Test support of the receipts' tests: a real purchase through the sandbox, and the text of a PDF
 * read back from its compressed content streams (node:zlib, no PDF library).
 */
import { inflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { OrderStatusAnswer, SavedCard } from '../../../contracts/payments/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, removeBilling } from '../accounts/factories.testing.ts'
import { asUser, type TestApp } from '../../testing/helper.ts'
import type { BillingFields } from '../accounts/index.ts'
import { orders } from './tables.ts'

export type Billing = BillingFields

/** Billing data an invoice can be made of (a paid buy needs it, issue 32 item 9). */
export const INVOICE_BILLING: Billing = {
  type: 'fisica',
  first_name: 'Mario',
  last_name: 'Rossi',
  fiscal_code: 'RSSMRA85T10A562S',
  address: 'Via Roma',
  address_number: '1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
}

export const CARD_OK = '4242 4242 4242 4242'
export const CARD_DECLINED = '4000 0000 0000 0002'

/**
 * A buyer with these billing details who bought a course of `price` cents with `card`. With
 * `billing: null`, an order paid before billing data was required: bought, then its snapshot and
 * the buyer's billing row removed.
 */
export async function purchase(
  t: TestApp,
  {
    price = 4900,
    billing = INVOICE_BILLING,
    card = CARD_OK,
  }: { price?: number; billing?: Billing | null; card?: string },
) {
  const buyer = await createUser(t.db, { billing: billing ?? INVOICE_BILLING })
  const { course } = await createCourse(t.db, { price_cents: price })
  const tokenized = await t.app.inject(
    asUser(buyer.token, {
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
    }),
  )
  const pm = tokenized.json<{ data: SavedCard }>().data
  const bought = await t.app.inject(
    asUser(buyer.token, {
      method: 'POST',
      url: `/api/courses/${course.id}/buy`,
      payload: { pmid: pm.id, return_url: `/buy/course/${course.id}/order-completed` },
    }),
  )
  const answer = bought.json<{ data: OrderStatusAnswer }>().data
  if (billing === null) {
    await t.db.update(orders).set({ billing_snapshot: null }).where(eq(orders.id, answer.order_id))
    await removeBilling(t.db, buyer.user.id)
  }
  return { buyer, course, orderId: answer.order_id, status: answer.status }
}

/** Decodes a PDF string of WinAnsiEncoding (pdfkit's standard fonts): latin-1, with € at 0x80. */
function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte === 0x80 ? '€' : String.fromCharCode(byte))).join('')
}

/**
 * The lines of text of a PDF: each content stream inflated, each TJ/Tj show operation one line
 * (the numbers between a TJ's strings are kerning, not spaces).
 */
export function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /\/Filter \/FlateDecode[^]*?>>\s*stream\r?\n/g
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    const content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    for (const show of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        show[1] !== undefined ? [...show[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [show[2]]
      lines.push(hexes.map((hex) => winAnsi(Buffer.from(hex, 'hex'))).join(''))
    }
  }
  return lines
}
