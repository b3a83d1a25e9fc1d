import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/helper.ts'
import { TRACE_CLEANUP_CRON, TRACE_CLEANUP_QUEUE } from './services.ts'
import { supportTraces } from './tables.ts'
import { storeTrace } from './traces.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const trace = { app_version: 'v1', machines: {}, steps: [] }

describe('the support.traces.cleanup job', () => {
  it('is scheduled every night at 03:00 UTC', async () => {
    const result = await t.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${TRACE_CLEANUP_QUEUE}`,
    )
    // PGlite answers { rows }, postgres-js the rows themselves
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
    expect(rows).toEqual([{ cron: TRACE_CLEANUP_CRON, timezone: 'UTC' }])
  })

  it('deletes, when it runs, the traces sent more than 30 days ago', async () => {
    const old = await storeTrace(t.db, trace, null)
    const recent = await storeTrace(t.db, trace, null)
    await t.db
      .update(supportTraces)
      .set({ created_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(supportTraces.code, old))
    await t.app.jobs.send(TRACE_CLEANUP_QUEUE, {})
    await t.app.jobs.drain()
    const codes = (await t.db.select({ code: supportTraces.code }).from(supportTraces)).map((row) => row.code)
    expect(codes).toContain(recent)
    expect(codes).not.toContain(old)
  })
})
