/**
 * The job queue on the test database (PGlite by default, PostgreSQL with AULA_TEST_DB=postgres):
 * real pg-boss, real workers, nothing stubbed.
 */
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, usePostgres } from '../../testing/helper.ts'
import type { Database } from '../db/index.ts'
import { createJobQueue, type JobQueueControl, type JobQueueOptions } from './index.ts'

const quiet: JobQueueOptions['log'] = { error: () => {}, warn: () => {} }

let opened: Awaited<ReturnType<typeof openTestDatabase>>
let database: Database
const queues: JobQueueControl[] = []

beforeAll(async () => {
  opened = await openTestDatabase()
  database = opened.database
})
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop()
})
afterAll(async () => {
  await opened?.close()
})

function jobQueue(options: Partial<JobQueueOptions> = {}): JobQueueControl {
  const queue = createJobQueue(database, {
    workers: true,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    ...options,
  })
  queues.push(queue)
  return queue
}

let counter = 0
/** A queue name of its own per test: the database (and pg-boss's schema) is shared by the file. */
const fresh = (name: string) => `${name}_${++counter}`

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Reads pg-boss's tables straight from the database, not through the code under test. */
async function select<T>(text: string, values: unknown[]): Promise<T[]> {
  if (database.pglite) return (await database.pglite.query<T>(text, values)).rows
  const postgres = (await import('postgres')).default
  const client = postgres(database.url!, { max: 1, onnotice: () => {} })
  try {
    return [...(await client.unsafe(text, values as string[]))] as T[]
  } finally {
    await client.end()
  }
}

const jobRows = (name: string) =>
  select<{ state: string; retry_count: number; data: unknown }>(
    'select state, retry_count, data from pgboss.job where name = $1 order by created_on',
    [name],
  )

describe('send and work', () => {
  it('hands each job its data, id and retry count; drain waits until it is done', async () => {
    const jobs = jobQueue()
    const name = fresh('greet')
    const seen: { data: object; id: string; retryCount: number }[] = []
    await jobs.work<{ to: string }>(name, async (data, job) => {
      seen.push({ data, ...job })
    })
    await jobs.start()
    const id = await jobs.send(name, { to: 'ada@example.com', nested: { n: [1, 2] } })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await jobs.drain()
    expect(seen).toEqual([{ data: { to: 'ada@example.com', nested: { n: [1, 2] } }, id, retryCount: 0 }])
    expect((await jobRows(name)).map((row) => row.state)).toEqual(['completed'])
  })

  it('registers a worker after start too, and runs a batch job by job', async () => {
    const jobs = jobQueue()
    await jobs.start()
    const name = fresh('batch')
    const done: number[] = []
    await jobs.work<{ n: number }>(
      name,
      async ({ n }) => {
        if (n === 2) throw new Error('two fails alone')
        done.push(n)
      },
      { batchSize: 5, retryLimit: 0 },
    )
    for (const n of [1, 2, 3]) await jobs.send(name, { n })
    await jobs.drain()
    expect(done.sort()).toEqual([1, 3])
    const states = (await jobRows(name)).map((row) => row.state)
    expect(states.sort()).toEqual(['completed', 'completed', 'failed'])
  })

  it('keeps a delayed job until it is due', async () => {
    const jobs = jobQueue()
    const name = fresh('later')
    const seen: number[] = []
    await jobs.work<{ n: number }>(name, async ({ n }) => void seen.push(n))
    await jobs.start()
    await jobs.send(name, { n: 1 }, { startAfterSeconds: 1 })
    await jobs.drain()
    expect(seen).toEqual([])
    await until(() => seen.length === 1, 10_000)
    expect(seen).toEqual([1])
  })

  it('a singletonKey holds one job until it is done', async () => {
    const jobs = jobQueue()
    const name = fresh('once')
    const seen: string[] = []
    await jobs.work<{ v: string }>(name, async ({ v }) => void seen.push(v))
    await jobs.start()
    // Not due yet, so it stays queued while the second send looks.
    const first = await jobs.send(name, { v: 'a' }, { singletonKey: 'user-7', startAfterSeconds: 1 })
    expect(first).toBeTruthy()
    expect(await jobs.send(name, { v: 'b' }, { singletonKey: 'user-7' })).toBeNull()
    // Another key is another job.
    expect(await jobs.send(name, { v: 'c' }, { singletonKey: 'user-8' })).toBeTruthy()
    await until(() => seen.length === 2, 10_000)
    expect(seen.sort()).toEqual(['a', 'c'])
    // a handler has run once it is seen, but its job is done only when pg-boss records it: wait for that
    await jobs.drain()
    expect(await jobs.send(name, { v: 'd' }, { singletonKey: 'user-7' })).toBeTruthy()
    await jobs.drain()
    expect(seen.sort()).toEqual(['a', 'c', 'd'])
  })

  it.skipIf(usePostgres)(
    'PGlite: a send waiting on the transaction it was called from says so instead of hanging silently',
    async () => {
      const errors: string[] = []
      const jobs = jobQueue({
        transactionWaitWarningMs: 200,
        log: { warn: () => {}, error: (_object, message) => void errors.push(message) },
      })
      const name = fresh('inside')
      await jobs.start()
      let sent: Promise<string | null> | undefined
      await opened.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        // The mistake: sending from inside the callback. It can only proceed once the transaction ends.
        sent = jobs.send(name, { n: 1 })
        await until(() => errors.length > 0, 5000)
      })
      expect(await sent).toBeTruthy()
      expect(errors).toEqual([
        `app.jobs.send('${name}') has waited 0.2 s for a database transaction: send after the transaction commits, not inside it`,
      ])
    },
  )

  it('refuses a queue name pg-boss could not keep apart from its dead-letter queue', async () => {
    const jobs = jobQueue()
    await expect(jobs.send('bad name!', {})).rejects.toThrow(/invalid queue name/)
    await expect(jobs.send('x'.repeat(47), {})).rejects.toThrow(/invalid queue name/)
    expect(await jobs.send(fresh('video.transcode:hd/v1'), {})).toBeTruthy()
    await expect(jobs.work('9lives', async () => {})).rejects.toThrow(/invalid queue name/)
  })
})

describe('failures', () => {
  it('retries with exponential backoff, then parks the job in the dead-letter queue', async () => {
    const jobs = jobQueue()
    const name = fresh('flaky')
    const tries: { at: number; retryCount: number }[] = []
    const dead: { data: object }[] = []
    await jobs.work(
      name,
      async (_data, job) => {
        tries.push({ at: Date.now(), retryCount: job.retryCount })
        throw new Error(`refused (try ${job.retryCount})`)
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    )
    await jobs.work(`${name}_dead`, async (data) => void dead.push({ data }))
    await jobs.start()
    expect(await jobs.queueSettings(name)).toEqual({
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      deadLetter: `${name}_dead`,
    })
    await jobs.send(name, { order: 42 })
    await until(() => dead.length === 1)
    expect(tries.map((t) => t.retryCount)).toEqual([0, 1, 2])
    const [first, second] = [tries[1].at - tries[0].at, tries[2].at - tries[1].at]
    // 1 s, then about 2 s (pg-boss adds jitter, and the worker polls every 0.5 s).
    expect(first).toBeGreaterThanOrEqual(900)
    expect(second).toBeGreaterThan(first)
    expect(second).toBeGreaterThanOrEqual(1800)
    expect(dead).toEqual([{ data: { order: 42 } }])
    expect((await jobRows(name)).map((row) => [row.state, row.retry_count])).toEqual([['failed', 2]])
  })

  it('a retry limit given with send overrides the queue', async () => {
    const jobs = jobQueue()
    const name = fresh('once_only')
    let tries = 0
    await jobs.work(
      name,
      async () => {
        tries++
        throw new Error('no')
      },
      { retryLimit: 5, retryDelaySeconds: 1 },
    )
    await jobs.start()
    await jobs.send(name, {}, { retryLimit: 0 })
    await jobs.drain()
    expect(tries).toBe(1)
    expect((await jobRows(name)).map((row) => row.state)).toEqual(['failed'])
    expect(await jobRows(`${name}_dead`)).toHaveLength(1)
  })
})

describe('placement and shutdown', () => {
  it('WORKERS=0: jobs are queued with the queue settings, and this process runs none', async () => {
    const api = jobQueue({ workers: false })
    const name = fresh('elsewhere')
    let ran = 0
    await api.work(name, async () => void ran++, { retryLimit: 1, retryDelaySeconds: 3 })
    await api.start()
    await api.send(name, { n: 1 })
    await api.drain()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(ran).toBe(0)
    expect((await jobRows(name)).map((row) => row.state)).toEqual(['created'])
    expect(await api.queueSettings(name)).toMatchObject({ retryLimit: 1, retryDelaySeconds: 3 })

    // A worker process picks it up.
    const worker = jobQueue()
    await worker.work(name, async () => void ran++, { retryLimit: 1, retryDelaySeconds: 3 })
    await worker.start()
    await worker.drain()
    expect(ran).toBe(1)
  })

  it('stop lets a running job finish before it resolves', async () => {
    const jobs = jobQueue()
    const name = fresh('slow')
    let started = false
    let finished = false
    await jobs.work(name, async () => {
      started = true
      await new Promise((resolve) => setTimeout(resolve, 700))
      finished = true
    })
    await jobs.start()
    await jobs.send(name, {})
    await until(() => started)
    await jobs.stop()
    expect(finished).toBe(true)
    expect((await jobRows(name)).map((row) => row.state)).toEqual(['completed'])
    await expect(jobs.send(name, {})).rejects.toThrow(/stopped/)
  })

  it('a job outlasting the stop timeout runs again later, and its late end touches nothing', async () => {
    const jobs = jobQueue()
    const name = fresh('outlasting')
    let started = false
    let finished = false
    await jobs.work(name, async () => {
      started = true
      await new Promise((resolve) => setTimeout(resolve, 1_600))
      finished = true
    })
    await jobs.start()
    await jobs.send(name, {})
    await until(() => started)
    await jobs.stop(1_000)
    expect(finished).toBe(false)
    await until(() => finished)
    // pg-boss completes a job without awaiting it: the completion after the stop must neither reach
    // a closed pool (an unhandled rejection) nor mark done a job the stop already handed back.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await jobRows(name)).map((row) => row.state)).not.toContain('completed')
  })

  it('schedule stores a UTC cron for the queue and refuses a bad expression', async () => {
    const jobs = jobQueue()
    const name = fresh('nightly')
    await jobs.schedule(name, '0 3 * * *', { kind: 'cleanup' })
    const rows = await select<{ cron: string; timezone: string; data: unknown }>(
      'select cron, timezone, data from pgboss.schedule where name = $1',
      [name],
    )
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { cron: '0 3 * * *', timezone: 'UTC', data: { kind: 'cleanup' } },
    ])
    await expect(jobs.schedule(name, 'every day', {})).rejects.toThrow()
  })
})
