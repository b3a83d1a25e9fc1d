/**
 * First-start logic shared by `npm start` and the tests: apply migrations, then, only when the
 * database has never been initialised, load the demo data (every area's seed.ts, see seeds.ts).
 * The marker row and the demo data are written in one transaction, so a start that crashes
 * half-way simply seeds again next time.
 */
import { eq, sql } from 'drizzle-orm'
import { installJobSchema } from '../jobs/index.ts'
import type { Database } from './index.ts'
import { seedDemoData, type SeedCounts } from './seeds.ts'
import { appMeta } from './tables.ts'

const INITIALIZED_KEY = 'initialized_at'
// Any constant works; it only has to be the same for every process sharing a PostgreSQL database.
const INIT_LOCK_ID = 4_242_001

export interface InitializeResult {
  /** True when this call initialised a new database. */
  created: boolean
  /** The demo rows written, when the demo data was loaded. */
  seeded: SeedCounts | null
}

export interface InitializeOptions {
  seedDemo: boolean
  /** A ready hash of the demo password (skips hashing it). */
  passwordHash?: string
  /** Where the areas and their seed.ts live (default server/features). */
  featuresDir?: string
}

export async function initializeDatabase(
  database: Database,
  options: InitializeOptions,
): Promise<InitializeResult> {
  // One process at a time migrates; the next finds nothing left to do (index.ts `exclusively`).
  await database.exclusively(async () => {
    await database.migrate()
    // The job queue's tables live beside the application's (pg-boss owns the `pgboss` schema).
    await installJobSchema(database)
  })
  return database.db.transaction(async (tx) => {
    // Several API processes may start together on one PostgreSQL: only one of them seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${INIT_LOCK_ID})`)
    const marker = await tx.select().from(appMeta).where(eq(appMeta.key, INITIALIZED_KEY))
    if (marker.length > 0) return { created: false, seeded: null }
    const seeded = options.seedDemo
      ? await seedDemoData(tx, { passwordHash: options.passwordHash, featuresDir: options.featuresDir })
      : null
    await tx.insert(appMeta).values({
      key: INITIALIZED_KEY,
      value: { at: new Date().toISOString(), demo_data: options.seedDemo },
    })
    return { created: true, seeded }
  })
}
