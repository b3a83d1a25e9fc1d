/**
 * A trainer's payout account from /mysettings/billing (issue 19): the IBAN is refused unless its
 * check digits add up, kept normalised, answered masked, and `iban_complete` follows; only trainers
 * have one.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { payoutAccounts } from './tables.ts'

let t: TestApp
let trainer: CreatedUser
beforeAll(async () => {
  t = await buildTestApp()
  trainer = await createUser(t.db, { role: 'trainer' })
})
afterAll(() => t.close())

const call = (token: string | null, method: 'GET' | 'PUT', payload?: object, lang = 'it') => {
  const request = { method, url: '/api/settings/iban', payload, headers: { 'accept-language': lang } }
  return t.app.inject(token ? asUser(token, request) : request)
}

const ibanComplete = async (id: number) =>
  (await t.db.select({ done: users.iban_complete }).from(users).where(eq(users.id, id)))[0].done

describe('the payout account', () => {
  it('is empty at first, then keeps a valid IBAN normalised and answers it masked', async () => {
    expect((await call(trainer.token, 'GET')).json()).toEqual({ data: null })
    expect(await ibanComplete(trainer.user.id)).toBe(false)

    const saved = await call(trainer.token, 'PUT', {
      holder: '  Maria Rossi ',
      iban: 'it60 x054 2811 1010 0000 0123 456',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      holder: 'Maria Rossi',
      iban_masked: 'IT60 •••• •••• •••• •••• •••3 456',
    })
    expect(JSON.stringify(saved.json())).not.toContain('X0542811101000000123456')
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, trainer.user.id))
    expect(row.iban).toBe('IT60X0542811101000000123456')
    expect(await ibanComplete(trainer.user.id)).toBe(true)
    expect((await call(trainer.token, 'GET')).json().data.holder).toBe('Maria Rossi')

    // a second save replaces the first (a German IBAN this time)
    await call(trainer.token, 'PUT', { holder: 'Maria Rossi', iban: 'DE89 3704 0044 0532 0130 00' })
    expect((await call(trainer.token, 'GET')).json().data.iban_masked).toBe('DE89 •••• •••• •••• ••30 00')
  })

  it.each([
    ['IT60 X054 2811 1010 0000 0123 457', 'check digits'],
    ['IT60 X054 2811 1010 0000 0123 45', 'length for Italy'],
    ['XX60 X054 2811 1010 0000 0123 456', 'unknown country'],
    ['IT60-X054', 'characters'],
  ])('refuses %s (%s) with 422 on the field, in both languages, keeping what was saved', async (iban) => {
    const before = (await call(trainer.token, 'GET')).json().data
    const italian = await call(trainer.token, 'PUT', { holder: 'Maria Rossi', iban })
    expect(italian.statusCode).toBe(422)
    expect(italian.json().errors.iban[0]).toMatch(/^L'IBAN non è valido/)
    const en = await call(trainer.token, 'PUT', { holder: 'Maria Rossi', iban }, 'en')
    expect(en.json().errors.iban[0]).toMatch(/^The IBAN is not valid/)
    expect((await call(trainer.token, 'GET')).json().data).toEqual(before)
  })

  it('asks for the holder and the IBAN when they are missing', async () => {
    const response = await call(trainer.token, 'PUT', { holder: ' ', iban: '' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      holder: ["Scrivi l'intestatario del conto."],
      iban: ["Scrivi l'IBAN del conto."],
    })
  })

  it('is for trainers only: 401 for a visitor, 403 for a student or an HR user', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401)
    for (const role of ['student', 'hr'] as const) {
      const other = await createUser(t.db, { role })
      expect((await call(other.token, 'GET')).statusCode).toBe(403)
      const put = await call(other.token, 'PUT', { holder: 'X', iban: 'DE89370400440532013000' })
      expect(put.statusCode).toBe(403)
    }
  })
})
