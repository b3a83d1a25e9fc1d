import { arrayContains, count, eq, isNotNull } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSchemasFor } from '../../../contracts/accounts/schemas.ts'
import { formatIssues } from '../../../contracts/core/validation/index.ts'
import { users } from '../../core/db/tables.ts'
import { fatturaBuyer } from '../payments/fattura-buyer.ts'
import { billingSnapshotOf } from '../payments/receipts-snapshot.ts'
import { billingInformation } from './tables.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../core/db/demo-data.ts'
import { verifyPassword } from './password-hash.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

const countWhere = async (roles: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(users)
      .where(arrayContains(users.roles, [roles]))
  )[0].n

describe('demo accounts', () => {
  it("has billing data and HR companies the one fiscal rule set takes, and every invoicer's makes a FatturaPA (issue 36)", async () => {
    const schemas = authSchemasFor('en')
    const rows = await t.db.select().from(billingInformation)
    expect(rows.length).toBeGreaterThan(20)
    const refused: Record<string, unknown> = {}
    for (const row of rows) {
      const saved = Object.fromEntries(
        Object.entries(billingSnapshotOf(row)).filter(([, value]) => value !== null && value !== ''),
      )
      const result = v.safeParse(schemas.InvoiceDataBody, saved, { abortPipeEarly: true })
      if (!result.success) refused[`billing ${row.user_id}`] = formatIssues(result.issues)
      expect(() => fatturaBuyer(billingSnapshotOf(row), 'en')).not.toThrow()
    }
    const companies = await t.db.select().from(users).where(isNotNull(users.hr_data))
    expect(companies.length).toBeGreaterThanOrEqual(5)
    for (const { id, hr_data } of companies) {
      const result = v.safeParse(schemas.HrDataBody, hr_data, { abortPipeEarly: true })
      if (!result.success) refused[`hr_data ${id}`] = formatIssues(result.issues)
    }
    expect(refused).toEqual({})
  })

  it('has enough trainers, students and HR people', async () => {
    expect(await countWhere('trainer')).toBeGreaterThanOrEqual(20)
    expect(await countWhere('student')).toBeGreaterThanOrEqual(30)
    expect(await countWhere('hr')).toBeGreaterThanOrEqual(5)
  })

  it.each(Object.entries(DEMO_ACCOUNTS))(
    'has the %s demo account, fully onboarded, with the demo password',
    async (kind, account) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, account.email))
      expect(user).toBeDefined()
      expect(await verifyPassword(DEMO_PASSWORD, user.password)).toBe(true)
      expect(user.roles).toEqual([kind])
      expect(user.role).toBe(kind === 'admin' ? 'student' : kind)
      expect(user).toMatchObject({
        phone_verified: true,
        terms_accepted: true,
        privacy_accepted: true,
        wizard_complete: true,
        hr_wizard_complete: true,
        pending_bank_transfer: false,
        status: 'active',
      })
      expect(user.email_verified_at).toBeInstanceOf(Date)
    },
  )
})
