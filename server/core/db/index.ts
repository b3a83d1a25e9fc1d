/**
 * Opens the database the configuration asks for: the embedded PGlite in DATA_DIR/db by default,
 * PostgreSQL when DATABASE_URL is set. Both speak the same SQL, so the rest of the server only
 * sees a Drizzle `PgDatabase` and never needs to know which one it got.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import type { Config } from '../config.ts'
import { statementRecorder } from './snapshot-cache.ts'

/**
 * The Drizzle handle. Queries name their tables (imported from the core's or an area's tables.ts)
 * and nothing uses Drizzle's relational `db.query` API, so the client is built without a schema
 * object and the core needs to know no area's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other process sharing the database runs its own: PostgreSQL holds a
   * session advisory lock on a connection of its own meanwhile. Several API processes and workers
   * starting together on a new database would otherwise create the same tables at once (seen:
   * duplicate key in pg_type_typname_nsp_index) and deadlock in pg-boss's queue creation. PGlite
   * has one process per DATA_DIR already (data-dir-lock.ts), so it just runs `work`.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** Waits for running queries, then closes; for PGlite this flushes everything to DATA_DIR. */
  close(): Promise<void>
  /** The embedded engine, when that is what runs (tests dump it as a template). */
  pglite?: PGlite
  /** PostgreSQL only: the connection URL, for what needs connections of its own (the job queue). */
  url?: string
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep the database in memory instead of DATA_DIR/db. */
  memory?: boolean
  /** PGlite only: start from a data directory dump (`pglite.dumpDataDir()`), e.g. a migrated template. */
  loadDataDir?: Blob
}

/**
 * The extensions the migrations create (pg_trgm: search's trigram indexes, migration 0029). Every
 * PGlite that opens a migrated database must load them, or writing an indexed row fails.
 */
export const PGLITE_EXTENSIONS = { pg_trgm }

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Runs the migrations, then gives any table they created its version and trigger (migration 0038,
 * core/db/snapshot-cache.ts): a later migration's table is versioned without saying so.
 */
async function migrateThen(db: Db, migrate: () => Promise<void>): Promise<void> {
  await migrate()
  await db.execute(sql`select aula_track_table_versions()`)
}

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  return openPglite(options.memory ? undefined : path.resolve(config.dataDir, 'db'), options.loadDataDir)
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true })
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: PGLITE_EXTENSIONS })
  const db = drizzlePglite({ client, logger: statementRecorder })
  let closed = false
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migrateThen(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusively: (work) => work(),
    async close() {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}

// Any constant works; it only has to be the same for every process sharing a PostgreSQL database.
const STARTUP_LOCK_ID = 4_242_003

/** At most this many statement texts are prepared per process (each on every connection that runs it). */
const PREPARED_TEXTS = 2_000

/**
 * Drizzle runs every query it has not been told to `.prepare(name)` as an unnamed statement, so
 * PostgreSQL parses and plans it again on every call: a feed post's five statements spent more time
 * being planned than executed. A parameterised text is the same for every call of one query
 * shape, so it is prepared (postgres.js keeps it per connection, PostgreSQL its plan). Texts
 * without parameters (migrations, SQL with values written in) stay unnamed, and so does any text
 * beyond the first PREPARED_TEXTS, so a query built with varying SQL cannot grow the caches forever.
 */
export function preparingParameterised(client: postgres.Sql): postgres.Sql {
  const unsafe = client.unsafe.bind(client)
  const prepared = new Set<string>()
  client.unsafe = ((query: string, parameters?: unknown[], options?: { prepare?: boolean }) => {
    if (parameters?.length && !options?.prepare) {
      if (!prepared.has(query) && prepared.size < PREPARED_TEXTS) prepared.add(query)
      if (prepared.has(query)) return unsafe(query, parameters as never, { ...options, prepare: true })
    }
    return unsafe(query, parameters as never, options)
  }) as typeof client.unsafe
  return client
}

async function openPostgres(url: string): Promise<Database> {
  // Notices such as "schema drizzle already exists, skipping" are expected on every start.
  const client = preparingParameterised(postgres(url, { max: 10, onnotice: () => {} }))
  const db = drizzlePostgres({ client, logger: statementRecorder })
  let closed = false
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migrateThen(db, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    async exclusively(work) {
      const connection = await client.reserve()
      try {
        await connection`select pg_advisory_lock(${STARTUP_LOCK_ID})`
        return await work()
      } finally {
        await connection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch(() => {})
        connection.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await client.end({ timeout: 5 })
    },
  }
}
