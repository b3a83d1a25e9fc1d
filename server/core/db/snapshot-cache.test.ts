/**
 * The table-versioned cache keeps a read until a table it declared is written: a write to any
 * other table keeps it (the snapshot cache it replaces computed again after any commit anywhere).
 * It keeps nothing computed while a writer of its tables was in flight, nor past `until`, and it
 * refuses a computation that reads a versioned table its cache did not declare.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../features/accounts/factories.testing.ts'
import { createCourse } from '../../features/courses/factories.testing.ts'
import { openDatabase, type Database } from './index.ts'
import { openTestDatabase, usePostgres } from '../../testing/helper.ts'
import type { Db } from './index.ts'
import { rowsOf } from './sql.ts'
import { cacheRegistry, snapshotCache, tableVersions } from './snapshot-cache.ts'

let db: Db
let database: Database
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, database, close } = await openTestDatabase())
  await db.execute(sql`create table cache_probe_a (id serial primary key, note text)`)
  await db.execute(sql`create table cache_probe_b (id serial primary key, note text)`)
  // what core/db/index.ts runs after the migrations: new tables get their version and trigger
  await db.execute(sql`select aula_track_table_versions()`)
})
afterAll(() => close())

const countA = async () =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from cache_probe_a`))[0].n

describe('table versions', () => {
  it('gives every table of the public schema a version trigger', async () => {
    const missing = await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'aula_table_version')`,
    )
    expect(missing).toEqual([])
  })

  it('moves a table version on insert, update, delete and truncate, and no other', async () => {
    const versions = async () => (await tableVersions(db, 'cache_probe_a,cache_probe_b')).versions
    const seen = [await versions()]
    for (const write of [
      sql`insert into cache_probe_a (note) values ('x')`,
      sql`update cache_probe_a set note = 'y'`,
      sql`delete from cache_probe_a where note = 'nothing'`,
      sql`truncate cache_probe_a`,
    ]) {
      await db.execute(write)
      seen.push(await versions())
    }
    expect(new Set(seen).size).toBe(5)
    expect(new Set(seen.map((text) => text.split(',')[1])).size).toBe(1) // cache_probe_b never moved
  })

  it("moves the enrolment count's own version, not the courses', when an enrolment writes it (COLUMN_VERSIONS)", async () => {
    const versions = async () =>
      (await tableVersions(db, 'courses,course_enrolment_counts,course_enrolments')).versions.split(',')
    const { course } = await createCourse(db, { lessonCount: 0 })
    const { user } = await createUser(db)
    const before = await versions()
    // migration 0013's trigger updates the course's count
    await db.execute(
      sql`insert into course_enrolments (user_id, course_id) values (${user.id}, ${course.id})`,
    )
    const after = await versions()
    expect(after[0]).toBe(before[0])
    expect(after[1]).not.toBe(before[1])
    expect(after[2]).not.toBe(before[2])
    // any other write of courses, the count included, moves the table's version
    await db.execute(sql`update courses set enrolments_count = enrolments_count where id = ${course.id}`)
    expect((await versions())[0]).not.toBe(after[0])
  })

  it('makes a cache that reads a column versioned apart declare its version', async () => {
    const counts = snapshotCache<number>({ name: 'probe of counts', maxEntries: 1, tables: ['courses'] })
    await expect(
      counts.value(db, 'n', async () => {
        await db.execute(sql`select sum(enrolments_count) from courses`)
        return 1
      }),
    ).rejects.toThrow(/read course_enrolment_counts without declaring/)
  })

  it('shares reads between callers, each answer taken after its call began', async () => {
    for (let round = 0; round < 5; round++) {
      const before = (await tableVersions(db, 'cache_probe_a')).versions
      await db.execute(sql`insert into cache_probe_a (note) values (${`round ${round}`})`)
      // fifty callers at once, some while a read is in flight: every one sees the commit
      const seen = await Promise.all(Array.from({ length: 50 }, () => tableVersions(db, 'cache_probe_a')))
      expect(seen.filter((read) => read.versions === before)).toEqual([])
    }
  })
})

describe('snapshotCache', () => {
  it('keeps a read until one of its tables is written, whatever else is written', async () => {
    const cache = snapshotCache<number>({ name: 'probe a', maxEntries: 10, tables: ['cache_probe_a'] })
    const read = () => cache.value(db, 'key', countA)
    const first = await read()
    expect(cache.computed).toBe(1)
    expect(await read()).toBe(first)
    // another table, many times: kept
    for (let i = 0; i < 5; i++) await db.execute(sql`insert into cache_probe_b (note) values ('elsewhere')`)
    expect(await read()).toBe(first)
    expect(cache.computed).toBe(1)
    // its own table: computed again, and the write is in the answer
    await db.execute(sql`insert into cache_probe_a (note) values ('counted')`)
    expect(await read()).toBe(first + 1)
    expect(await read()).toBe(first + 1)
    expect(cache.computed).toBe(2)
    expect(cacheRegistry.get('probe a')).toMatchObject({ tables: ['cache_probe_a'], computed: 2 })
  })

  it('keeps nothing past its until', async () => {
    const cache = snapshotCache<string>({ name: 'probe until', maxEntries: 10, tables: ['cache_probe_a'] })
    await cache.read(db, 'timed', async () => ({ value: 'a', until: Date.now() + 60_000 }))
    await cache.read(db, 'timed', async () => ({ value: 'b', until: Date.now() + 60_000 }))
    await cache.read(db, 'ended', async () => ({ value: 'c', until: Date.now() - 1 }))
    const ended = await cache.read(db, 'ended', async () => ({ value: 'd', until: Date.now() - 1 }))
    // 'timed' once, 'ended' twice (its value was over when it was asked for again)
    expect({ computed: cache.computed, ended }).toEqual({ computed: 3, ended: 'd' })
  })

  it('runs one computation for readers that arrive together, and shares no failure', async () => {
    const cache = snapshotCache<{ n: number }>({
      name: 'probe burst',
      maxEntries: 10,
      tables: ['cache_probe_a'],
    })
    let runs = 0
    const values = await Promise.all(
      Array.from({ length: 50 }, () =>
        cache.read(db, 'burst', async () => {
          runs++
          await new Promise((resolve) => setTimeout(resolve, 20))
          return { value: { n: runs } }
        }),
      ),
    )
    expect(runs).toBe(1)
    expect(new Set(values).size).toBe(1)
    expect(Object.isFrozen(values[0])).toBe(true)

    // a computation that fails: those who waited for it compute on their own, in their own words
    const failing = snapshotCache<string>({
      name: 'probe failing',
      maxEntries: 10,
      tables: ['cache_probe_a'],
    })
    const answers = await Promise.allSettled(
      ['it', 'en', 'en'].map((locale, index) =>
        failing.read(db, 'missing', async () => {
          await new Promise((resolve) => setTimeout(resolve, 20))
          if (index === 0) throw new Error(`non trovato (${locale})`)
          return { value: `found by ${locale}` }
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
  })

  it('holds at most maxEntries values per version of its tables', async () => {
    const cache = snapshotCache<string>({ name: 'probe full', maxEntries: 2, tables: ['cache_probe_a'] })
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) await cache.read(db, key, async () => ({ value: key }))
    // a, b and c once each, then c again: it did not fit
    expect(cache.computed).toBe(4)
  })

  it('refuses a computation that reads a table its cache did not declare, directly or through another cache', async () => {
    const wrong = snapshotCache<number>({
      name: 'probe undeclared',
      maxEntries: 10,
      tables: ['cache_probe_b'],
    })
    await expect(wrong.value(db, 'k', countA)).rejects.toThrow(
      'The cache "probe undeclared" read cache_probe_a without declaring them',
    )
    const inner = snapshotCache<number>({ name: 'probe inner', maxEntries: 10, tables: ['cache_probe_a'] })
    await inner.value(db, 'k', countA) // kept: the outer read below finds it without a statement
    const outer = snapshotCache<number>({ name: 'probe outer', maxEntries: 10, tables: ['cache_probe_b'] })
    await expect(outer.value(db, 'k', () => inner.value(db, 'k', countA))).rejects.toThrow(
      'The cache "probe outer" read cache_probe_a without declaring them',
    )
  })
})

describe.runIf(usePostgres)('on PostgreSQL with another process', () => {
  let other: Database
  beforeAll(async () => {
    other = await openDatabase({ dataDir: '', databaseUrl: database.url })
  })
  afterAll(() => other.close())

  it("sees the other process's commits to its tables and keeps its answer through the rest", async () => {
    const cache = snapshotCache<number>({
      name: 'probe two processes',
      maxEntries: 10,
      tables: ['cache_probe_a'],
    })
    const read = () => cache.value(db, 'count', countA)
    const first = await read()
    await other.db.execute(sql`insert into cache_probe_b (note) values ('elsewhere')`)
    expect(await read()).toBe(first)
    expect(cache.computed).toBe(1)
    await other.db.execute(sql`insert into cache_probe_a (note) values ('there')`)
    expect(await read()).toBe(first + 1)
    expect(cache.computed).toBe(2)
  })

  it('keeps nothing computed while a writer of its tables is in flight, and sees its commit', async () => {
    const cache = snapshotCache<number>({
      name: 'probe in flight',
      maxEntries: 10,
      tables: ['cache_probe_a'],
    })
    const read = () => cache.value(db, 'count', countA)
    const first = await read()
    let commit!: () => void
    const committed = new Promise<void>((resolve) => (commit = resolve))
    let written!: () => void
    const wrote = new Promise<void>((resolve) => (written = resolve))
    const writer = other.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cache_probe_a (note) values ('in flight')`)
      written()
      await committed
    })
    await wrote
    // the version moved but the row is not committed: each read computes, none is kept
    expect(await read()).toBe(first)
    expect(await read()).toBe(first)
    expect(cache.computed).toBe(3)
    expect((await tableVersions(db, 'cache_probe_a')).quiet).toBe(false)
    // readers arriving together share a computation that began after their calls: not one each
    const together = await Promise.all(Array.from({ length: 50 }, read))
    expect(together).toEqual(Array.from({ length: 50 }, () => first))
    expect(cache.computed).toBeLessThanOrEqual(5)
    const computedInFlight = cache.computed
    commit()
    await writer
    expect(await read()).toBe(first + 1)
    expect(await read()).toBe(first + 1)
    expect(cache.computed).toBe(computedInFlight + 1)
  })
})
