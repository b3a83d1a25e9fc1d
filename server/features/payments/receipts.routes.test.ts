/**
 * Orders and receipts (issue 12): GET /api/orders/{id} and its PDF receipt, read back as text.
 * Runs on PGlite, and on PostgreSQL with AULA_TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, OrderDetail } from '../../../contracts/payments/orders.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { billingInformation } from '../accounts/tables.ts'
import { splitIva } from './receipts-data.ts'
import { CARD_DECLINED, pdfLines, purchase, type Billing } from './receipts.testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const PERSON: Billing = {
  type: 'fisica',
  first_name: 'Giulia',
  last_name: 'Bianchi',
  fiscal_code: 'BNCGLI80A41H501C',
  address: 'Via Garibaldi',
  address_number: '12',
  zip: '00184',
  city: 'Roma',
  province: 'RM',
}

const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject(token ? asUser(token, { method: 'GET', url, headers }) : { method: 'GET', url, headers })

async function numberOf(token: string, orderId: number) {
  const response = await get(token, '/api/orders?page=1&perPage=50')
  return response.json<{ data: Order[] }>().data.find((order) => order.id === orderId)!.number!
}

describe('splitIva', () => {
  it('splits every IVA-inclusive total into taxable + IVA that add up, IVA within the SdI tolerance of taxable × 22%', () => {
    for (let total = 0; total <= 250_000; total++) {
      const { taxableCents, ivaCents } = splitIva(total)
      if (taxableCents + ivaCents !== total) expect({ total, taxableCents, ivaCents }).toBe('adding up')
      // The SdI refuses more than 1 cent between Imposta and ImponibileImporto × 22%.
      if (Math.abs(ivaCents - (taxableCents * 22) / 100) > 0.61)
        expect({ total, taxableCents, ivaCents }).toBe('within 0.61 cents of taxable × 22%')
    }
    expect(splitIva(4900)).toEqual({ taxableCents: 4016, ivaCents: 884, totalCents: 4900 })
  })
})

describe('GET /api/orders/:id/receipt', () => {
  it('gives the owner a PDF with the order number, the date, the buyer, taxable amount, IVA 22% and total', async () => {
    const { buyer, orderId, status, course } = await purchase(t, { price: 4900, billing: PERSON })
    expect(status).toBe('succeeded')
    const number = await numberOf(buyer.token, orderId)
    expect(number).toMatch(/^\d{4}-\d{6}$/)

    const response = await get(buyer.token, `/api/orders/${orderId}/receipt`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const [year, seq] = number.split('-')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ricevuta-${year}-${Number(seq)}.pdf"`,
    )
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const lines = pdfLines(response.rawPayload)
    expect(lines).toContain(`Ricevuta n. ${number}`)
    expect(lines).toContain(`Numero d'ordine: ${number}`)
    expect(lines.some((line) => /^Data: \d{2}\/\d{2}\/\d{4}$/.test(line))).toBe(true)
    expect(lines).toEqual(
      expect.arrayContaining(['Giulia Bianchi', 'C.F. BNCGLI80A41H501C', '00184 Roma (RM)']),
    )
    expect(lines).toContain(`Corso: ${course.title}`)
    expect(lines).toEqual(expect.arrayContaining(['Aula S.r.l.', 'P. IVA 12345678903']))
    // 49,00 € IVA included: 40,16 + 8,84.
    const after = (label: string) => lines[lines.indexOf(label) + 1]
    expect(after('Imponibile')).toBe('40,16 €')
    expect(after('IVA 22%')).toBe('8,84 €')
    expect(after('Totale')).toBe('49,00 €')
  })

  it('speaks English to an English request, with the same amounts', async () => {
    const { buyer, orderId } = await purchase(t, { price: 1999, billing: PERSON })
    const number = await numberOf(buyer.token, orderId)
    const response = await get(buyer.token, `/api/orders/${orderId}/receipt`, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(200)
    const lines = pdfLines(response.rawPayload)
    expect(lines).toContain(`Receipt no. ${number}`)
    const after = (label: string) => lines[lines.indexOf(label) + 1]
    // 19.99 = 16.39 + 3.60
    expect(after('Taxable amount')).toBe('€16.39')
    expect(after('VAT (IVA) 22%')).toBe('€3.60')
    expect(after('Total')).toBe('€19.99')
  })

  it('speaks the language the link names (?lang=), whatever the Accept-Language; refuses another', async () => {
    const { buyer, orderId } = await purchase(t, { billing: PERSON })
    const english = await get(buyer.token, `/api/orders/${orderId}/receipt?lang=en`, {
      'accept-language': 'it',
    })
    expect(pdfLines(english.rawPayload)).toContain('Taxable amount')
    const italian = await get(buyer.token, `/api/orders/${orderId}/receipt?lang=it`, {
      'accept-language': 'en',
    })
    expect(pdfLines(italian.rawPayload)).toContain('Imponibile')
    const wrong = await get(buyer.token, `/api/orders/${orderId}/receipt?lang=fr`)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.lang).toBeDefined()
  })

  it('shows the billing information of when the order was paid, not what the buyer edits later', async () => {
    const { buyer, orderId } = await purchase(t, { billing: PERSON })
    await t.db
      .update(billingInformation)
      .set({ first_name: 'Altro', last_name: 'Nome' })
      .where(eq(billingInformation.user_id, buyer.user.id))
    const lines = pdfLines((await get(buyer.token, `/api/orders/${orderId}/receipt`)).rawPayload)
    expect(lines).toContain('Giulia Bianchi')
    expect(lines).not.toContain('Altro Nome')
  })

  it('answers 404 to anyone but the owner, exactly as for an order that does not exist; admins read it', async () => {
    const { orderId } = await purchase(t, { billing: PERSON })
    const stranger = await createUser(t.db)
    const admin = await createUser(t.db, { role: 'admin' })
    const foreign = await get(stranger.token, `/api/orders/${orderId}/receipt`)
    const missing = await get(stranger.token, `/api/orders/999999/receipt`)
    expect(foreign.statusCode).toBe(404)
    expect(missing.statusCode).toBe(404)
    expect(foreign.json()).toEqual(missing.json())
    // Ids past the database's integer range are missing orders too, not a failed query.
    expect((await get(stranger.token, '/api/orders/99999999999/receipt')).statusCode).toBe(404)
    expect((await get(stranger.token, `/api/orders/${orderId}`)).statusCode).toBe(404)
    expect((await get(null, `/api/orders/${orderId}/receipt`)).statusCode).toBe(401)
    const asAdmin = await get(admin.token, `/api/orders/${orderId}/receipt`)
    expect(asAdmin.statusCode).toBe(200)
    expect(asAdmin.headers['content-type']).toBe('application/pdf')
  })

  it('answers 409 with a message for an order that is not paid', async () => {
    const { buyer, orderId, status } = await purchase(t, { card: CARD_DECLINED, billing: PERSON })
    expect(status).toBe('requires_payment_method')
    const response = await get(buyer.token, `/api/orders/${orderId}/receipt`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(
      "L'ordine non è ancora pagato: la ricevuta sarà disponibile dopo il pagamento.",
    )
    const english = await get(buyer.token, `/api/orders/${orderId}/receipt`, { 'accept-language': 'en' })
    expect(english.json().message).toBe(
      'The order is not paid yet: the receipt will be available once it is paid.',
    )
  })

  it('works without billing information, saying so on the receipt', async () => {
    const { buyer, orderId } = await purchase(t, { billing: null })
    const response = await get(buyer.token, `/api/orders/${orderId}/receipt`)
    expect(response.statusCode).toBe(200)
    expect(pdfLines(response.rawPayload)).toContain('Dati di fatturazione non indicati')
  })
})

describe('GET /api/orders/:id', () => {
  it('answers the order with its yearly number and which documents it has', async () => {
    const paid = await purchase(t, { billing: PERSON })
    const detail = (await get(paid.buyer.token, `/api/orders/${paid.orderId}`)).json<{ data: OrderDetail }>()
      .data
    expect(detail).toMatchObject({
      id: paid.orderId,
      number: await numberOf(paid.buyer.token, paid.orderId),
      status: 'succeeded',
      receipt_available: true,
      fattura_available: true,
    })

    const noFiscal = await purchase(t, { billing: null })
    const plain = await get(noFiscal.buyer.token, `/api/orders/${noFiscal.orderId}`)
    expect(plain.json<{ data: OrderDetail }>().data).toMatchObject({
      receipt_available: true,
      fattura_available: false,
    })

    const unpaid = await purchase(t, { card: CARD_DECLINED, billing: PERSON })
    const open = await get(unpaid.buyer.token, `/api/orders/${unpaid.orderId}`)
    expect(open.json<{ data: OrderDetail }>().data).toMatchObject({
      number: null,
      receipt_available: false,
      fattura_available: false,
    })
  })
})
