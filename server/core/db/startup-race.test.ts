/**
 * Several processes starting together on one new PostgreSQL database (npm run cluster, a rolling
 * deploy with a new migration): each opens its own pool, migrates, installs the job schema and
 * creates queues at the same moment. Without the startup lock (index.ts `exclusively`) two of them
 * created the same table at once (duplicate key in pg_type_typname_nsp_index), and pg-boss's
 * create_queue deadlocked (40P01). PostgreSQL only: PGlite has one process per DATA_DIR.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { usePostgres } from '../../testing/helper.ts'
import { createJobQueue, racingOtherProcesses } from '../jobs/index.ts'
import { openDatabase, type Database } from './index.ts'
import { initializeDatabase } from './init.ts'

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'

describe.skipIf(!usePostgres)('processes starting together on one new PostgreSQL database', () => {
  const name = `aula_test_${process.pid}_startup_${randomBytes(4).toString('hex')}`
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const opened: Database[] = []

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })

  it('migrate, install the job queue and create the same queues once, whoever comes first', async () => {
    await admin.unsafe(`create database "${name}"`)
    const starts = Array.from({ length: 4 }, async () => {
      const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
      opened.push(database)
      return initializeDatabase(database, { seedDemo: false })
    })
    const results = await Promise.all(starts)
    expect(results.filter((result) => result.created)).toHaveLength(1)

    const log = { error: () => {}, warn: () => {} }
    const queues = opened.map((database) => createJobQueue(database, { workers: false, log }))
    await Promise.all(queues.map((jobs) => jobs.start()))
    await Promise.all(queues.map((jobs) => jobs.send('startup-race', { n: 1 })))
    const database = postgres(url.toString(), { max: 1, onnotice: () => {} })
    const [{ count }] =
      await database`select count(*)::int as count from pgboss.queue where name like 'startup-race%'`
    await database.end()
    expect(count).toBe(2)
    await Promise.all(queues.map((jobs) => jobs.stop()))
  })

  it('a queue creation that lost a deadlock or a duplicate race is tried again; other errors are not', async () => {
    let calls = 0
    const lost = Object.assign(new Error('deadlock detected'), { code: '40P01' })
    expect(await racingOtherProcesses(async () => (++calls < 3 ? Promise.reject(lost) : 'made'))).toBe('made')
    expect(calls).toBe(3)
    const other = Object.assign(new Error('permission denied'), { code: '42501' })
    await expect(racingOtherProcesses(() => Promise.reject(other))).rejects.toThrow('permission denied')
  })
})
