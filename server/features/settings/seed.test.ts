import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isIbanValid } from '../../../contracts/core/validation/iban.ts'
import { users } from '../../core/db/tables.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { ibanCheckDigits } from './seed.ts'
import { payoutAccounts } from './tables.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

describe('demo payout accounts', () => {
  it('computes the check digits of a published example', () => {
    expect(ibanCheckDigits('IT', 'X0542811101000000123456')).toBe('60')
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89')
  })

  it('gives every demo trainer that says iban_complete a valid IBAN, and nobody else one', async () => {
    const rows = await t.db
      .select({ iban: payoutAccounts.iban, role: users.role, complete: users.iban_complete })
      .from(payoutAccounts)
      .innerJoin(users, eq(users.id, payoutAccounts.user_id))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.role).toBe('trainer')
      expect(row.complete).toBe(true)
      expect(isIbanValid(row.iban)).toBe(true)
    }
    expect(new Set(rows.map((row) => row.iban)).size).toBe(rows.length)
  })
})
