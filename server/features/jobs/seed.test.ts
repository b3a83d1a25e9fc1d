import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { DEMO_ACCOUNTS } from '../../core/db/demo-data.ts'
import { companies, jobListings } from './tables.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

describe('demo companies and job listings', () => {
  it('has enough companies and job listings', async () => {
    expect((await t.db.select({ n: count() }).from(companies))[0].n).toBeGreaterThanOrEqual(5)
    expect((await t.db.select({ n: count() }).from(jobListings))[0].n).toBeGreaterThanOrEqual(15)
  })

  it('gives the HR demo account a company', async () => {
    const [row] = await t.db
      .select({ company: companies.ragione_sociale, hr_data: users.hr_data })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.user_id))
      .where(eq(users.email, DEMO_ACCOUNTS.hr.email))
    expect(row.company).toBe('Talentia S.r.l.')
    expect(row.hr_data?.ragione_sociale).toBe('Talentia S.r.l.')
  })
})
