/**
 * pg-boss reaches the database through one method, `executeSql(text, values)`. These adapters give
 * it the application's own database: the embedded PGlite (one connection, shared with the API) or
 * a small `pg` pool on DATABASE_URL, plus a transaction the queue needs for `singletonKey`.
 */
import { createRequire } from 'node:module'
import type { PGlite, Transaction } from '@electric-sql/pglite'

export interface SqlResult {
  rows: Record<string, unknown>[]
  rowCount: number
}

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>
}

export interface JobsSql extends SqlExecutor {
  /** Runs `work` in one transaction; the executor it gets sends every statement through it. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  close(): Promise<void>
}

type PgliteLike = Pick<PGlite, 'exec' | 'query'> | Transaction

async function runPglite(client: PgliteLike, text: string, values?: unknown[]): Promise<SqlResult> {
  // pg-boss's migrations are several statements in one text: only the simple protocol (exec) runs
  // those, and it takes no parameters. Everything with parameters goes through query.
  if (!values || values.length === 0) {
    const results = await client.exec(text)
    const last = results[results.length - 1]
    return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 }
  }
  const result = await client.query<Record<string, unknown>>(text, values)
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
}

/**
 * PGlite runs one statement at a time and a transaction holds it whole, so pg-boss's polling simply
 * queues behind the API's transactions and never interleaves with them. The price: a job sent from
 * inside a `db.transaction` callback would wait for that very transaction (see JobQueue.send).
 */
export function pgliteSql(pglite: PGlite): JobsSql {
  return settling({
    executeSql: (text, values) => runPglite(pglite, text, values),
    transaction: (work) =>
      pglite.transaction((tx) => work({ executeSql: (text, values) => runPglite(tx, text, values) })),
    // The database belongs to the application, which closes it.
    close: async () => {},
  })
}

/** The part of `pg` used here (pg-boss's own driver, a declared dependency; it ships no types). */
interface PgQueryable {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
}
interface PgPool extends PgQueryable {
  connect(): Promise<PgQueryable & { release(error?: Error): void }>
  end(): Promise<void>
  on(event: 'error', listener: (error: Error) => void): void
}
interface PgModule {
  Pool: new (options: { connectionString: string; max: number; application_name: string }) => PgPool
}

const require = createRequire(import.meta.url)

async function runPg(client: PgQueryable, text: string, values?: unknown[]): Promise<SqlResult> {
  const result = await client.query(text, values)
  return { rows: result.rows ?? [], rowCount: result.rowCount ?? 0 }
}

/** pg-boss's own driver (`pg`), on its own small pool: workers never take the API's connections. */
export function postgresSql(url: string, onError: (error: Error) => void): JobsSql {
  const { Pool } = require('pg') as PgModule
  const pool = new Pool({ connectionString: url, max: 4, application_name: 'aula-jobs' })
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', onError)
  return settling({
    executeSql: (text, values) => runPg(pool, text, values),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({ executeSql: (text, values) => runPg(client, text, values) })
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        client.release(error instanceof Error ? error : undefined)
        throw error
      }
    },
    close: () => pool.end(),
  })
}

/**
 * pg-boss 10 does not wait for a job's completion: its worker calls `complete` and moves on, so a
 * graceful stop can return while that statement is still running, and a job finishing after the
 * stop timeout completes into a closed pool (an unhandled rejection). Closing therefore waits for
 * every statement already sent; one sent after closing is not run (the stop has already failed
 * that job as "shut down while active", so it runs again on the next start) and reports that it
 * changed nothing.
 */
function settling(sql: JobsSql): JobsSql {
  const running = new Set<Promise<unknown>>()
  let closed = false
  const track = <T>(work: () => Promise<T>, whenClosed: () => Promise<T>): Promise<T> => {
    if (closed) return whenClosed()
    const promise = work()
    running.add(promise)
    const forget = () => running.delete(promise)
    promise.then(forget, forget)
    return promise
  }
  return {
    executeSql: (text, values) =>
      track(
        () => sql.executeSql(text, values),
        // what pg-boss's complete and fail read back: no job affected
        async () => ({ rows: [{ count: 0 }], rowCount: 0 }),
      ),
    // Only a send makes a transaction, and a send after stop is refused by the queue itself.
    transaction: (work) =>
      track(
        () => sql.transaction(work),
        () => Promise.reject(new Error('the job queue is closed')),
      ),
    async close() {
      closed = true
      while (running.size > 0) await Promise.allSettled([...running])
      await sql.close()
    },
  }
}
