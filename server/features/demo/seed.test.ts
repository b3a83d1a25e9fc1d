import { and, arrayContains, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../core/testing/helper.ts'
import { verifyPassword } from '../accounts/password-hash.ts'
import { initializeDatabase } from '../../core/db/init.ts'
import { companies, courses, jobListings, lessons, posts, profiles, users } from '../../core/db/schema.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts'
import { qualified } from '../../core/db/sql.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const countWhere = async (roles: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(users)
      .where(arrayContains(users.roles, [roles]))
  )[0].n

describe('demo seed', () => {
  it('has enough people, companies, courses, jobs and posts', async () => {
    expect(await countWhere('trainer')).toBeGreaterThanOrEqual(20)
    expect(await countWhere('student')).toBeGreaterThanOrEqual(30)
    expect(await countWhere('hr')).toBeGreaterThanOrEqual(5)
    expect((await t.db.select({ n: count() }).from(companies))[0].n).toBeGreaterThanOrEqual(5)
    expect((await t.db.select({ n: count() }).from(jobListings))[0].n).toBeGreaterThanOrEqual(15)
    expect((await t.db.select({ n: count() }).from(posts))[0].n).toBeGreaterThanOrEqual(50)
    // Every user has exactly one profile.
    const [{ n: userCount }] = await t.db.select({ n: count() }).from(users)
    const [{ n: profileCount }] = await t.db.select({ n: count() }).from(profiles)
    expect(profileCount).toBe(userCount)
  })

  it('has at least 12 courses in several categories and both languages, each with 4-10 lessons', async () => {
    const rows = await t.db
      .select({
        id: courses.id,
        language: courses.language,
        category: courses.category_id,
        price: courses.price_cents,
        lessons: sql<number>`(select count(*)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)})`,
        free_lessons: sql<number>`(select count(*)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)} and ${qualified(lessons.free)})`,
      })
      .from(courses)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['it', 'en']))
    expect(rows.some((row) => row.price === 0)).toBe(true)
    for (const row of rows) {
      expect(row.lessons).toBeGreaterThanOrEqual(4)
      expect(row.lessons).toBeLessThanOrEqual(10)
      expect(row.free_lessons).toBeGreaterThanOrEqual(1)
    }
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

  it('gives the HR demo account a company', async () => {
    const [row] = await t.db
      .select({ company: companies.ragione_sociale, hr_data: users.hr_data })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.user_id))
      .where(and(eq(users.email, DEMO_ACCOUNTS.hr.email)))
    expect(row.company).toBe('Talentia S.r.l.')
    expect(row.hr_data?.ragione_sociale).toBe('Talentia S.r.l.')
  })

  it('is not seeded twice: initialising an existing database changes nothing', async () => {
    const [{ n: before }] = await t.db.select({ n: count() }).from(users)
    const result = await initializeDatabase(t.database, { seedDemo: true })
    expect(result).toEqual({ created: false, seeded: null })
    const [{ n: after }] = await t.db.select({ n: count() }).from(users)
    expect(after).toBe(before)
  })
})
