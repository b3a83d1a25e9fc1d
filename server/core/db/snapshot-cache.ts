/**
 * Read results kept until a table they read changes. Every table of the public schema has a
 * version (migration 0038): a statement-level trigger moves the table's sequence in the
 * `table_versions` schema on every INSERT, UPDATE, DELETE or TRUNCATE, and holds a shared advisory
 * lock on the table until the writing transaction ends. Each cache declares the tables its reads
 * look at; a read first takes their versions in one statement (shared by the readers that arrive
 * together) and reuses a kept answer computed under the same versions. So a job queued, a lesson's
 * progress or a message sent no longer recomputes the catalogue: only a write to a table the answer
 * reads does.
 *
 * Why that is exact, with any number of processes on one database: the version statement also
 * tries, for each table, the exclusive form of the writers' lock. When it gets them all ("quiet"),
 * no writer of those tables was in flight: every write whose version it saw had ended, so a
 * computation that starts afterwards sees it, and every later write moves a version before it
 * commits. An answer is kept (and shared with readers waiting for it) only when computed after a
 * quiet version read; when a writer is in flight each reader computes its own. A hit needs no
 * quietness: same versions means no write has reached those tables since the quiet read.
 *
 * A few columns written far more often than the rest of their table move a version of their own
 * (COLUMN_VERSIONS, migration 0048): every enrolment writes its course's count, so the reads that
 * show a count declare its version beside the table's, and the others (the search, a course's
 * lessons) are not computed again for it.
 *
 * What changes with time and no write (a promo's end) is the caller's to bound with `until`. A
 * computed value is shared by every read that finds it, so it is deep-frozen: nobody can change it
 * under the others (and core/http/route.ts checks and serialises a frozen answer once).
 *
 * Under the tests (VITEST set, or AULA_CHECK_CACHE_TABLES=1) every computation's statements are
 * recorded (the Drizzle logger core/db/index.ts installs) and a computation that reads a versioned
 * table its cache did not declare fails, so a missing declaration cannot hide
 * (AULA_CACHE_TABLES_LOG=1 prints `CACHE-TABLES <cache>: <tables>` instead of failing: how to list
 * what a new cache reads from the tests that call it).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { getTableName, sql, type Table } from 'drizzle-orm'
import type { Logger } from 'drizzle-orm/logger'
import type { Db } from './index.ts'
import { preparedQuery } from './prepared.ts'
import { rowsOf } from './sql.ts'

const versionsStatement = preparedQuery((db) =>
  db
    .select({ versions: sql<string>`v.versions`, quiet: sql<boolean>`v.quiet` })
    .from(sql`aula_table_versions(${sql.placeholder('names')}) as v`)
    .prepare('table_versions'),
)

export interface TableVersions {
  /** The versions of the tables asked for, as one text (equal texts: none of them was written). */
  versions: string
  /** No writer of any of those tables was in flight when they were read. */
  quiet: boolean
}

/** Per database and table list: the version read in flight, and the one that will follow it. */
interface VersionReads {
  running?: Promise<TableVersions>
  next?: Promise<TableVersions>
}
const reads = new WeakMap<Db, Map<string, VersionReads>>()

function startRead(db: Db, names: string, state: VersionReads): Promise<TableVersions> {
  const read = versionsStatement(db)
    .execute({ names })
    .then(([row]) => ({ versions: row.versions, quiet: row.quiet }))
  state.running = read
  const done = () => {
    if (state.running === read) state.running = undefined
  }
  read.then(done, done)
  return read
}

/**
 * The versions of `names` (comma-separated table names): read after this call began, so they
 * include every commit acknowledged before it. Callers share reads: while one is in flight (it may
 * have begun before this call), the callers wait together for the next, so a burst of requests
 * costs two statements, not one each.
 */
export function tableVersions(db: Db, names: string): Promise<TableVersions> {
  let byNames = reads.get(db)
  if (!byNames) reads.set(db, (byNames = new Map()))
  let state = byNames.get(names)
  if (!state) byNames.set(names, (state = {}))
  const current = state
  if (!current.running) return startRead(db, names, current)
  const afterRunning = () => {
    current.next = undefined
    return startRead(db, names, current)
  }
  current.next ??= current.running.then(afterRunning, afterRunning)
  return current.next
}

/** Freezes the value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// Declared tables, checked under the tests

const checking = Boolean(process.env.VITEST) || process.env.AULA_CHECK_CACHE_TABLES === '1'

/** The statements a computation ran (and the tables of the cached reads it called). */
const recording = new AsyncLocalStorage<Set<string>>()

/** Drizzle's logger for every database opened by core/db/index.ts: records a computation's statements. */
export const statementRecorder: Logger = {
  logQuery(query) {
    if (checking) recording.getStore()?.add(query)
  },
}

/**
 * Columns versioned apart from their table (migration 0048's list, the same): a write to the column
 * moves `version`, not the table's version. A read of the column declares `version`.
 */
export const COLUMN_VERSIONS = [
  { table: 'courses', column: 'enrolments_count', version: 'course_enrolment_counts' },
] as const

const tablesNamed = /\b(?:from|join|update|into)\s+("?)([a-z_][a-z0-9_]*)\1/gi
const versionedTables = new WeakMap<Db, Promise<Set<string>>>()

function versionedTablesOf(db: Db): Promise<Set<string>> {
  let known = versionedTables.get(db)
  if (!known) {
    known = rowsOf<{ name: string }>(
      db,
      sql`select relname as name from pg_class where relnamespace = 'table_versions'::regnamespace`,
    ).then((rows) => new Set(rows.map((row) => row.name)))
    versionedTables.set(db, known)
  }
  return known
}

/** The versioned tables the statements name that `declared` leaves out. */
export async function undeclaredTables(db: Db, statements: Iterable<string>, declared: readonly string[]) {
  const versioned = await versionedTablesOf(db)
  const missing = new Set<string>()
  for (const statement of statements) {
    for (const [, , name] of statement.matchAll(tablesNamed))
      if (versioned.has(name) && !declared.includes(name)) missing.add(name)
    for (const { column, version } of COLUMN_VERSIONS)
      if (!declared.includes(version) && new RegExp(`\\b${column}\\b`).test(statement)) missing.add(version)
  }
  return [...missing].sort()
}

// ---------------------------------------------------------------------------------------------

interface Entry<T> {
  value: T
  /** Epoch milliseconds after which the value is stale even with no write (undefined: never). */
  until: number | undefined
}

export interface SnapshotCache<T> {
  /** What the cache is for, in error messages and the registry. */
  readonly name: string
  /** The tables its reads look at. */
  readonly tables: readonly string[]
  /**
   * The value for `key`: remembered if none of the cache's tables was written since it was
   * computed, otherwise computed (and remembered, within `maxEntries`, when no writer of those
   * tables was in flight as it began).
   */
  read(db: Db, key: string, compute: () => Promise<{ value: T; until?: number }>): Promise<T>
  /** `read` for a value that stays true until its tables are written, whatever the clock says. */
  value<V extends T>(db: Db, key: string, compute: () => Promise<V>): Promise<V>
  /** How many reads computed rather than remembered (for tests). */
  readonly computed: number
}

export interface SnapshotCacheOptions {
  name: string
  maxEntries: number
  /** Every table a computation reads (Drizzle tables or names), directly or through another cache. */
  tables: readonly (Table | string)[]
}

/**
 * Every cache made, by name: the tables it declared (the tests write to each of them) and how many
 * reads computed, summed over the caches of that name (an app builds its own).
 */
export const cacheRegistry = new Map<string, { tables: readonly string[]; computed: number }>()

export function snapshotCache<T>({ name, maxEntries, tables }: SnapshotCacheOptions): SnapshotCache<T> {
  const tableNames = [
    ...new Set(tables.map((table) => (typeof table === 'string' ? table : getTableName(table)))),
  ].sort()
  const names = tableNames.join(',')
  const asStatement = tableNames.map((table) => `from "${table}"`).join(' ')
  const states = new WeakMap<Db, { versions: string; entries: Map<string, Entry<T>> }>()
  /**
   * Computations in flight, by database, versions and key. A hundred readers that find nothing
   * kept all wait for the first one's computation instead of each running the read: it began after
   * a quiet read of the versions they found, so it saw every commit acknowledged before their calls.
   * A failure is not shared (its message may be in another reader's language): each then computes
   * its own.
   */
  const inFlight = new WeakMap<Db, Map<string, Promise<{ value: T; until?: number }>>>()
  let computed = 0
  const registered = cacheRegistry.get(name) ?? { tables: tableNames, computed: 0 }
  registered.tables = tableNames
  cacheRegistry.set(name, registered)

  async function computeChecked(db: Db, compute: () => Promise<{ value: T; until?: number }>) {
    if (!checking) return compute()
    const statements = new Set<string>()
    const result = await recording.run(statements, compute)
    const missing = await undeclaredTables(db, statements, tableNames)
    if (missing.length > 0 && process.env.AULA_CACHE_TABLES_LOG)
      console.error(`CACHE-TABLES ${name}: ${missing.join(',')}`)
    else if (missing.length > 0)
      throw new Error(`The cache "${name}" read ${missing.join(', ')} without declaring them in its tables`)
    return result
  }

  function start(db: Db, compute: () => Promise<{ value: T; until?: number }>) {
    computed++
    registered.computed++
    return computeChecked(db, compute).then((result) => ({ ...result, value: deepFreeze(result.value) }))
  }

  /**
   * Per database and key, for readers who found a writer of the tables in flight (nothing they
   * compute is kept): the computation running and the one that will follow it. A reader shares a
   * computation only if it began after the reader's call, so it saw every commit acknowledged
   * before it: while one runs, the readers arriving wait together for the next. A hundred readers
   * of a busy table so run one computation at a time instead of a hundred.
   */
  const afterCalls = new WeakMap<Db, Map<string, { running?: Promise<Computed>; next?: Promise<Computed> }>>()
  type Computed = { value: T; until?: number }

  async function afterCall(db: Db, key: string, compute: () => Promise<Computed>): Promise<Computed> {
    let byKey = afterCalls.get(db)
    if (!byKey) afterCalls.set(db, (byKey = new Map()))
    let slot = byKey.get(key)
    if (!slot) byKey.set(key, (slot = {}))
    const own = slot
    const run = () => {
      own.next = undefined
      const computation = start(db, compute)
      own.running = computation
      const done = () => {
        if (own.running !== computation) return
        own.running = undefined
        if (!own.next && byKey.get(key) === own) byKey.delete(key)
      }
      computation.then(done, done)
      return computation
    }
    if (!own.running) return run()
    own.next ??= own.running.then(run, run)
    // a failure is not shared (its message may be in another reader's language)
    return own.next.catch(() => start(db, compute))
  }

  const cache: SnapshotCache<T> = {
    name,
    tables: tableNames,
    get computed() {
      return computed
    },
    value<V extends T>(db: Db, key: string, compute: () => Promise<V>) {
      return this.read(db, key, async () => ({ value: await compute() })) as Promise<V>
    },
    async read(db, key, compute) {
      // a cached read inside another's computation: the outer one reads these tables too
      recording.getStore()?.add(asStatement)
      const { versions, quiet } = await tableVersions(db, names)
      const state = states.get(db)
      if (state?.versions === versions) {
        const hit = state.entries.get(key)
        if (hit && (hit.until === undefined || Date.now() < hit.until)) return hit.value
      }
      if (!quiet) return (await afterCall(db, key, compute)).value
      let running = inFlight.get(db)
      if (!running) inFlight.set(db, (running = new Map()))
      const flightKey = `${versions}\n${key}`
      const shared = running.get(flightKey)
      if (shared) {
        const result = await shared.catch(() => null)
        if (result) return result.value
      }
      const computation = start(db, compute)
      if (!shared) {
        running.set(flightKey, computation)
        const done = () => {
          if (running.get(flightKey) === computation) running.delete(flightKey)
        }
        computation.then(done, done)
      }
      const { value, until } = await computation
      let current = states.get(db)
      if (current?.versions !== versions) {
        current = { versions, entries: new Map() }
        states.set(db, current)
      }
      if (current.entries.size < maxEntries || current.entries.has(key))
        current.entries.set(key, { value, until })
      return value
    },
  }
  return cache
}
