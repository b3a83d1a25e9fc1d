import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { openTestDatabase } from '../../testing/helper.ts'
import { profiles } from './tables.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

describe('demo profiles', () => {
  it('gives every user exactly one profile', async () => {
    const [{ n: userCount }] = await t.db.select({ n: count() }).from(users)
    const [{ n: profileCount }] = await t.db.select({ n: count() }).from(profiles)
    expect(profileCount).toBe(userCount)
  })
})
