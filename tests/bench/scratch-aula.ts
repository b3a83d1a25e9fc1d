/**
 * What the areas' scale benches share (tests/bench/profiles.ts, network.ts, jobs.ts): Aula started on
 * a scratch PostgreSQL database (migrated and given its demo data by the server at start), seeded
 * further by the section with set-based SQL, loaded with autocannon at 100 connections, and dropped.
 * `npm run bench` runs each section (BENCH_ONLY=areas for these alone); each file also runs alone.
 * BENCH_KEEP_DB=1 leaves the section's database in place afterwards, for EXPLAIN with psql.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import postgres from 'postgres'

export const benchDuration = Number(process.env.BENCH_DURATION ?? 5)
export const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
/** DESIGN.md §7 and issues 16 and 18: a read at scale answers within this p99 at 100 connections. */
export const AREA_P99_MS = 50

/**
 * How every bench starts Aula: on loopback, with the test environment's conveniences (demo data,
 * dev endpoints), but NODE_ENV=production, which production runs: outside it every answer is also
 * checked against its declared schema (core/http/route.ts), a development aid that costs a large
 * answer more than its queries.
 */
export const aulaBenchEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_ENV: 'test',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
})

export interface Load {
  rps: number
  p50: number
  p99: number
}

export interface ScratchAula {
  origin: string
  /** The scratch database's URL (for a bare baseline of the section's own). */
  databaseUrl: string
  /** One connection to it, for seeding and EXPLAIN. */
  sql: postgres.Sql
}

/** Starts Aula on a new database named after `label`, runs `section`, then stops and drops it. */
export async function withScratchAula<T>(
  label: string,
  port: number,
  section: (aula: ScratchAula) => Promise<T>,
  pgServer = PG_SERVER,
): Promise<T> {
  const name = `aula_${label}_bench_${process.pid}`
  const admin = postgres(pgServer, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(pgServer)
  url.pathname = `/${name}`
  // BENCH_CPU_PROF=<dir>: Aula writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const server = spawn('node', [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...aulaBenchEnv(port),
      DATABASE_URL: url.href,
      AULA_SKIP_BUILD: '1',
      WORKERS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const sql = postgres(url.href, { max: 1, onnotice: () => {} })
  try {
    const until = Date.now() + 300_000
    while (
      !(await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until || server.exitCode !== null) throw new Error('Aula did not start')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return await section({ origin, databaseUrl: url.href, sql })
  } finally {
    await sql.end()
    const exited = new Promise((resolve) => server.once('exit', resolve))
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
    // BENCH_KEEP_DB=1 keeps the seeded database for a look with psql (drop it yourself)
    if (process.env.BENCH_KEEP_DB) console.log(`kept the database ${name} (BENCH_KEEP_DB)`)
    else await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/** One second of warm-up (JIT, pools, caches), then `benchDuration` seconds measured. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  await autocannon({ url, headers, connections: 100, duration: 1 })
  const result = await autocannon({ url, headers, connections: 100, duration: benchDuration })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  // nothing answered within the run (a stalled server): no latency was measured, so no budget is met
  if (result.requests.total === 0) return { rps: 0, p50: Infinity, p99: Infinity }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** What a statement costs alone, uncached: the median and worst of 20 EXPLAIN ANALYZE runs. */
export async function cold(sql: postgres.Sql, label: string, text: string): Promise<void> {
  const times: number[] = []
  for (let n = 0; n < 20; n++) {
    const rows = await sql.unsafe(`explain (analyze, format json) ${text}`)
    times.push((rows[0]['QUERY PLAN'] as [{ 'Execution Time': number }])[0]['Execution Time'])
  }
  times.sort((a, b) => a - b)
  console.log(`${label.padEnd(44)} median ${times[10].toFixed(2)} ms, worst ${times[19].toFixed(2)} ms`)
}

/** Logs a demo account in as the SPA does (CSRF cookie echoed) and answers its bearer header. */
export async function bearerOf(origin: string, email: string, password = 'Password123!') {
  const csrf = await fetch(`${origin}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice(11))
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  })
  const token = ((await login.json()) as { data?: { token: string } }).data?.token
  if (!token) throw new Error(`login of ${email} failed: ${login.status}`)
  return { authorization: `Bearer ${token}` }
}

/** Prints one line per read and answers the reads over the p99 budget. */
export function report(title: string, rows: readonly (readonly [string, Load])[], budgeted = true): string[] {
  console.log(`\n${title}, 100 connections, ${benchDuration} s (req/s; ms)`)
  const failures: string[] = []
  for (const [label, r] of rows) {
    console.log(`${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} rps  p50 ${r.p50}  p99 ${r.p99}`)
    if (budgeted && r.p99 > AREA_P99_MS) failures.push(`${label}: p99 ${r.p99} ms > ${AREA_P99_MS} ms`)
  }
  return failures
}

/** For a section file run on its own: its verdict and exit code. */
export function verdict(failures: string[]): void {
  if (failures.length) {
    console.error(`\nover budget:\n- ${failures.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nbudgets met')
}
