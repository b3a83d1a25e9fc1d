/**
 * Read results kept for as long as the database has not changed. PostgreSQL's
 * `pg_current_snapshot()` (xmin:xmax:transactions in progress) moves with every transaction that
 * writes, in any table, and stays put while only reads run; a result computed entirely under one
 * snapshot is exact for every later read that finds the same snapshot. So a hit costs one trivial
 * statement instead of the read's joins, and any commit — a course edited, an enrolment, a review,
 * a job queued — makes the next read compute again.
 *
 * A result is kept only when the snapshot was the same before and after it was computed (its
 * statements saw one state of the data). What changes with time and no commit (a promo's end) is
 * the caller's to bound with `until`. A computed value is shared by every read that finds it, so it is
 * deep-frozen: nobody can change it under the others (and core/http/route.ts checks and
 * serialises a frozen answer once).
 */
import { sql } from 'drizzle-orm'
import type { Db } from './index.ts'
import { preparedQuery } from './prepared.ts'

const snapshotStatement = preparedQuery((db) =>
  db
    .select({ snapshot: sql<string>`pg_current_snapshot()::text` })
    .from(sql`(select 1) as one`)
    .prepare('current_snapshot'),
)

/** Per database: the snapshot read in flight, and the one that will follow it. */
interface SnapshotReads {
  running?: Promise<string>
  next?: Promise<string>
}
const reads = new WeakMap<Db, SnapshotReads>()

function startRead(db: Db, state: SnapshotReads): Promise<string> {
  const read = snapshotStatement(db)
    .execute()
    .then(([row]) => row.snapshot)
  state.running = read
  const done = () => {
    if (state.running === read) state.running = undefined
  }
  read.then(done, done)
  return read
}

/**
 * The database's current snapshot, as text: one that was read after this call began, so it
 * includes every commit acknowledged before it. Callers share reads: while one is in flight (it
 * may have begun before this call), the callers wait together for the next, so a burst of
 * requests costs two statements, not one each.
 */
export function currentSnapshot(db: Db): Promise<string> {
  const state: SnapshotReads = reads.get(db) ?? {}
  reads.set(db, state)
  if (!state.running) return startRead(db, state)
  const afterRunning = () => {
    state.next = undefined
    return startRead(db, state)
  }
  state.next ??= state.running.then(afterRunning, afterRunning)
  return state.next
}

/** Freezes the value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

interface Entry<T> {
  value: T
  /** Epoch milliseconds after which the value is stale even with no commit (undefined: never). */
  until: number | undefined
}

export interface SnapshotCache<T> {
  /**
   * The value for `key`: remembered if the database is as it was when it was computed, otherwise
   * computed (and remembered, within `maxEntries`, if no commit landed while computing).
   */
  read(db: Db, key: string, compute: () => Promise<{ value: T; until?: number }>): Promise<T>
  /** `read` for a value that stays true until the next commit, whatever the clock says. */
  value<V extends T>(db: Db, key: string, compute: () => Promise<V>): Promise<V>
  /** How many reads computed rather than remembered (for tests). */
  readonly computed: number
}

export function snapshotCache<T>({ maxEntries }: { maxEntries: number }): SnapshotCache<T> {
  const states = new WeakMap<Db, { snapshot: string; entries: Map<string, Entry<T>> }>()
  /**
   * Computations in flight, by database, snapshot and key. A hundred readers that find nothing
   * kept all wait for the first one's computation instead of each running the read: it began under
   * the snapshot they found, so it saw every commit acknowledged before their calls. A failure is
   * not shared (its message may be in another reader's language): each then computes its own.
   */
  const inFlight = new WeakMap<Db, Map<string, Promise<{ value: T; until?: number }>>>()
  let computed = 0
  return {
    get computed() {
      return computed
    },
    value<V extends T>(db: Db, key: string, compute: () => Promise<V>) {
      return this.read(db, key, async () => ({ value: await compute() })) as Promise<V>
    },
    async read(db, key, compute) {
      const before = await currentSnapshot(db)
      const state = states.get(db)
      if (state?.snapshot === before) {
        const hit = state.entries.get(key)
        if (hit && (hit.until === undefined || Date.now() < hit.until)) return hit.value
      }
      const running = inFlight.get(db) ?? new Map<string, Promise<{ value: T; until?: number }>>()
      inFlight.set(db, running)
      const flightKey = `${before}\n${key}`
      const shared = running.get(flightKey)
      if (shared) {
        const result = await shared.catch(() => null)
        if (result) return result.value
      }
      computed++
      const computation = compute().then((result) => ({ ...result, value: deepFreeze(result.value) }))
      if (!shared) {
        running.set(flightKey, computation)
        const done = () => {
          if (running.get(flightKey) === computation) running.delete(flightKey)
        }
        computation.then(done, done)
      }
      const { value, until } = await computation
      if ((await currentSnapshot(db)) !== before) return value
      let current = states.get(db)
      if (current?.snapshot !== before) {
        current = { snapshot: before, entries: new Map() }
        states.set(db, current)
      }
      if (current.entries.size < maxEntries || current.entries.has(key))
        current.entries.set(key, { value, until })
      return value
    },
  }
}
