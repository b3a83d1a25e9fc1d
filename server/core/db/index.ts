/**
 * Opens the database the configuration asks for: the embedded PGlite in DATA_DIR/db by default,
 * PostgreSQL when DATABASE_URL is set. Both speak the same SQL, so the rest of the server only
 * sees a Drizzle `PgDatabase` and never needs to know which one it got.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import type { Config } from '../config.ts'

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
  const db = drizzlePglite({ client })
  let closed = false
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Notices such as "schema drizzle already exists, skipping" are expected on every start.
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client })
  let closed = false
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      if (closed) return
      closed = true
      await client.end({ timeout: 5 })
    },
  }
}
