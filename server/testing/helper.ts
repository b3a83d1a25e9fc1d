/**
 * Test harness for the HTTP API: a real Fastify app on a real, fresh database per test file.
 * It lives outside server/core because it needs the features (the demo password, every area's
 * seed); server/testing/factories.ts creates the rows a test is about.
 *
 * - Default: PGlite in memory. initdb + migrations + seed cost seconds, so the first file to need
 *   a database builds it once and dumps it to a template in the OS temp dir (keyed by a hash of
 *   the migrations, the core's db code and every area's tables and seed); every other file loads
 *   that dump in a fraction of that.
 * - AULA_TEST_DB=postgres: a new database on TEST_DATABASE_URL (default
 *   postgres://aula:aula@127.0.0.1:5432/postgres), migrated and seeded, dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
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
import { DEMO_PASSWORD } from '../features/accounts/demo-data.ts'

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
  const pglite = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
      'utf8',
    ),
  ) as { version: string }
  return hash.update(pglite.version).digest('hex').slice(0, 16)
}

async function openPgliteTestDatabase(): Promise<OpenedDatabase> {
  const templatePath = path.join(os.tmpdir(), `aula-pglite-template-${templateKey()}.tar.gz`)
  const dump = await readFile(templatePath).catch(() => null)
  const memory = { dataDir: '', databaseUrl: undefined }
  if (dump) {
    const database = await openDatabase(memory, { memory: true, loadDataDir: new Blob([dump]) })
    // Cheap no-op when the template is current; keeps a stale template from hiding a migration.
    await database.migrate()
    return { database, close: () => database.close() }
  }
  const database = await openDatabase(memory, { memory: true })
  await initializeDatabase(database, { seedDemo: true })
  const template = await database.pglite!.dumpDataDir('gzip')
  // Write then rename, so a parallel test file never reads half a template.
  const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await template.arrayBuffer()))
  await rename(partial, templatePath)
  return { database, close: () => database.close() }
}

/** A new, empty database on TEST_DATABASE_URL, dropped on close. */
async function createPostgresTestDatabase(): Promise<OpenedDatabase> {
  const name = `aula_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
  return {
    database,
    async close() {
      await database.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

async function openPostgresTestDatabase(): Promise<OpenedDatabase> {
  const opened = await createPostgresTestDatabase()
  try {
    await initializeDatabase(opened.database, { seedDemo: true })
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
