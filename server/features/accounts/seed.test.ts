import { arrayContains, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data.ts'
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
