/**
 * `npm run bench` — the budgets of DESIGN.md §7, measured, never asserted by timed tests.
 *
 * 1. JavaScript per route: Chromium opens every route on a fresh Aula; each script response is gzipped
 *    (level 9). Public pages (see isPublicPage): the scripts that finished arriving before the page shell was interactive
 *    (the `aula:interactive` performance mark) must total ≤ 100 KiB. Any route: everything until network
 *    idle ≤ 170 KiB (tests/bench/bundle-sizes.ts).
 *    First load under a slow profile (150 ms RTT, 1.6 Mbit/s, CPU 4× slower): first contentful paint
 *    ≤ 1.5 s and the course titles on the home page and the catalogue ≤ 2.5 s (tests/bench/first-load.ts).
 * 2. API throughput: autocannon, 100 connections, on PGlite and on PostgreSQL, on data at scale
 *    (tests/bench/seed-scale.ts: 10 000 courses of 1 000 trainers, 20 000 learners with 1 000 000
 *    enrolments between them, ratings), each endpoint against a bare node:http + driver baseline doing
 *    the same queries (tests/bench/baseline.ts):
 *    - GET /api/health and GET /api/public/categories;
 *    - the catalogue's first page in its two indexed orders, newest (GET /api/public/courses) and most
 *      popular (GET /api/public/courses?sort=popular: enrolments_count, kept by a trigger, through
 *      courses_popular_idx);
 *    - a course's page (GET /api/public/courses/bench-course-1: the course with its category, trainer
 *      and lesson totals, then its lessons), on one of the most followed courses.
 *    Budget on PostgreSQL reads (every endpoint but health): p99 ≤ 50 ms and ≥ 70% of the baseline's
 *    throughput.
 *
 * 3. Realtime: 1 000 sockets on their own private channels, one event each through the Pusher HTTP events
 *    API, beside a bare `ws` fan-out (tests/bench/realtime). Budget: p99 ≤ 100 ms, ≥ 50% of bare.
 *
 * 4. Uploads (tests/bench/uploads.ts): 200 MB through tus beside a bare PUT (≥ 80%), and transcoding a
 *    20 s 720p clip beside the plain ffmpeg command (≤ 1.1×).
 *
 * 5. The areas at scale on PostgreSQL (tests/bench/scratch-aula.ts): public profiles and a student's own
 *    profile at 100 000 users with 400 000 CV entries (profiles.ts); the network's summary, suggestions
 *    and trending with 1 000 000 follows and 300 000 partnerships (network.ts); the public job list with
 *    each filter at 100 000 listings beside a bare node:http + postgres baseline (jobs.ts); the feed of
 *    a student following 200 accounts among 100 000 users and 1 000 000 posts (social.ts); a student's
 *    conversation list, unread total and messages among 1 000 000 messages, and DM delivery with 500
 *    conversations at once (messages.ts, p99 ≤ 150 ms); the search box's preview and the paged results
 *    at 100 000 users, 10 000 courses and 1 000 000 posts beside a bare baseline running the same statements
 *    (search.ts, p95 ≤ 50 ms and ≥ 70% of bare). Budget: p99 ≤ 50 ms at 100 connections.
 *
 * 6. Reads under writes (tests/bench/mixed.ts): the API section's reads and the areas' at 100 connections,
 *    quiet and then while a writer commits lesson progress, messages, enrolments, posts and queued jobs
 *    at 100 commits/s, on PostgreSQL at the API section's scale. Budget: p99 ≤ 50 ms under writes and
 *    ≥ 70% of the same read's quiet throughput.
 *
 * 7. Several processes (tests/bench/cluster.ts): the catalogue's reads through nginx (npm run cluster) with
 *    2 API processes against 1, on one PostgreSQL database; the ratio is reported, not budgeted.
 *
 * 8. Lighthouse (tests/bench/lighthouse.ts): the public pages on a fresh production Aula, mobile
 *    preset, median of 3, through chrome-launcher on Debian's Chromium. Budget: performance ≥ 95,
 *    CLS ≤ 0.05, TBT ≤ 150 ms, LCP ≤ 2.0 s, accessibility, best practices and SEO 100.
 *
 * Env: BENCH_DURATION (seconds per run, default 5), BENCH_ONLY (sizes | uploads | api | realtime | areas | mixed | cluster | lighthouse: that section only), TEST_DATABASE_URL (PostgreSQL server; skipped when
 * unreachable), CHROMIUM_PATH. Exit code 1 when a budget is exceeded.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { PGLITE_EXTENSIONS } from '../../server/core/db/index.ts'
import { bundleSizes } from './bundle-sizes.ts'
import { clusterBench } from './cluster.ts'
import { jobsBench } from './jobs.ts'
import { networkBench } from './network.ts'
import { messagesBench } from './messages.ts'
import { mixedBench } from './mixed.ts'
import { profilesBench } from './profiles.ts'
import { searchBench } from './search.ts'
import { socialBench } from './social.ts'
import { aulaBenchEnv, benchDuration, load, PG_SERVER, type Load } from './scratch-aula.ts'
import { firstLoad } from './first-load.ts'
import { lighthouseBench } from './lighthouse.ts'
import { withFreshAula } from './standalone.ts'
import { REALTIME_BUDGET, runRealtimeBench } from './realtime/realtime-bench.ts'
import { SCALE, seedScale } from './seed-scale.ts'
import { UPLOAD_BUDGET, uploadsBench } from './uploads.ts'

const duration = benchDuration
/** BENCH_ONLY=sizes|uploads|api|realtime|areas|mixed|cluster|lighthouse runs that section alone. */
const only = process.env.BENCH_ONLY
const failures: string[] = []

function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

const aula = (port: number, env: Record<string, string>) =>
  start(['node', '--import', 'tsx', 'server/main.ts'], { ...aulaBenchEnv(port), ...env })
const baseline = (port: number, env: Record<string, string>) =>
  start(['node', '--import', 'tsx', 'tests/bench/baseline.ts'], { PORT: String(port), ...env })

// ---- 1. JavaScript per route, and first load under a slow profile ------------------------------
// tests/bench/bundle-sizes.ts and tests/bench/first-load.ts (each also runs on its own)

// ---- 2. API throughput ----------------------------------------------------------------------------

const endpoints = [
  '/api/health',
  '/api/public/categories',
  '/api/public/courses',
  '/api/public/courses?sort=popular',
  '/api/public/courses/bench-course-1',
]
/** The endpoint column of the table: as wide as the longest endpoint. */
const endpointWidth = Math.max(...endpoints.map((e) => e.length))
/** DESIGN.md §7, on PostgreSQL: reads at 100 connections. */
const API_BUDGET = { p99Ms: 50, ratio: 0.7 }

type Measure = Load
const apiRows: { db: string; endpoint: string; aula: Measure; base: Measure }[] = []

async function throughput(
  db: 'pglite' | 'postgres',
  env: Record<string, string>,
  baseEnv: Record<string, string>,
  /** Runs once the server has initialised the database, before anything is measured. */
  prepare?: () => Promise<void>,
) {
  const aulaResults: Record<string, Measure> = {}
  const server = aula(3211, env)
  try {
    await waitFor('http://127.0.0.1:3211/api/health')
    await prepare?.()
    for (const e of endpoints) aulaResults[e] = await load(`http://127.0.0.1:3211${e}`)
  } finally {
    await stop(server) // PGlite allows one process per data directory: the baseline opens it next
  }
  const base = baseline(3212, baseEnv)
  try {
    await waitFor('http://127.0.0.1:3212/api/health')
    for (const e of endpoints)
      apiRows.push({ db, endpoint: e, aula: aulaResults[e], base: await load(`http://127.0.0.1:3212${e}`) })
  } finally {
    await stop(base)
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

// ---- run ------------------------------------------------------------------------------------------

const seedSummary = `seeded ${SCALE.courses} courses of ${SCALE.trainers} trainers and ${SCALE.learners * SCALE.enrolmentsPerLearner} enrolments of ${SCALE.learners} learners`
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

const dataDir = mkdtempSync(path.join(tmpdir(), 'aula-bench-'))
try {
  if (!existsSync('dist/index.html')) console.log('building the SPA first (npm start does it when needed)')
  const server = aula(3210, { DATA_DIR: dataDir })
  try {
    await waitFor('http://127.0.0.1:3210/api/health', 300_000)
    if (only === undefined || only === 'sizes') {
      failures.push(...(await bundleSizes('http://127.0.0.1:3210')))
      failures.push(...(await firstLoad('http://127.0.0.1:3210')))
    }
    if (only === undefined || only === 'uploads') {
      const u = await uploadsBench('http://127.0.0.1:3210', 'formatore@aula.test', 'Password123!')
      console.log(`\nUploads: ${u.megabytes} MB from memory, best of three`)
      console.log(
        `tus (tus-js-client → /api/uploads)  ${u.tusMs} ms  ${((u.megabytes * 1000) / u.tusMs).toFixed(0)} MB/s`,
      )
      console.log(
        `bare PUT (node:http → disk)          ${u.bareMs} ms  ${((u.megabytes * 1000) / u.bareMs).toFixed(0)} MB/s`,
      )
      console.log(`tus / bare throughput: ${u.ratio}`)
      console.log(
        `transcoding a 20 s 720p clip: Aula ${u.transcodeMs} ms, plain ffmpeg ${u.plainMs} ms: ${u.transcodeRatio}×`,
      )
      if (u.ratio < UPLOAD_BUDGET.ratio)
        failures.push(`tus upload throughput ${u.ratio} of a bare PUT < ${UPLOAD_BUDGET.ratio}`)
      if (u.transcodeRatio > UPLOAD_BUDGET.transcodeRatio)
        failures.push(
          `transcoding ${u.transcodeRatio}× the plain ffmpeg command > ${UPLOAD_BUDGET.transcodeRatio}×`,
        )
    }
  } finally {
    await stop(server)
  }

  if (only === undefined || only === 'api') {
    // The demo data is in place (section 1 measured pages on it); now the data at scale. PGlite allows
    // one process per directory, so the bench opens it while no server runs.
    const seeded = Date.now()
    const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: PGLITE_EXTENSIONS })
    await seedScale((text) => pglite.exec(text))
    await pglite.close()
    console.log(`\n${seedSummary} on PGlite in ${seconds(seeded)}`)

    await throughput(
      'pglite',
      { DATA_DIR: dataDir, AULA_SKIP_BUILD: '1' },
      { BENCH_DB: 'pglite', DATA_DIR: dataDir },
    )

    const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
    if (await postgresReachable(pgServer)) {
      const name = `aula_bench_${process.pid}`
      const admin = postgres(pgServer, { max: 1, onnotice: () => {} })
      await admin.unsafe(`create database ${name}`)
      const url = new URL(pgServer)
      url.pathname = `/${name}`
      try {
        await throughput(
          'postgres',
          { DATABASE_URL: url.href, AULA_SKIP_BUILD: '1' },
          { BENCH_DB: 'postgres', DATABASE_URL: url.href },
          async () => {
            const sql = postgres(url.href, { max: 1, onnotice: () => {} })
            const started = Date.now()
            await seedScale((text) => sql.unsafe(text))
            await sql.end()
            console.log(`${seedSummary} on PostgreSQL in ${seconds(started)}`)
          },
        )
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    } else {
      console.log(`\nPostgreSQL at ${pgServer} is not reachable: its throughput is not measured`)
    }

    console.log(`\nAPI throughput, 100 connections, ${duration} s per run (req/s; latency ms)`)
    console.log(
      'db'.padEnd(9),
      'endpoint'.padEnd(endpointWidth),
      'aula rps'.padStart(9),
      'p50'.padStart(5),
      'p99'.padStart(5),
      'base rps'.padStart(9),
      'p99'.padStart(5),
      'ratio'.padStart(6),
    )
    for (const r of apiRows) {
      const ratio = r.aula.rps / r.base.rps
      console.log(
        r.db.padEnd(9),
        r.endpoint.padEnd(endpointWidth),
        r.aula.rps.toFixed(0).padStart(9),
        String(r.aula.p50).padStart(5),
        String(r.aula.p99).padStart(5),
        r.base.rps.toFixed(0).padStart(9),
        String(r.base.p99).padStart(5),
        ratio.toFixed(2).padStart(6),
      )
      if (r.db !== 'postgres' || r.endpoint === '/api/health') continue
      if (r.aula.p99 > API_BUDGET.p99Ms)
        failures.push(`${r.endpoint} on PostgreSQL: p99 ${r.aula.p99} ms > ${API_BUDGET.p99Ms} ms`)
      if (ratio < API_BUDGET.ratio)
        failures.push(
          `${r.endpoint} on PostgreSQL: ${ratio.toFixed(2)} of bare throughput < ${API_BUDGET.ratio}`,
        )
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

// ---- 3. Realtime fan-out -------------------------------------------------------------------------
if (only === undefined || only === 'realtime') {
  const { aula: rt, bare, ratio } = await runRealtimeBench()
  console.log(
    `\nRealtime: ${rt.sockets} sockets on private channels, one event each through the HTTP events API`,
  )
  console.log('server     p50 ms  p99 ms  events/s')
  for (const [name, figures] of [
    ['aula', rt],
    ['bare ws', bare],
  ] as const)
    console.log(
      name.padEnd(9),
      String(figures.p50Ms).padStart(7),
      String(figures.p99Ms).padStart(7),
      figures.eventsPerSecond.toFixed(0).padStart(9),
    )
  console.log(`aula / bare events per second: ${ratio}`)
  if (rt.p99Ms > REALTIME_BUDGET.p99Ms)
    failures.push(`realtime delivery p99 ${rt.p99Ms} ms > ${REALTIME_BUDGET.p99Ms} ms`)
  if (ratio < REALTIME_BUDGET.ratio)
    failures.push(`realtime throughput ${ratio} of bare ws < ${REALTIME_BUDGET.ratio}`)
}

// ---- 5. The areas at scale on PostgreSQL ------------------------------------------------------------
if (only === undefined || only === 'areas') {
  if (await postgresReachable(PG_SERVER)) {
    failures.push(...(await profilesBench()))
    failures.push(...(await networkBench()))
    failures.push(...(await jobsBench()))
    failures.push(...(await socialBench()))
    failures.push(...(await messagesBench()))
    failures.push(...(await searchBench()))
  } else console.log(`\nAreas at scale: skipped, no PostgreSQL at ${PG_SERVER}`)
}

// ---- 6. Reads under writes ------------------------------------------------------------------------
if (only === undefined || only === 'mixed') {
  if (await postgresReachable(PG_SERVER)) failures.push(...(await mixedBench()))
  else console.log(`\nReads under writes: skipped, no PostgreSQL at ${PG_SERVER}`)
}

// ---- 7. Several processes behind nginx -------------------------------------------------------------
if (only === undefined || only === 'cluster') {
  if (await postgresReachable(PG_SERVER)) failures.push(...(await clusterBench()))
  else console.log(`\nSeveral processes: skipped, no PostgreSQL at ${PG_SERVER}`)
}

// ---- 8. Lighthouse on the public pages --------------------------------------------------------------
if (only === undefined || only === 'lighthouse')
  failures.push(...(await withFreshAula(3215, lighthouseBench)))

if (failures.length) {
  console.error(`\nover budget:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('\nall budgets met')
