/**
 * The job queue shares the application's database with the API. On PGlite that is one connection:
 * workers that poll, fetch and run transactions of their own must neither starve nor deadlock the
 * API's requests (which use transactions too), and the other way round.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, randomIp, readOutbox, withCsrf, type TestApp } from '../../server/testing/helper.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('jobs while the API serves requests', () => {
  it('jobs holding transactions and API requests holding transactions all finish, none waits long', async () => {
    const done: number[] = []
    // Each job holds a transaction across a pause: the worst case for a single connection.
    await t.app.jobs.work<{ n: number }>(
      'busy_test',
      async ({ n }) => {
        await t.app.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${n})`)
          await pause(20)
          await tx.execute(sql`select count(*) from outbox`)
        })
        done.push(n)
      },
      { batchSize: 3 },
    )
    for (let n = 1; n <= 15; n++) await t.app.jobs.send('busy_test', { n })

    // Meanwhile: one-time codes, each a transaction, an e-mail row and an `email` job.
    const emails = Array.from({ length: 12 }, (_, i) => `concurrent-${i}@example.com`)
    const started = Date.now()
    const answers = await Promise.all(
      emails.map(async (email) => {
        const before = Date.now()
        const response = await t.app.inject(
          withCsrf({
            method: 'POST',
            url: '/api/otp/send',
            payload: { email, timestamp: Date.now() },
            remoteAddress: randomIp(),
          }),
        )
        return { status: response.statusCode, ms: Date.now() - before }
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200))
    // Generous for a loaded 2-core machine; a starved or deadlocked request never answers at all.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(15_000)
    expect(Date.now() - started).toBeLessThan(20_000)

    await t.app.jobs.drain()
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
    for (const email of emails) {
      const [otp] = await readOutbox(t.app, email)
      expect(otp?.meta.kind).toBe('otp')
    }
    // Every e-mail job ran (no SMTP in tests: the rows stay unsent) and none is left behind.
    const pending: unknown = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in ('email', 'busy_test') and state <> 'completed'`,
    )
    // PGlite answers { rows }, postgres.js the rows themselves.
    const rows = (Array.isArray(pending) ? pending : (pending as { rows: unknown[] }).rows) as { n: number }[]
    expect(rows[0].n).toBe(0)
  })
})
