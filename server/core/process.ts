/**
 * What `npm start` (server/main.ts) and `npm run worker` (server/worker.ts) do alike as processes:
 * refuse a bad environment with its message and exit 1, and stop gracefully on SIGTERM/SIGINT.
 */
import type { FastifyInstance } from 'fastify'
import { ConfigError, loadConfig, type Config } from './config.ts'
import type { Database } from './db/index.ts'

/**
 * A shutdown that takes longer than this is stuck; exit rather than hang the deploy (running jobs
 * fit: the queue's own graceful stop is 10 s).
 */
const SHUTDOWN_TIMEOUT_MS = 15_000

/** The environment's config, or its message on stderr and exit 1 (no stack trace for a typo). */
export function readConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

export interface StopOptions {
  /** Logged when the signal arrives: what the process is waiting for. */
  message: string
  /** Runs after the database is closed (the DATA_DIR lock's release). */
  afterClose?: () => void
}

/**
 * SIGTERM/SIGINT: close the app (no new connections; in-flight requests answered, running jobs
 * finished, fetching ended), then the database so PGlite flushes everything, then exit 0. A second
 * signal while stopping is ignored; a stop that hangs past the timeout exits 1.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, options: StopOptions): void {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, options.message)
    setTimeout(() => {
      app.log.error('shutdown timed out')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    try {
      await app.close()
      await database.close()
      options.afterClose?.()
      app.log.info('stopped cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', (signal) => void stop(signal))
  process.on('SIGINT', (signal) => void stop(signal))
}
