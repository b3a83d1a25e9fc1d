import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  BILLING_FIELDS,
  BillingInformation,
  type AuthResponse,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import { asUser, buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { createUser } from './factories.testing.ts'
import { users } from '../../core/db/tables.ts'
import { orders } from '../payments/tables.ts'
import { pdfLines, purchase } from '../payments/receipts.testing.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.app.payments.sandbox?.settle()
})
afterAll(() => t.close())

const save = (token: string, payload: object, locale = 'it') =>
  injectJson<{ data: BillingInformation; errors: Record<string, string[]> }>(
    t.app,
    asUser(token, {
      method: 'POST',
      url: '/api/invoice-data',
      payload,
      headers: { 'accept-language': locale },
    }),
  )

async function newStudent(): Promise<AuthResponse> {
  const password = 'Segreta123!'
  const response = await t.app.inject(
    withCsrf({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomIp(),
      payload: {
        email: `fatture.${Date.now()}.${Math.random()}@example.com`,
        first_name: 'Sara',
        last_name: 'Conti',
        password,
        password_confirmation: password,
        privacy_accepted: true,
        terms_accepted: true,
        role: 'student',
      },
    }),
  )
  return response.json<{ data: AuthResponse }>().data
}

describe('GET /api/invoice-data', () => {
  it("returns a trainer's billing information with every SPEC field", async () => {
    const trainer = await createUser(t.db, {
      role: 'trainer',
      first_name: 'Marco',
      last_name: 'Rossi',
      billing: {
        type: 'fisica',
        first_name: 'Marco',
        last_name: 'Rossi',
        fiscal_code: 'RSSMRC82D17F205Z',
        p_iva: '10000000009',
        fiscal_type: 'forfettario',
        address: 'Via Roma',
        city: 'Milano',
        zip: '20100',
      },
    })
    const { response, body } = await injectJson<{ data: unknown }>(
      t.app,
      asUser(trainer.token, { url: '/api/invoice-data' }),
    )
    expect(response.statusCode).toBe(200)
    const billing = v.parse(BillingInformation, body.data)
    expect(billing).toMatchObject({
      type: 'fisica',
      phone_code: '0039',
      first_name: trainer.user.first_name,
    })
    expect(billing.fiscal_code).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/)
  })

  it('answers 404 "Could not load invoice data." for a user without billing', async () => {
    const { token } = await newStudent()
    const { response, body } = await injectJson(t.app, asUser(token, { url: '/api/invoice-data' }))
    expect(response.statusCode).toBe(404)
    expect(body).toEqual({ message: 'Could not load invoice data.' })
  })

  it('answers 401 without login', async () => {
    expect((await t.app.inject('/api/invoice-data')).statusCode).toBe(401)
  })
})

describe('POST /api/invoice-data', () => {
  it('creates the row with the defaults, then upserts only non-empty fields and tracks completeness', async () => {
    const { token } = await newStudent()
    const first = await injectJson<{ data: BillingInformation }>(
      t.app,
      asUser(token, {
        method: 'POST',
        url: '/api/invoice-data',
        payload: { first_name: 'Sara', last_name: 'Conti' },
      }),
    )
    expect(first.response.statusCode).toBe(200)
    expect(first.body.data).toMatchObject({
      type: 'fisica',
      phone_code: '0039',
      first_name: 'Sara',
      city: null,
    })
    let me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.invoice_data_complete).toBe(false)
    expect(me.body.data.invoice_data?.id).toBe(first.body.data.id)

    const second = await injectJson<{ data: BillingInformation }>(
      t.app,
      asUser(token, {
        method: 'POST',
        url: '/api/invoice-data',
        payload: {
          first_name: '',
          fiscal_code: 'CNTSRA90A41F205D',
          address: 'Via Po',
          city: 'Torino',
          zip: '10121',
          phone_code: '0041',
        },
      }),
    )
    expect(second.response.statusCode).toBe(200)
    expect(second.body.data).toMatchObject({
      id: first.body.data.id,
      first_name: 'Sara',
      fiscal_code: 'CNTSRA90A41F205D',
      city: 'Torino',
      phone_code: '0041',
    })
    me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.invoice_data_complete).toBe(true)
    const read = await injectJson<{ data: BillingInformation }>(
      t.app,
      asUser(token, { url: '/api/invoice-data' }),
    )
    expect(read.body.data).toEqual(second.body.data)
  })

  it('a company needs its name, VAT number and PEC or SDI code', async () => {
    const { token } = await newStudent()
    const base = {
      type: 'giuridica',
      fiscal_name: 'Beta S.r.l.',
      p_iva: '12345678903',
      address: 'Via Roma',
      city: 'Roma',
      zip: '00100',
    }
    await injectJson(t.app, asUser(token, { method: 'POST', url: '/api/invoice-data', payload: base }))
    let me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.invoice_data_complete).toBe(false)
    await injectJson(
      t.app,
      asUser(token, { method: 'POST', url: '/api/invoice-data', payload: { unique_id: 'ABC1234' } }),
    )
    me = await injectJson<{ data: User }>(t.app, asUser(token, { url: '/api/me' }))
    expect(me.body.data.invoice_data_complete).toBe(true)
    expect(me.body.data.invoice_data?.type).toBe('giuridica')
  })

  it.each([
    ['it', { zip: '123' }, 'zip', 'Il campo CAP deve contenere esattamente 5 caratteri'],
    ['en', { p_iva: '12ab' }, 'p_iva', 'The VAT number field may only contain digits'],
    ['it', { pec: 'non-una-pec' }, 'pec', 'Il campo PEC deve essere un indirizzo email valido'],
    ['it', { type: 'azienda' }, 'type', 'Il campo Tipo di persona non è valido.'],
    // a wrong type answers in the request's language too (issue 38)
    ['it', { inps: 5 }, 'inps', 'Il campo Cassa previdenziale non è valido.'],
    ['en', { inps: 5 }, 'inps', 'Pension fund is not valid.'],
    ['it', { legal_fiscal_code: 'XYZ' }, 'legal_fiscal_code', 'Il codice fiscale non è valido.'],
  ])('%s: answers 422 for %j', async (locale, payload, field, message) => {
    const { token } = await createUser(t.db)
    const { response, body } = await injectJson<{ errors: Record<string, string[]> }>(
      t.app,
      asUser(token, {
        method: 'POST',
        url: '/api/invoice-data',
        payload,
        headers: { 'accept-language': locale },
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(body.errors[field]).toEqual([message])
  })

  it('needs CSRF and login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/invoice-data', payload: {} })).statusCode).toBe(
      419,
    )
    expect(
      (await t.app.inject(withCsrf({ method: 'POST', url: '/api/invoice-data', payload: {} }))).statusCode,
    ).toBe(401)
  })
})

describe('issue 36: every field of SPEC.md §3, checked with the one fiscal rule set', () => {
  /** Every billing field of SPEC.md §3 with a value the rules take, as a trainer saves them. */
  const EVERY_FIELD = {
    type: 'giuridica',
    first_name: 'Laura',
    last_name: 'Ferri',
    fiscal_name: 'Ferri Formazione S.r.l.',
    fiscal_code: '00488410010',
    p_iva: '00488410010',
    phone_code: '0041',
    phone: '3471234567',
    pec: 'ferri@pec.example.it',
    unique_id: 'M5UXCR1',
    address: 'Via Po',
    address_number: '12/B',
    city: 'Torino',
    province: 'TO',
    zip: '10121',
    fiscal_type: 'ordinario',
    inps: 'gestione_separata',
    vat: '22',
    retention_tax: '20',
    legal_first_name: 'Mario',
    legal_last_name: 'Rossi',
    legal_fiscal_code: 'RSSMRA85T10A56NH',
  } as const

  it('saves and reads back every field (omocodia codes, a company codice fiscale of eleven digits)', async () => {
    expect(Object.keys(EVERY_FIELD).sort()).toEqual([...BILLING_FIELDS].sort())
    const { token } = await createUser(t.db, { role: 'trainer' })
    const saved = await save(token, EVERY_FIELD)
    expect(saved.response.statusCode).toBe(200)
    expect(saved.body.data).toMatchObject(EVERY_FIELD)
    const read = await injectJson<{ data: BillingInformation }>(
      t.app,
      asUser(token, { url: '/api/invoice-data' }),
    )
    expect(v.parse(BillingInformation, read.body.data)).toMatchObject({ ...EVERY_FIELD, hr_data: null })
    // codes are stored upper-case, phones without the spaces people type
    const typed = await save(token, { province: 'mi', unique_id: 'm5uxcr2', phone: '347 123 4568' })
    expect(typed.body.data).toMatchObject({ province: 'MI', unique_id: 'M5UXCR2', phone: '3471234568' })
  })

  it.each([
    ['it', { fiscal_code: 'WLKGDI98D52F20XV' }, 'fiscal_code', 'Il codice fiscale non è valido.'],
    ['en', { fiscal_code: 'WLKGDI98D52F20XV' }, 'fiscal_code', 'The tax code is not valid.'],
    ['it', { fiscal_code: 'ABC' }, 'fiscal_code', 'Il codice fiscale non è valido.'],
    ['en', { fiscal_code: 'ABC' }, 'fiscal_code', 'The tax code is not valid.'],
    [
      'it',
      { fiscal_code: 'WLKGDI98D52F205X' },
      'fiscal_code',
      'Il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'en',
      { legal_fiscal_code: 'RSSMRA85T10A56NS' },
      'legal_fiscal_code',
      'The tax code is not valid: its check character does not match.',
    ],
    [
      'it',
      { p_iva: '12345678901' },
      'p_iva',
      'La partita IVA non è valida: la cifra di controllo non corrisponde.',
    ],
    ['en', { p_iva: '12345678901' }, 'p_iva', 'The VAT number is not valid: its check digit does not match.'],
    ['it', { unique_id: 'ABC' }, 'unique_id', 'Il codice SDI è formato da 7 lettere o cifre.'],
    ['en', { unique_id: 'ABC' }, 'unique_id', 'The SDI code has 7 letters or digits.'],
    [
      'it',
      { province: 'Milano' },
      'province',
      "Il campo Provincia deve essere la sigla di una provincia (per esempio MI), o EE per l'estero.",
    ],
    ['en', { zip: 'ABCDE' }, 'zip', 'The Postcode field may only contain digits'],
    ['it', { fiscal_type: 'altro' }, 'fiscal_type', 'Il campo Regime fiscale non è valido.'],
    ['en', { phone_code: '39' }, 'phone_code', 'Prefix is not valid.'],
  ])(
    '%s: answers 422 naming the field for %j, and saves nothing',
    async (locale, payload, field, message) => {
      const { token, billing } = await createUser(t.db, {
        billing: { fiscal_code: 'RSSMRA85T10A562S', province: 'RM', zip: '00184' },
      })
      const { response, body } = await save(token, payload, locale)
      expect(response.statusCode).toBe(422)
      expect(body.errors).toEqual({ [field]: [message] })
      const read = await injectJson<{ data: BillingInformation }>(
        t.app,
        asUser(token, { url: '/api/invoice-data' }),
      )
      expect(read.body.data.fiscal_code).toBe(billing!.fiscal_code)
      expect(read.body.data.province).toBe('RM')
    },
  )

  it("edits an HR user's company (hr_data) with its checks; other roles' hr_data is ignored", async () => {
    const hr = await createUser(t.db, {
      role: 'hr',
      columns: { hr_data: { ragione_sociale: 'Vecchia S.r.l.', p_iva: '00488410010', codice_rea: null } },
      billing: { type: 'giuridica' },
    })
    const bad = await save(hr.token, { hr_data: { p_iva: 'ABC', codice_rea: 'MI123' } }, 'en')
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toEqual({
      'hr_data.p_iva': ['The VAT number field may only contain digits'],
      'hr_data.codice_rea': ['The REA code is not valid.'],
    })
    const ok = await save(hr.token, {
      fiscal_name: 'Nuova S.r.l.',
      hr_data: { ragione_sociale: 'Nuova S.r.l.', p_iva: '00743110157', codice_rea: 'mi-1234567' },
    })
    expect(ok.response.statusCode).toBe(200)
    const company = { ragione_sociale: 'Nuova S.r.l.', p_iva: '00743110157', codice_rea: 'MI-1234567' }
    expect(ok.body.data.hr_data).toEqual(company)
    const me = await injectJson<{ data: User }>(t.app, asUser(hr.token, { url: '/api/me' }))
    expect(me.body.data.hr_data).toEqual(company)

    const student = await createUser(t.db, { billing: true })
    const ignored = await save(student.token, { hr_data: { ragione_sociale: 'Mia S.r.l.' } })
    expect(ignored.response.statusCode).toBe(200)
    expect(ignored.body.data.hr_data).toBeNull()
    const [row] = await t.db.select().from(users).where(eq(users.id, student.user.id))
    expect(row.hr_data).toBeNull()
  })

  it("changes apply to the next invoices only: an issued receipt keeps its order's snapshot", async () => {
    const { buyer, orderId, status } = await purchase(t, {})
    expect(status).toBe('succeeded')
    const receipt = async () =>
      pdfLines(
        (await t.app.inject(asUser(buyer.token, { url: `/api/orders/${orderId}/receipt` }))).rawPayload,
      ).join('\n')
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(await receipt()).toContain('RSSMRA85T10A562S')

    const changed = await save(buyer.token, {
      first_name: 'Marta',
      fiscal_code: 'WLKGDI98D52F205V',
      city: 'Torino',
      province: 'TO',
      zip: '10121',
    })
    expect(changed.response.statusCode).toBe(200)
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(after.billing_snapshot).toEqual(before.billing_snapshot)
    expect(after.billing_snapshot).toMatchObject({ fiscal_code: 'RSSMRA85T10A562S', city: 'Milano' })
    const text = await receipt()
    expect(text).toContain('RSSMRA85T10A562S')
    expect(text).not.toContain('WLKGDI98D52F205V')
  })
})
