/**
 * The snapshot cache keeps a read only while the database is unchanged: any commit, in any table,
 * makes the next read compute again; a value is never kept when a commit landed while it was
 * computed, nor past its `until`.
 *
 * On PostgreSQL the snapshot is the whole cluster's and the test files beside this one commit now
 * and then, so "remembered" is asserted in a round that saw no commit anywhere (quietRound).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/helper.ts'
import type { Db } from './index.ts'
import { currentSnapshot, snapshotCache } from './snapshot-cache.ts'

let db: Db
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await db.execute(sql`create table if not exists snapshot_cache_probe (id serial primary key, note text)`)
})
afterAll(() => close())

const write = (note: string) => db.execute(sql`insert into snapshot_cache_probe (note) values (${note})`)

/** Runs `round` until one ran with no commit in the cluster; returns what that round returned. */
async function quietRound<T>(round: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const before = await currentSnapshot(db)
    const result = await round()
    if ((await currentSnapshot(db)) === before) return result
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('no round ran without a commit somewhere in the cluster')
}

describe('currentSnapshot', () => {
  it('shares reads between callers, each answer taken after its call began', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await currentSnapshot(db)
      await write(`round ${round}`)
      // fifty callers at once, some while a read is in flight: every one sees the commit
      const seen = await Promise.all(Array.from({ length: 50 }, () => currentSnapshot(db)))
      expect(seen.filter((snapshot) => snapshot === before)).toEqual([])
    }
  })
})

describe('snapshotCache', () => {
  it('remembers a read while nothing is written, and computes again after any commit', async () => {
    const cache = snapshotCache<number>({ maxEntries: 10 })
    let value = 1
    const read = () => cache.read(db, 'key', async () => ({ value }))
    const computedInRound = await quietRound(async () => {
      const start = cache.computed
      await read()
      value = 2 // not written to the database: the remembered value stands
      expect(await read()).toBe(1)
      expect(await read()).toBe(1)
      return cache.computed - start
    })
    expect(computedInRound).toBe(1)

    await write('anything') // a table the cached read never looked at
    const before = cache.computed
    expect(await read()).toBe(2)
    expect(cache.computed).toBe(before + 1)
  })

  it('keeps nothing that a commit landed beside, nor past its until', async () => {
    const cache = snapshotCache<string>({ maxEntries: 10 })
    // the computation itself commits: what it read may already be stale
    const start = cache.computed
    await cache.read(db, 'racing', async () => {
      await write('during the read')
      return { value: 'first' }
    })
    await cache.read(db, 'racing', async () => ({ value: 'second' }))
    expect(cache.computed).toBe(start + 2)

    const expired = await quietRound(async () => {
      const from = cache.computed
      await cache.read(db, 'timed', async () => ({ value: 'a', until: Date.now() + 60_000 }))
      await cache.read(db, 'timed', async () => ({ value: 'b', until: Date.now() + 60_000 }))
      await cache.read(db, 'ended', async () => ({ value: 'c', until: Date.now() - 1 }))
      const ended = await cache.read(db, 'ended', async () => ({ value: 'd', until: Date.now() - 1 }))
      return { computed: cache.computed - from, ended }
    })
    // 'timed' once, 'ended' twice (its value was over when it was asked for again)
    expect(expired).toEqual({ computed: 3, ended: 'd' })
  })

  it('runs one computation for readers that arrive together, and shares no failure', async () => {
    const cache = snapshotCache<{ n: number }>({ maxEntries: 10 })
    const together = await quietRound(async () => {
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
      return { runs, values }
    })
    expect(together.runs).toBe(1)
    expect(new Set(together.values).size).toBe(1)
    expect(Object.isFrozen(together.values[0])).toBe(true)

    // a computation that fails: those who waited for it compute on their own, in their own words
    const failing = snapshotCache<string>({ maxEntries: 10 })
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

  it('holds at most maxEntries values per snapshot', async () => {
    const cache = snapshotCache<string>({ maxEntries: 2 })
    const computed = await quietRound(async () => {
      const from = cache.computed
      for (const key of ['a', 'b', 'c', 'a', 'b', 'c'])
        await cache.read(db, key, async () => ({ value: key }))
      return cache.computed - from
    })
    // a, b and c once each, then c again: it did not fit
    expect(computed).toBe(4)
  })
})
