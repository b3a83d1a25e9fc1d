/**
 * `npm run worker`: the job queue's workers alone, without HTTP, on PostgreSQL (DATABASE_URL). The
 * API processes then run with WORKERS=0 and only queue jobs; any number of workers share the
 * queues (pg-boss hands each job to one of them). The app is built as for the API, so every area's
 * services.ts registers its workers exactly as it does there, but nothing listens.
 * SIGTERM/SIGINT stop fetching, let running jobs finish, close the database and exit 0.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './core/app.ts'
import { openDatabase } from './core/db/index.ts'
import { initializeDatabase } from './core/db/init.ts'
import { readConfigOrExit, stopOnSignals } from './core/process.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

async function main(): Promise<void> {
  const config = readConfigOrExit()
  if (!config.databaseUrl) {
    // The embedded database belongs to the one API process (DATA_DIR lock), which runs the workers.
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with the embedded database the API process runs the workers itself (WORKERS=1).',
    )
    process.exit(1)
  }
  const database = await openDatabase(config)
  // WORKERS=0 is how the API processes are told to leave jobs to this one; here it makes no sense.
  const app = await buildApp({ ...config, workers: true }, { database, distDir: path.join(ROOT, 'dist') })
  try {
    // Migrations and pg-boss's schema, in case the workers start before any API process.
    await initializeDatabase(database, { seedDemo: config.seedDemo })
    await app.ready()
  } catch (error) {
    app.log.error({ err: error }, 'could not start the workers')
    await app.close().catch(() => {})
    await database.close()
    process.exit(1)
  }
  app.log.info('Aula workers are running (no HTTP)')

  stopOnSignals(app, database, { message: 'shutting down: finishing running jobs' })
}

await main()
