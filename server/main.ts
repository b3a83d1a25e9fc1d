/**
 * `npm start`: config -> the DATA_DIR lock (PGlite) -> SPA build when stale -> database (migrations,
 * demo data on a new one) -> listen (and, unless WORKERS=0, run the job workers). SIGTERM/SIGINT
 * stop accepting connections, let in-flight requests and running jobs finish (the job queue stops
 * with the app), then close the database so PGlite flushes everything to DATA_DIR, release the
 * lock, and exit 0.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './core/app.ts'
import { buildSpaIfStale } from './core/build-spa.ts'
import type { Config } from './core/config.ts'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './core/db/data-dir-lock.ts'
import { openDatabase } from './core/db/index.ts'
import { initializeDatabase } from './core/db/init.ts'
import { readConfigOrExit, stopOnSignals } from './core/process.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The embedded database belongs to one process (a second one would overwrite its files); taken
 * before anything else so a second `npm start` stops at once, without building or migrating.
 * PostgreSQL serves many processes and needs no lock.
 */
async function lockData(config: Config): Promise<DataDirLock | undefined> {
  if (config.databaseUrl) return undefined
  try {
    return await lockDataDir(config.dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit()
  // Released by stopOnSignals' stop below, and on any other exit (a failed start included) by its exit handler.
  const lock = await lockData(config)
  if (process.env.AULA_SKIP_BUILD !== '1') await buildSpaIfStale(ROOT)

  const database = await openDatabase(config)
  const app = await buildApp(config, { database, distDir: path.join(ROOT, 'dist') })
  try {
    const init = await initializeDatabase(database, { seedDemo: config.seedDemo })
    if (init.created)
      app.log.info({ database: database.kind, demoData: init.seeded }, 'new database initialised')
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    app.log.error({ err: error }, 'could not start')
    await app.close().catch(() => {})
    await database.close()
    process.exit(1)
  }
  app.log.info(
    `Aula is running at ${config.publicUrl} (database: ${database.kind}, data: ${config.dataDir}, job workers: ${config.workers ? 'on' : 'off'})`,
  )

  stopOnSignals(app, database, {
    message: 'shutting down: finishing in-flight requests',
    afterClose: () => lock?.release(),
  })
}

await main()
