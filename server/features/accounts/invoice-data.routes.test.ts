import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BillingInformation, type AuthResponse, type User } from '../../../contracts/accounts/schemas.ts'
import { asUser, buildTestApp, injectJson, randomIp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { createUser } from '../../testing/factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

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
        fiscal_code: 'RSSMRC82D17F205A',
        p_iva: '10000000000',
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
          fiscal_code: 'CNTSRA90A41F205X',
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
      fiscal_code: 'CNTSRA90A41F205X',
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
      p_iva: '12345678901',
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
    ['it', { inps: 5 }, 'inps', 'Il campo inps non è valido.'],
    ['en', { inps: 5 }, 'inps', 'inps is not valid.'],
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
