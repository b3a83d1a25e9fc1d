import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/helper.ts'
import { posts } from './tables.ts'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(() => t.close())

describe('demo feed', () => {
  it('has enough posts', async () => {
    expect((await t.db.select({ n: count() }).from(posts))[0].n).toBeGreaterThanOrEqual(50)
  })
})
