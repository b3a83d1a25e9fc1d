/**
 * Background jobs on pg-boss 10, in the application's own database (PGlite or PostgreSQL): e-mail,
 * SMS and, later, video processing and payment follow-ups. An area registers its workers from its
 * services.ts with `app.jobs.work(...)` and sends with `app.jobs.send(...)`. Workers run in the API
 * process unless WORKERS=0; `npm run worker` (server/worker.ts) runs them alone on PostgreSQL.
 *
 * Every queue gets retries with exponential backoff and a dead-letter queue `<queue>_dead`, where a
 * job lands (data intact, for inspection or a manual re-send) once its retries are spent.
 */
import PgBoss from 'pg-boss'
import type { Database } from '../db/index.ts'
import { pgliteSql, postgresSql, type JobsSql, type SqlExecutor } from './sql.ts'

export interface WorkOptions {
  /** Retries after the first failure (default 5). */
  retryLimit?: number
  /** Delay before the first retry (default 10 s); doubled on each further one with retryBackoff. */
  retryDelaySeconds?: number
  /** Exponential backoff between retries (default true). */
  retryBackoff?: boolean
  /** Where a job goes once its retries are spent (default `<queue>_dead`). */
  deadLetter?: string
  /** Jobs fetched per poll (default 1); each still succeeds or fails on its own. */
  batchSize?: number
}

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number
  /** At most one job with this key queued or running in the queue: a second send returns null. */
  singletonKey?: string
  /** Overrides the queue's retry limit for this job. */
  retryLimit?: number
}

export interface JobQueue {
  /** Registers the worker of a queue (ignored when this process runs no workers, WORKERS=0). Call from an area's services.ts. */
  work<T extends object>(
    queue: string,
    handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>
  /**
   * Enqueues a job; returns its id (null when a singletonKey already holds one).
   * Send after a `db.transaction(...)` has committed, not from inside its callback: on PGlite (one
   * connection) the send would wait for that very transaction.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>
  /** Cron schedule (UTC), e.g. '0 3 * * *'. */
  schedule(queue: string, cron: string, data?: object): Promise<void>
  /**
   * Test helper: resolves when every queued job that is due has been processed (or failed for good).
   * Only queues with a worker in this process count; a job waiting for a later retry (backoff) is
   * not due yet, so a test that wants the final failure sets `retryLimit: 0` or a short retry delay.
   */
  drain(): Promise<void>
}

export interface JobQueueControl extends JobQueue {
  /** Starts pg-boss (idempotent): creates its schema on first use, then starts the registered workers. */
  start(): Promise<void>
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then releases the connections. */
  stop(timeoutMs?: number): Promise<void>
  /** The worker-side settings of a queue as stored (tests and the admin read them). */
  queueSettings(queue: string): Promise<QueueSettings | null>
}

export interface QueueSettings {
  retryLimit: number
  retryDelaySeconds: number
  retryBackoff: boolean
  deadLetter: string | null
}

export interface JobQueueOptions {
  /** false: this process sends jobs but runs no worker (WORKERS=0). */
  workers: boolean
  log: {
    error(object: unknown, message: string): void
    warn(object: unknown, message: string): void
  }
  /** How often an idle worker looks for work (default 2 s; a send in this process wakes it at once). */
  pollingIntervalSeconds?: number
  /** How long drain() waits before it gives up (default 30 s). */
  drainTimeoutMs?: number
  /** PGlite: after this long a send waiting on an open transaction logs an error (default 5 s). */
  transactionWaitWarningMs?: number
}

const SCHEMA = 'pgboss'
export const DEAD_LETTER_SUFFIX = '_dead'
const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true } as const
const QUEUE_NAME = /^[A-Za-z][\w.:/-]{0,45}$/
/** A send on PGlite still waiting after this long while a transaction is open is most likely inside it. */
const TRANSACTION_WAIT_WARNING_MS = 5000

type Handler = (data: object, job: { id: string; retryCount: number }) => Promise<void>
interface Registration {
  handler: Handler
  options: WorkOptions
  workerId?: string
}

function assertQueueName(queue: string): void {
  // pg-boss accepts almost any name; ours also leave room for the dead-letter suffix.
  if (!QUEUE_NAME.test(queue))
    throw new Error(
      `invalid queue name ${JSON.stringify(queue)}: a letter, then at most 45 letters, digits, _ - . : or /`,
    )
}

function errorOutput(error: unknown): { message: string; stack?: string } {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) }
}

/** pg-boss on the application's database, with the connection it uses. */
function connect(database: Database, options: JobQueueOptions): { sql: JobsSql; boss: PgBoss } {
  const onPoolError = (error: Error) => options.log.error({ err: error }, 'job queue: connection error')
  const sql: JobsSql =
    database.kind === 'pglite' && database.pglite
      ? pgliteSql(database.pglite)
      : postgresSql(requireUrl(database), onPoolError)
  const boss = new PgBoss({
    db: sql as unknown as PgBoss.Db,
    schema: SCHEMA,
    migrate: true,
    // Maintenance (expiry, archiving) and cron belong to the processes that run workers.
    supervise: options.workers,
    schedule: options.workers,
  })
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'))
  return { sql, boss }
}

/** Runs a queue's handler on each job fetched; a job that throws is failed (retried or dead-lettered). */
async function startWorker(
  boss: PgBoss,
  options: JobQueueOptions,
  queue: string,
  registration: Registration,
): Promise<void> {
  registration.workerId = await boss.work<object>(
    queue,
    {
      batchSize: registration.options.batchSize ?? 1,
      includeMetadata: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => {
      // Each job of a batch succeeds or fails alone: a failed one is marked here, and pg-boss
      // then completes only those still active.
      for (const job of jobs) {
        try {
          await registration.handler(job.data, { id: job.id, retryCount: job.retryCount })
        } catch (error) {
          options.log.warn(
            { err: error, queue, jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit },
            job.retryCount < job.retryLimit ? 'job failed, will retry' : 'job failed for good',
          )
          await boss.fail(queue, job.id, errorOutput(error))
        }
      }
    },
  )
}

async function sendWith(
  boss: PgBoss,
  executor: SqlExecutor | null,
  queue: string,
  data: object,
  sendOptions: SendOptions,
): Promise<string | null> {
  const jobOptions: PgBoss.SendOptions = {}
  if (sendOptions.startAfterSeconds !== undefined) jobOptions.startAfter = sendOptions.startAfterSeconds
  if (sendOptions.retryLimit !== undefined) jobOptions.retryLimit = sendOptions.retryLimit
  if (sendOptions.singletonKey !== undefined) jobOptions.singletonKey = sendOptions.singletonKey
  if (executor) jobOptions.db = executor as unknown as PgBoss.Db
  return boss.send(queue, data, jobOptions)
}

/**
 * A job with a singleton key, sent unless one with that key is queued or running. pg-boss 10 ties
 * singleton keys to queue policies that would also limit jobs without a key; here a key holds one
 * job until it is done: lock the key, look, insert, commit.
 */
function sendSingleton(
  sql: JobsSql,
  boss: PgBoss,
  name: string,
  key: string,
  data: object,
  sendOptions: SendOptions,
): Promise<string | null> {
  return sql.transaction(async (tx) => {
    await tx.executeSql('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [name, key])
    const { rows } = await tx.executeSql(
      `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
      [name, key],
    )
    if (rows.length > 0) return null
    return sendWith(boss, tx, name, data, sendOptions)
  })
}

/**
 * PGlite has one connection: a send from inside a db.transaction callback waits for that very
 * transaction, for ever. Say so loudly rather than hang without a word (the caller clears the timer).
 */
function transactionWatchdog(database: Database, options: JobQueueOptions, name: string) {
  const waitMs = options.transactionWaitWarningMs ?? TRANSACTION_WAIT_WARNING_MS
  if (!database.pglite?.isInTransaction()) return undefined
  return setTimeout(
    () =>
      options.log.error(
        { queue: name },
        `app.jobs.send('${name}') has waited ${waitMs / 1000} s for a database transaction: send after the transaction commits, not inside it`,
      ),
    waitMs,
  )
}

/** Waits until no job of these queues is running or due, waking their workers meanwhile. */
async function drainQueues(
  sql: JobsSql,
  names: string[],
  timeoutMs: number,
  wake: (queue: string) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await sql.executeSql(
      `select count(*)::int as pending from ${SCHEMA}.job
        where name = any($1::text[])
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
      [names],
    )
    if (Number(rows[0]?.pending ?? 0) === 0) return
    if (Date.now() > deadline) throw new Error(`drain: ${rows[0]?.pending} job(s) still pending`)
    for (const name of names) wake(name)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function readQueueSettings(sql: JobsSql, name: string): Promise<QueueSettings | null> {
  const { rows } = await sql.executeSql(
    `select retry_limit, retry_delay, retry_backoff, dead_letter from ${SCHEMA}.queue where name = $1`,
    [name],
  )
  const row = rows[0]
  if (!row) return null
  return {
    retryLimit: Number(row.retry_limit),
    retryDelaySeconds: Number(row.retry_delay),
    retryBackoff: Boolean(row.retry_backoff),
    deadLetter: (row.dead_letter as string | null) ?? null,
  }
}

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueueControl {
  const { sql, boss } = connect(database, options)

  const registrations = new Map<string, Registration>()
  const knownQueues = new Map<string, Promise<void>>()
  let starting: Promise<void> | null = null
  let stopped = false

  /** Creates the queue and its dead-letter queue once, and stores the worker's retry settings. */
  function ensureQueue(queue: string, settings?: WorkOptions): Promise<void> {
    const known = knownQueues.get(queue)
    if (known && !settings) return known
    const ready = (async () => {
      await known
      const deadLetter = settings?.deadLetter ?? `${queue}${DEAD_LETTER_SUFFIX}`
      await racingOtherProcesses(() => boss.createQueue(deadLetter))
      const queueOptions = {
        name: queue,
        retryLimit: settings?.retryLimit ?? DEFAULTS.retryLimit,
        retryDelay: settings?.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: settings?.retryBackoff ?? DEFAULTS.retryBackoff,
        deadLetter,
      }
      await racingOtherProcesses(() => boss.createQueue(queue, queueOptions))
      // Another process (or an older version) may have created it with other settings.
      if (settings) await boss.updateQueue(queue, queueOptions)
    })()
    knownQueues.set(queue, ready)
    ready.catch(() => knownQueues.delete(queue))
    return ready
  }

  function start(): Promise<void> {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'))
    starting ??= (async () => {
      await boss.start()
      for (const [queue, registration] of registrations) {
        await ensureQueue(queue, registration.options)
        if (options.workers) await startWorker(boss, options, queue, registration)
      }
    })()
    return starting
  }

  function wake(queue: string): void {
    const workerId = registrations.get(queue)?.workerId
    if (workerId) boss.notifyWorker(workerId)
  }

  async function sendNow(name: string, data: object, sendOptions: SendOptions): Promise<string | null> {
    await start()
    await ensureQueue(name)
    const id =
      sendOptions.singletonKey === undefined
        ? await sendWith(boss, null, name, data, sendOptions)
        : await sendSingleton(sql, boss, name, sendOptions.singletonKey, data, sendOptions)
    if (id && sendOptions.startAfterSeconds === undefined) wake(name)
    return id
  }

  const queue: JobQueueControl = {
    async work(name, handler, workOptions = {}) {
      assertQueueName(name)
      if (registrations.has(name)) throw new Error(`queue ${name} already has a worker in this process`)
      const registration: Registration = { handler: handler as Handler, options: workOptions }
      registrations.set(name, registration)
      // Before start() the registration waits for it; afterwards the worker starts now.
      if (starting) {
        await starting
        await ensureQueue(name, workOptions)
        if (options.workers) await startWorker(boss, options, name, registration)
      }
    },

    async send(name, data, sendOptions = {}) {
      assertQueueName(name)
      const watchdog = transactionWatchdog(database, options, name)
      try {
        return await sendNow(name, data, sendOptions)
      } finally {
        clearTimeout(watchdog)
      }
    },

    async schedule(name, cron, data = {}) {
      assertQueueName(name)
      await start()
      await ensureQueue(name)
      await boss.schedule(name, cron, data, { tz: 'UTC' })
    },

    async drain() {
      await start()
      const names = options.workers ? [...registrations.keys()] : []
      if (names.length === 0) return
      await drainQueues(sql, names, options.drainTimeoutMs ?? 30_000, wake)
    },

    start,

    async stop(timeoutMs = 10_000) {
      if (stopped) return
      stopped = true
      if (starting) {
        await starting.catch(() => {})
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false })
      }
      await sql.close()
    },

    async queueSettings(name) {
      await start()
      return readQueueSettings(sql, name)
    },
  }
  return queue
}

/**
 * Runs a queue creation again when another process creating queues at the same moment made
 * PostgreSQL pick it as a deadlock victim (40P01: pg-boss's create_queue locks the queue table and
 * creates a partition) or got the same name in first (23505). The next attempt finds the queue.
 */
export async function racingOtherProcesses<T>(create: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= attempts || (code !== '40P01' && code !== '23505')) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50))
    }
  }
}

/**
 * Creates (or upgrades) pg-boss's schema: initializeDatabase calls it after the migrations, so a
 * new database, and the tests' template, already hold it and starting the queue only checks it.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const sql =
    database.kind === 'pglite' && database.pglite
      ? pgliteSql(database.pglite)
      : postgresSql(requireUrl(database), () => {})
  try {
    const boss = new PgBoss({
      db: sql as unknown as PgBoss.Db,
      schema: SCHEMA,
      migrate: true,
      supervise: false,
      schedule: false,
    })
    await boss.start()
    await boss.stop({ graceful: false, close: false })
  } finally {
    await sql.close()
  }
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error('the job queue needs the PostgreSQL URL of the database')
  return database.url
}
