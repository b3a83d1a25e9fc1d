/**
 * Trainer statements (issue 36), through the API with real orders: courses bought with the
 * sandbox's test card and refunded by an admin. Checks the platform fee and the withholdings of
 * the trainer's fiscal data, a refund reducing the month it was refunded in (not the month of its
 * sale), the 12 months' list, the CSV's fields and escaping, the PDF, the admins' payouts with
 * the IBAN, who may call what, and the 422 of a bad month in both languages.
 * Runs on PGlite, and on PostgreSQL with AULA_TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedCard, OrderStatusAnswer } from '../../../contracts/payments/schemas.ts'
import type { Payouts, Statement, StatementMonths } from '../../../contracts/statements/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { CARD_OK, INVOICE_BILLING, pdfLines } from '../payments/receipts.testing.ts'
import { orders } from '../payments/tables.ts'
import { payoutAccounts } from '../settings/tables.ts'

let t: TestApp
let admin: CreatedUser
let trainer: CreatedUser
let flatRate: CreatedUser
let student: CreatedUser
const IBAN = 'IT60X0542811101000000123456'
const now = new Date()
const thisMonth = now.toISOString().slice(0, 7)
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
  .toISOString()
  .slice(0, 7)
const orderIds: Record<'s1' | 's2' | 's3' | 'flat', number> = { s1: 0, s2: 0, s3: 0, flat: 0 }

/** A new student buys the course with the sandbox's test card; the order's id. */
async function buy(courseId: number): Promise<number> {
  const buyer = await createUser(t.db, { billing: INVOICE_BILLING, first_name: 'Mario', last_name: 'Rossi' })
  const pm = (
    await t.app.inject(
      asUser(buyer.token, {
        method: 'POST',
        url: '/api/sandbox/payment-methods',
        payload: { number: CARD_OK, exp_month: 12, exp_year: 2099, cvc: '123' },
      }),
    )
  ).json<{ data: SavedCard }>().data
  const bought = await t.app.inject(
    asUser(buyer.token, {
      method: 'POST',
      url: `/api/courses/${courseId}/buy`,
      payload: { pmid: pm.id, return_url: `/buy/course/${courseId}/order-completed` },
    }),
  )
  const answer = bought.json<{ data: OrderStatusAnswer }>().data
  expect(answer.status).toBe('succeeded')
  return answer.order_id
}

const get = (token: string | null, url: string, lang = 'it') =>
  t.app.inject(
    token
      ? asUser(token, { method: 'GET', url, headers: { 'accept-language': lang } })
      : { method: 'GET', url, headers: { 'accept-language': lang } },
  )

beforeAll(async () => {
  t = await buildTestApp()
  admin = await createUser(t.db, { role: 'admin' })
  student = await createUser(t.db)
  trainer = await createUser(t.db, {
    role: 'trainer',
    first_name: 'Laura',
    last_name: 'Verdi',
    billing: {
      ...INVOICE_BILLING,
      fiscal_type: 'ordinario',
      inps: 'gestione_separata',
      vat: '22',
      retention_tax: '20',
    },
  })
  flatRate = await createUser(t.db, {
    role: 'trainer',
    billing: {
      ...INVOICE_BILLING,
      fiscal_type: 'forfettario',
      inps: 'gestione_separata',
      vat: '0',
      retention_tax: '0',
    },
  })
  await t.db.insert(payoutAccounts).values({ user_id: trainer.user.id, holder: 'Laura Verdi', iban: IBAN })
  const { course: basic } = await createCourse(t.db, { trainer: trainer.user.id, price_cents: 4900 })
  const { course: special } = await createCourse(t.db, {
    trainer: trainer.user.id,
    price_cents: 12000,
    title: '=Corso; "speciale"',
  })
  const { course: flat } = await createCourse(t.db, { trainer: flatRate.user.id, price_cents: 4900 })
  orderIds.s1 = await buy(basic.id)
  orderIds.s2 = await buy(special.id)
  orderIds.s3 = await buy(basic.id)
  orderIds.flat = await buy(flat.id)
  // s3 was paid last month and is refunded now: its sale counts last month, its refund this month
  await t.db
    .update(orders)
    .set({ paid_at: new Date(`${lastMonth}-15T10:00:00Z`) })
    .where(eq(orders.id, orderIds.s3))
  const refunded = await t.app.inject(
    asUser(admin.token, {
      method: 'POST',
      url: `/api/admin/orders/${orderIds.s3}/refund`,
      payload: { reason: 'Richiesta del cliente' },
    }),
  )
  expect(refunded.statusCode).toBe(200)
}, 300_000)
afterAll(() => t.close())

describe('GET /api/instructor/statements/:month', () => {
  it('lists the month’s sales and the refund of last month’s sale, with the 20% fee and the withholdings of an ordinario trainer', async () => {
    const response = await get(trainer.token, `/api/instructor/statements/${thisMonth}`)
    expect(response.statusCode).toBe(200)
    const statement = response.json<{ data: Statement }>().data
    expect(statement.trainer).toEqual({ id: trainer.user.id, name: 'Laura Verdi' })
    expect(statement.fee_percent).toBe(20)
    expect(statement.lines.map((line) => [line.kind, line.order_id, line.net_cents])).toEqual([
      ['sale', orderIds.s1, 3213],
      ['sale', orderIds.s2, 7869],
      ['refund', orderIds.s3, -3213],
    ])
    const refund = statement.lines[2]
    expect(refund.document_number).toMatch(/^NC-\d{4}-\d{6}$/)
    expect(refund).toMatchObject({
      gross_cents: -4900,
      sale_vat_cents: -884,
      fee_cents: -803,
      buyer: 'Mario R.',
    })
    expect(statement.totals).toEqual({
      sales: 2,
      refunds: 1,
      gross_cents: 12000,
      sale_vat_cents: 2164,
      fee_cents: 1967,
      net_cents: 7869,
    })
    // 78,69 € fee + 4% rivalsa (3,15) + IVA 22% on 81,84 (18,00) = 99,84; ritenuta 20% of 81,84 = 16,37
    expect(statement.withholdings).toEqual({
      regime: 'ordinario',
      taxable_cents: 7869,
      inps: { kind: 'rivalsa', percent: 4, cents: 315 },
      vat: { percent: 22, cents: 1800 },
      ritenuta: { percent: 20, base_cents: 8184, cents: 1637 },
      invoice_total_cents: 9984,
      payout_cents: 8347,
    })
    expect(statement.files).toEqual({
      pdf: `/api/instructor/statements/${thisMonth}/statement.pdf`,
      csv: `/api/instructor/statements/${thisMonth}/statement.csv`,
    })

    const before = (await get(trainer.token, `/api/instructor/statements/${lastMonth}`)).json<{
      data: Statement
    }>().data
    expect(before.lines.map((line) => [line.kind, line.order_id])).toEqual([['sale', orderIds.s3]])
    expect(before.withholdings.payout_cents).toBe(3409)
  })

  it('applies a forfettario trainer’s data: rivalsa INPS, no IVA, no ritenuta', async () => {
    const statement = (await get(flatRate.token, `/api/instructor/statements/${thisMonth}`)).json<{
      data: Statement
    }>().data
    expect(statement.lines.map((line) => line.order_id)).toEqual([orderIds.flat])
    expect(statement.withholdings).toMatchObject({
      regime: 'forfettario',
      inps: { kind: 'rivalsa', cents: 129 },
      vat: { cents: 0 },
      ritenuta: { cents: 0 },
      payout_cents: 3342,
    })
  })

  it('shows each trainer only their own sales; students and admins get 403, visitors 401', async () => {
    const other = await createUser(t.db, { role: 'trainer' })
    const own = (await get(other.token, `/api/instructor/statements/${thisMonth}`)).json<{
      data: Statement
    }>().data
    expect(own.lines).toEqual([])
    expect(own.withholdings.payout_cents).toBe(0)
    for (const url of [
      `/api/instructor/statements`,
      `/api/instructor/statements/${thisMonth}`,
      `/api/instructor/statements/${thisMonth}/statement.pdf`,
      `/api/instructor/statements/${thisMonth}/statement.csv`,
    ]) {
      expect((await get(student.token, url)).statusCode).toBe(403)
      expect((await get(admin.token, url)).statusCode).toBe(403)
      expect((await get(null, url)).statusCode).toBe(401)
    }
  })

  it('answers 422 naming month for a month that is not YYYY-MM or is in the future, in the request’s language', async () => {
    const future = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 7)
    const cases: [string, string, string][] = [
      ['2026-13', 'it', 'Scegli un mese nel formato AAAA-MM.'],
      ['novembre', 'en', 'Choose a month in the format YYYY-MM.'],
      [future, 'it', 'Scegli un mese tra 2000-01 e il mese corrente.'],
      ['1999-12', 'en', 'Choose a month between 2000-01 and the current month.'],
    ]
    for (const [month, lang, message] of cases) {
      for (const suffix of ['', '/statement.csv']) {
        const response = await get(trainer.token, `/api/instructor/statements/${month}${suffix}`, lang)
        expect(response.statusCode).toBe(422)
        expect(response.json<{ errors: Record<string, string[]> }>().errors.month).toEqual([message])
      }
    }
    const payouts = await get(admin.token, '/api/admin/payouts?month=2026-00', 'en')
    expect(payouts.statusCode).toBe(422)
    expect(payouts.json<{ errors: Record<string, string[]> }>().errors.month).toEqual([
      'Choose a month in the format YYYY-MM.',
    ])
  })
})

describe('GET /api/instructor/statements', () => {
  it('lists the last 12 months, oldest first, with sales, refunds, net and payout', async () => {
    const response = await get(trainer.token, '/api/instructor/statements')
    expect(response.statusCode).toBe(200)
    const { months, fee_percent } = response.json<{ data: StatementMonths }>().data
    expect(fee_percent).toBe(20)
    expect(months).toHaveLength(12)
    expect(months.at(-1)).toMatchObject({
      month: thisMonth,
      sales: 2,
      refunds: 1,
      gross_cents: 12000,
      net_cents: 7869,
      payout_cents: 8347,
    })
    expect(months.at(-2)).toMatchObject({
      month: lastMonth,
      sales: 1,
      refunds: 0,
      net_cents: 3213,
      payout_cents: 3409,
    })
    expect(months.slice(0, -2).every((month) => month.sales === 0 && month.payout_cents === 0)).toBe(true)
    expect(months.at(-1)!.files.pdf).toBe(`/api/instructor/statements/${thisMonth}/statement.pdf`)
  })
})

describe('statement files', () => {
  it('CSV: BOM, `;` between fields, decimal comma, CRLF, RFC 4180 quoting and no formula', async () => {
    const response = await get(trainer.token, `/api/instructor/statements/${thisMonth}/statement.csv`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estratto-conto-${thisMonth}.csv"`,
    )
    const body = response.body
    expect(body.startsWith('\uFEFF')).toBe(true)
    const rows = body.slice(1).split('\r\n')
    expect(rows[0]).toBe('Tipo;Data;Documento;Ordine;Corso;Acquirente;Lordo;IVA vendita;Commissione;Netto')
    const special = rows.find((row) => row.includes(`;${orderIds.s2};`))!
    expect(special).toMatch(
      new RegExp(
        `^Vendita;${thisMonth}-\\d{2};\\d{4}-\\d{6};${orderIds.s2};"'=Corso; ""speciale""";Mario R\\.;120,00;21,64;19,67;78,69$`,
      ),
    )
    expect(rows.find((row) => row.startsWith('Rimborso;'))).toMatch(/;-49,00;-8,84;-8,03;-32,13$/)
    expect(rows).toContain('Totale;;;;;;120,00;21,64;19,67;78,69')
    expect(rows).toEqual(
      expect.arrayContaining([
        'Voce;Importo',
        'Compenso (netto del mese);78,69',
        'Rivalsa INPS 4%;3,15',
        'IVA 22%;18,00',
        'Totale fattura;99,84',
        "Ritenuta d'acconto 20%;-16,37",
        'Netto da pagare;83,47',
      ]),
    )
    expect(rows.at(-1)).toBe('')

    const english = (
      await get(trainer.token, `/api/instructor/statements/${thisMonth}/statement.csv?lang=en`)
    ).body
    expect(english).toContain('Type;Date;Document;Order;Course;Buyer;Gross;Sale VAT;Fee;Net\r\n')
    expect(english).toContain('Withholding tax 20%;-16,37\r\n')
  })

  it('PDF: a PDF with the month, the lines, the totals and the payout, in the language asked', async () => {
    const response = await get(trainer.token, `/api/instructor/statements/${thisMonth}/statement.pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const lines = pdfLines(response.rawPayload)
    const monthIt = new Intl.DateTimeFormat('it-IT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(now)
    expect(lines).toContain(`Estratto conto ${monthIt}`)
    expect(lines).toContain('Formatore: Laura Verdi')
    expect(lines).toEqual(
      expect.arrayContaining(['=Corso; "speciale" · Mario R.', '120,00 €', '78,69 €', '-32,13 €']),
    )
    const after = (label: string) => lines[lines.indexOf(label) + 1]
    expect(after('Rivalsa INPS 4%')).toBe('3,15 €')
    expect(after("Ritenuta d'acconto 20%")).toBe('-16,37 €')
    expect(after('Netto da pagare')).toBe('83,47 €')

    const english = pdfLines(
      (await get(trainer.token, `/api/instructor/statements/${thisMonth}/statement.pdf?lang=en`)).rawPayload,
    )
    const monthEn = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(now)
    expect(english).toContain(`Statement ${monthEn}`)
    expect(english[english.indexOf('Payout') + 1]).toBe('€83.47')
  })
})

describe('GET /api/admin/payouts', () => {
  it('gives admins each trainer’s payout of the month with the IBAN, largest first; others get 403', async () => {
    const response = await get(admin.token, `/api/admin/payouts?month=${thisMonth}`)
    expect(response.statusCode).toBe(200)
    const { payouts, month } = response.json<{ data: Payouts }>().data
    expect(month).toBe(thisMonth)
    const ours = payouts.filter((payout) => [trainer.user.id, flatRate.user.id].includes(payout.trainer.id))
    expect(ours).toEqual([
      {
        trainer: { id: trainer.user.id, name: 'Laura Verdi', email: trainer.user.email },
        account: { holder: 'Laura Verdi', iban: IBAN },
        sales: 2,
        refunds: 1,
        net_cents: 7869,
        ritenuta_cents: 1637,
        payout_cents: 8347,
      },
      expect.objectContaining({ account: null, net_cents: 3213, ritenuta_cents: 0, payout_cents: 3342 }),
    ])
    const sorted = payouts.map((payout) => payout.payout_cents)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

    const previous = (await get(admin.token, `/api/admin/payouts?month=${lastMonth}`)).json<{
      data: Payouts
    }>().data
    expect(previous.payouts.find((payout) => payout.trainer.id === trainer.user.id)?.payout_cents).toBe(3409)
    // default: the current month
    expect((await get(admin.token, '/api/admin/payouts')).json<{ data: Payouts }>().data.month).toBe(
      thisMonth,
    )

    expect((await get(trainer.token, '/api/admin/payouts')).statusCode).toBe(403)
    expect((await get(student.token, '/api/admin/payouts')).statusCode).toBe(403)
  })
})
