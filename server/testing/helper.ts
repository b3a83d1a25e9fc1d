/**
 * Test harness for the HTTP API: a real Fastify app on a real, fresh database per test file.
 * It lives outside server/core because it needs the features (the demo password, every area's
 * seed); each area's factories.testing.ts creates the rows of that area a test is about.
 *
 * - Default: PGlite. initdb + migrations + seed cost seconds, so the first file to need a database
 *   builds it once as a template data directory in /dev/shm (else the OS temp dir), keyed by a hash
 *   of the migrations, the core's db code and every area's tables and seed; every other file opens
 *   a copy of that directory, removed on close.
 * - AULA_TEST_DB=postgres: a new database on TEST_DATABASE_URL (default
 *   postgres://aula:aula@127.0.0.1:5432/postgres), dropped on close. The same way, it is a copy
 *   (CREATE DATABASE … TEMPLATE) of a migrated and seeded template database, aula_tpl_<key>, that
 *   the first file to need one builds; a new key drops the old templates. Areas of a test's own
 *   (featuresDir) get a database built for them on either engine.
 */
import { createHash, randomBytes } from 'node:crypto'
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { cp, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import postgres from 'postgres'
import { buildApp } from '../core/app.ts'
import { DEV_APP_KEY, loadConfig, type Config } from '../core/config.ts'
import { signXsrf, visitorBinding, XSRF_NONCE_COOKIE } from '../core/auth/session-cookies.ts'
import { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from '../core/db/index.ts'
import { initializeDatabase } from '../core/db/init.ts'
import { DEMO_PASSWORD } from '../core/db/demo-data.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  db: Db
  config: Config
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Built SPA to serve; by default a folder that does not exist (API only). */
  distDir?: string
  /** Extra environment for loadConfig, e.g. { APP_ENV: 'production', ... }. */
  env?: Record<string, string>
  /** Runs after buildApp and before ready(), e.g. to add a probe route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
  /**
   * Areas to load instead of server/features (e.g. a test's throw-away area). The database is then
   * built for them, not copied from the template: migrated, `beforeSeed` run, then their seeds.
   */
  featuresDir?: string
  /** Where the areas' contracts live (default contracts/). */
  contractsDir?: string
  /** With featuresDir: runs on the migrated database before the seeds, e.g. to create a table. */
  beforeSeed?: (database: Database) => Promise<void>
}

/** The least environment a production app starts with (its own secrets, not the dev defaults). */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_ENV: 'production',
  APP_KEY: 'a-production-secret-that-is-long-enough-123',
  PUSHER_APP_SECRET: 'another-production-secret-long-enough-456',
}

export const usePostgres = process.env.AULA_TEST_DB === 'postgres'
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const serverDir = fileURLToPath(new URL('../', import.meta.url))

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ APP_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'aula-test-unused'), ...env })
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env)
  const opened = options.featuresDir
    ? await openDatabaseFor(options.featuresDir, options.beforeSeed)
    : usePostgres
      ? await openPostgresTestDatabase()
      : await openPgliteTestDatabase()
  const app = await buildApp(config, {
    database: opened.database,
    distDir: options.distDir ?? path.join(os.tmpdir(), 'aula-test-no-dist'),
    logger: false,
    featuresDir: options.featuresDir,
    contractsDir: options.contractsDir,
  })
  await options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    database: opened.database,
    db: opened.database.db,
    config,
    async close() {
      await app.close()
      await opened.close()
    },
  }
}

/** A fresh, migrated and seeded database without an app, for tests that only read rows. */
export async function openTestDatabase(): Promise<{ database: Database; db: Db; close(): Promise<void> }> {
  const opened = usePostgres ? await openPostgresTestDatabase() : await openPgliteTestDatabase()
  return { database: opened.database, db: opened.database.db, close: opened.close }
}

/** Injects a request and parses the JSON body (throws if the body is not JSON). */
export async function injectJson<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions | string,
): Promise<{ response: LightMyRequestResponse; body: T }> {
  const response = await app.inject(options)
  return { response, body: response.json<T>() }
}

// ---------------------------------------------------------------------------------------------
// CSRF and login (fastify/demo's injectWithLogin)

/** A visitor's nonce cookie, and the XSRF-TOKEN the server would sign for it with the test APP_KEY. */
export const TEST_XSRF_NONCE = 'test-visitor-nonce-0123456789'
export const TEST_XSRF_TOKEN = signXsrf(DEV_APP_KEY, visitorBinding(TEST_XSRF_NONCE), 'test')
/** The cookies of a visitor who fetched GET /sanctum/csrf-cookie: echo TEST_XSRF_TOKEN in X-XSRF-TOKEN. */
export const TEST_CSRF_COOKIES = { 'XSRF-TOKEN': TEST_XSRF_TOKEN, [XSRF_NONCE_COOKIE]: TEST_XSRF_NONCE }

/**
 * Adds the visitor's CSRF cookies and the matching X-XSRF-TOKEN header a state-changing call needs
 * (a call with a bearer header needs none, but they do no harm).
 */
export function withCsrf(options: InjectOptions): InjectOptions {
  return {
    ...options,
    cookies: { ...TEST_CSRF_COOKIES, ...(options.cookies ?? {}) },
    headers: { 'x-xsrf-token': TEST_XSRF_TOKEN, ...(options.headers ?? {}) },
  }
}

/** A fresh client address, so the per-IP rate limits of one test never throttle another. */
export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

/** Logs in through POST /api/login and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject(
    withCsrf({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: randomIp() }),
  )
  if (response.statusCode !== 200)
    throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`)
  return response.json<{ data: { token: string } }>().data.token
}

/** Options for a call as the holder of `token`, CSRF included. */
export function asUser(token: string, options: InjectOptions): InjectOptions {
  return withCsrf({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } })
}

/** Logs in as `email` (demo password by default), then injects the call with its token and CSRF. */
export async function injectWithLogin<T = unknown>(
  app: FastifyInstance,
  email: string,
  options: InjectOptions,
  password?: string,
): Promise<{ response: LightMyRequestResponse; body: T; token: string }> {
  const token = await login(app, email, password)
  const response = await app.inject(asUser(token, options))
  return { response, body: (response.body ? response.json<T>() : undefined) as T, token }
}

/** The e-mails and SMS sent to an address, newest first, through GET /api/dev/outbox. */
export async function readOutbox(
  app: FastifyInstance,
  to: string,
): Promise<
  {
    to: string
    channel: string
    subject: string
    text: string
    created_at: string
    meta: Record<string, string>
  }[]
> {
  const response = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`)
  return response.json<{ data: never[] }>().data
}

// ---------------------------------------------------------------------------------------------

interface OpenedDatabase {
  database: Database
  close(): Promise<void>
}

/** Changes to any of these make a new template. */
function templateKey(): string {
  const hash = createHash('sha256')
  const sources = [
    ...readdirSync(MIGRATIONS_FOLDER)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => path.join(MIGRATIONS_FOLDER, file)),
    // The journal: the order and dates the migrator applies them in.
    path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'),
    // The core's tables, migrator and seed runner.
    ...readdirSync(path.join(serverDir, 'core', 'db'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => path.join(serverDir, 'core', 'db', file)),
    // Every area's tables, seed and demo data, and the password hashing the seed uses.
    ...readdirSync(path.join(serverDir, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)(tables|seed|demo-data|password-hash)\.ts$/.test(file))
      .sort()
      .map((file) => path.join(serverDir, 'features', file)),
  ]
  for (const file of sources) hash.update(file).update(readFileSync(file))
  const version = (name: string) =>
    (
      JSON.parse(
        readFileSync(
          fileURLToPath(new URL(`../../node_modules/${name}/package.json`, import.meta.url)),
          'utf8',
        ),
      ) as { version: string }
    ).version
  // The template holds pg-boss's schema too (initializeDatabase installs it).
  return hash.update(version('@electric-sql/pglite')).update(version('pg-boss')).digest('hex').slice(0, 16)
}

/**
 * Where the PGlite test databases' files live: /dev/shm when the machine has it (memory, like the
 * in-memory PGlite it replaces), else the temp dir.
 */
const scratchDir = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return os.tmpdir()
  }
})()

let pgliteTemplate: Promise<string> | undefined

/**
 * A copy of the template's data directory, opened on the file system. Copying files is native work
 * (about 0.1 s); loading the same files from a dump into PGlite's in-memory file system took about
 * as long as starting PostgreSQL itself, in every test file.
 */
async function openPgliteTestDatabase(): Promise<OpenedDatabase> {
  const template = await (pgliteTemplate ??= pgliteTemplateDir())
  const copy = path.join(scratchDir, `aula-pglite-test-${process.pid}-${randomBytes(4).toString('hex')}`)
  await cp(template, path.join(copy, 'db'), { recursive: true })
  const database = await openDatabase({ dataDir: copy, databaseUrl: undefined })
  // Cheap no-op when the template is current; keeps a stale template from hiding a migration.
  await database.migrate()
  return {
    database,
    async close() {
      await database.close()
      await rm(copy, { recursive: true, force: true })
    },
  }
}

/**
 * The template's data directory: migrated and seeded by the first test file that needs it. Once per
 * test process, what earlier runs left behind is removed first.
 */
async function pgliteTemplateDir(): Promise<string> {
  const template = path.join(scratchDir, `aula-pglite-template-${templateKey()}`)
  sweepScratch(template)
  if (existsSync(template)) return template
  const building = path.join(
    scratchDir,
    `aula-pglite-building-${process.pid}-${randomBytes(4).toString('hex')}`,
  )
  const database = await openDatabase({ dataDir: building, databaseUrl: undefined })
  await initializeDatabase(database, { seedDemo: true })
  await database.close()
  // Build then rename, so a parallel test file never copies half a template; when another file
  // renamed its own first, that one is the template.
  await rename(path.join(building, 'db'), template).catch((error: NodeJS.ErrnoException) => {
    if (!existsSync(template)) throw error
  })
  await rm(building, { recursive: true, force: true })
  return template
}

/** Removes other templates a day old and the copies and builds of test processes that are gone. */
function sweepScratch(current: string) {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM'
    }
  }
  for (const name of readdirSync(scratchDir)) {
    const file = path.join(scratchDir, name)
    const pid = /^aula-pglite-(?:test|building)-(\d+)-/.exec(name)?.[1]
    const stale =
      (pid !== undefined && !alive(Number(pid))) ||
      (name.startsWith('aula-pglite-template-') &&
        file !== current &&
        Date.now() - statSync(file).mtimeMs > 24 * 3600_000)
    if (stale) rmSync(file, { recursive: true, force: true })
  }
}

/** A URL for database `name` on TEST_DATABASE_URL's server. */
function postgresUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A name for a test's database; nothing else on the server starts with aula_test_<pid>_. */
function testDatabaseName(): string {
  return `aula_test_${process.pid}_${randomBytes(4).toString('hex')}`
}

/** The test database `name` (already created by `admin`), opened; dropped with `admin` on close. */
async function openCreatedPostgres(admin: postgres.Sql, name: string): Promise<OpenedDatabase> {
  let database: Database
  try {
    database = await openDatabase({ dataDir: '', databaseUrl: postgresUrl(name) })
  } catch (error) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
    throw error
  }
  return {
    database,
    async close() {
      await database.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

let orphansDropped: Promise<void> | undefined

/**
 * Once per process: drops the test databases that a test process killed half-way (it never reached
 * close()) left behind: aula_test_<pid>_…, nobody connected, no process <pid> running. Only on a
 * server on this machine, where those pids mean something.
 */
function dropOrphanedTestDatabases(admin: postgres.Sql): Promise<void> {
  const local = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(TEST_DATABASE_URL).hostname)
  orphansDropped ??= (async () => {
    if (!local) return
    const unused = await admin<{ datname: string }[]>`
      select datname from pg_database d
      where starts_with(datname, 'aula_test_')
        and not exists (select 1 from pg_stat_activity a where a.datid = d.oid)`
    for (const { datname } of unused) {
      const pid = Number(/^aula_test_(\d+)_/.exec(datname)?.[1])
      // Without force: if its owner connects after all, the drop fails and the database stays.
      if (pid && !processRuns(pid)) await admin.unsafe(`drop database if exists "${datname}"`)
    }
  })().catch(() => {})
  return orphansDropped
}

/** A new, empty database on TEST_DATABASE_URL, dropped on close. */
async function createPostgresTestDatabase(): Promise<OpenedDatabase> {
  const name = testDatabaseName()
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  await dropOrphanedTestDatabases(admin)
  await admin.unsafe(`create database "${name}"`)
  return openCreatedPostgres(admin, name)
}

// PostgreSQL's SQLSTATEs the template handling expects.
const OBJECT_IN_USE = '55006' // "source database … is being accessed by other users"
const UNDEFINED_DATABASE = '3D000' // "template database … does not exist"
/** Serialises building (and sweeping) the PostgreSQL templates across test workers and runs. */
const TEMPLATE_LOCK_ID = 4_242_002

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code
}

/**
 * Runs `statement` on `admin`, again (up to ~6 s) while PostgreSQL says a database it needs is in
 * use: a session that just closed may still be leaving the server.
 */
async function whileInUse(admin: postgres.Sql, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(statement)
      return
    } catch (error) {
      if (sqlState(error) !== OBJECT_IN_USE || attempt >= 12) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

/**
 * The migrated and seeded database every PostgreSQL test database is copied from, named from
 * templateKey(): aula_tpl_<key>. Built once, under an advisory lock so that parallel workers (and
 * parallel runs) wait for one build; built under a temporary name and renamed, so a build that dies
 * half-way never passes for a template. Nobody may connect to it (CREATE DATABASE … TEMPLATE needs
 * it unused). Building one drops the templates of other keys and half-built ones.
 */
async function ensurePostgresTemplate(name: string): Promise<void> {
  const lock = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  try {
    // One connection (max: 1), so the session-level lock is held by it until lock.end().
    await lock`select pg_advisory_lock(${TEMPLATE_LOCK_ID})`
    const existing = await lock<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, 'aula_tpl_')`
    if (existing.some((row) => row.datname === name)) return
    for (const { datname } of existing) await whileInUse(lock, `drop database if exists "${datname}"`)
    const building = `${name}_build_${process.pid}`
    await lock.unsafe(`create database "${building}"`)
    try {
      const database = await openDatabase({ dataDir: '', databaseUrl: postgresUrl(building) })
      try {
        await initializeDatabase(database, { seedDemo: true })
      } finally {
        await database.close()
      }
      await lock.unsafe(`alter database "${building}" with allow_connections false`)
      await whileInUse(lock, `alter database "${building}" rename to "${name}"`)
    } catch (error) {
      await lock.unsafe(`drop database if exists "${building}" with (force)`).catch(() => {})
      throw error
    }
  } finally {
    // Ends the session, which releases the lock.
    await lock.end()
  }
}

/**
 * A copy of the template (see ensurePostgresTemplate), dropped on close. The copy takes a fraction
 * of what migrating and seeding a new database takes.
 */
async function openPostgresTestDatabase(): Promise<OpenedDatabase> {
  const template = `aula_tpl_${templateKey()}`
  const name = testDatabaseName()
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  try {
    await dropOrphanedTestDatabases(admin)
    for (let attempt = 1; ; attempt++) {
      try {
        await whileInUse(admin, `create database "${name}" template "${template}"`)
        break
      } catch (error) {
        // No template yet, or another key's build has just dropped it: build it and copy again.
        if (sqlState(error) !== UNDEFINED_DATABASE || attempt >= 3) throw error
        await ensurePostgresTemplate(template)
      }
    }
  } catch (error) {
    await admin.end()
    throw error
  }
  const opened = await openCreatedPostgres(admin, name)
  try {
    // Cheap no-op when the template is current; keeps a stale template from hiding a migration.
    await opened.database.migrate()
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

/** A database for the areas of `featuresDir`: migrated, prepared by `beforeSeed`, then seeded. */
async function openDatabaseFor(
  featuresDir: string,
  beforeSeed?: (database: Database) => Promise<void>,
): Promise<OpenedDatabase> {
  const opened = usePostgres
    ? await createPostgresTestDatabase()
    : await (async () => {
        const database = await openDatabase({ dataDir: '', databaseUrl: undefined }, { memory: true })
        return { database, close: () => database.close() }
      })()
  try {
    await opened.database.migrate()
    await beforeSeed?.(opened.database)
    await initializeDatabase(opened.database, { seedDemo: true, featuresDir })
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

/** A multipart body as a browser's FormData sends it. */
export function multipartForm(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
) {
  const boundary = `----aula${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
