/**
 * The public job list at 100 000 listings on PostgreSQL (issue 18), on its own:
 * `node --import tsx tests/bench/jobs.ts` (TEST_DATABASE_URL, BENCH_DURATION, JOBS_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 listings of the demo HR user's company with set-based SQL (ten cities, every contract and
 * seniority, one in five remote, published over 90 days; 5 % closed, 5 % drafts). Then autocannon,
 * 100 connections, on the list's first page unfiltered and with each kind of filter, beside a bare
 * node:http + postgres server answering the unfiltered page with the same two statements.
 * Budget (DESIGN.md §7): p99 ≤ 50 ms for the filters answered from an index; the free-text search
 * (a scan with ILIKE over titles, company names and descriptions) is measured and reported.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import postgres from 'postgres'

const LISTINGS = 100_000
const duration = Number(process.env.BENCH_DURATION ?? 5)
const port = Number(process.env.JOBS_BENCH_PORT ?? 3413)
const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const origin = `http://127.0.0.1:${port}`

async function seedListings(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into job_listings (user_id, company_id, title, description, requirements, city, contract_type,
                              seniority, remote, salary_min, salary_max, status, published_at, created_at)
    select c.user_id, c.id,
           (array['Sviluppatore', 'Analista', 'Contabile', 'Commerciale', 'Progettista'])[1 + n % 5] || ' ' || n,
           'Annuncio di prova numero ' || n || ' con una descrizione di qualche riga.',
           'Requisiti di prova.',
           (array['Milano', 'Roma', 'Torino', 'Napoli', 'Bologna', 'Firenze', 'Bari', 'Verona', 'Padova', 'Genova'])[1 + n % 10],
           (array['full_time', 'part_time', 'freelance', 'internship'])[1 + n % 4],
           (array['junior', 'mid', 'senior', 'lead'])[1 + (n / 4) % 4],
           n % 5 = 0,
           case when n % 3 = 0 then 25000 + (n % 20) * 1000 end,
           case when n % 3 = 0 then 35000 + (n % 20) * 1000 end,
           case when n % 20 = 0 then 'draft' when n % 20 = 1 then 'closed' else 'published' end,
           case when n % 20 = 0 then null else now() - (n % 90) * interval '1 day' - n * interval '1 second' end,
           now() - (n % 90) * interval '1 day'
    from generate_series(1, ${LISTINGS}) as n,
         (select id, user_id from companies where slug = 'talentia') as c;
  `)
  // VACUUM runs outside a transaction: on its own, so the counts can read the index alone
  await sql.unsafe('vacuum analyze job_listings')
}

async function load(url: string) {
  await autocannon({ url, connections: 100, duration: 1 })
  const result = await autocannon({ url, connections: 100, duration })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

/** The bare baseline: node:http and the postgres driver answering the first page with the same statements. */
function bareServer(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} })
  const server = http.createServer((_request, response) => {
    Promise.all([
      sql`select l.*, c.slug, c.ragione_sociale, u.first_name, u.last_name, p.slug as owner_slug
          from job_listings l join users u on u.id = l.user_id left join profiles p on p.user_id = l.user_id
          left join companies c on c.id = l.company_id
          where l.status = 'published' and (l.expires_at is null or l.expires_at > now())
          order by l.published_at desc nulls last, l.id desc nulls last limit 10`,
      sql`select count(*)::int as total from job_listings
          where status = 'published' and (expires_at is null or expires_at > now())`,
    ]).then(
      ([rows, [{ total }]]) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ data: rows, meta: { total } }))
      },
      () => {
        response.statusCode = 500
        response.end()
      },
    )
  })
  return { server, sql }
}

const name = `aula_jobs_bench_${process.pid}`
const admin = postgres(pgServer, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database ${name}`)
const url = new URL(pgServer)
url.pathname = `/${name}`
const app = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.href,
    AULA_SKIP_BUILD: '1',
    WORKERS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const failures: string[] = []
try {
  const until = Date.now() + 300_000
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until || app.exitCode !== null) throw new Error('Aula did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const sql = postgres(url.href, { max: 1, onnotice: () => {} })
  const started = Date.now()
  await seedListings(sql)
  if (process.env.JOBS_BENCH_EXPLAIN) {
    for (const text of [
      `select l.id from job_listings l join users u on u.id = l.user_id left join profiles p on p.user_id = l.user_id left join companies c on c.id = l.company_id where l.status = 'published' and (l.expires_at is null or l.expires_at > now()) order by l.published_at desc nulls last, l.id desc nulls last limit 10`,
      `select count(*)::int from job_listings where status = 'published' and (expires_at is null or expires_at > now())`,
    ]) {
      const plan = await sql.unsafe(`explain analyze ${text}`)
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'))
    }
  }
  await sql.end()
  console.log(`seeded ${LISTINGS} job listings in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const list = `${origin}/api/public/job-listings`
  const indexed = [
    ['first page, no filter', `${list}`],
    ['a later page (page 50)', `${list}?page=50`],
    ['contract and seniority', `${list}?contract_type=part_time&seniority=senior`],
    ['a city or remote', `${list}?place=Bologna&remote=1`],
    ['a city', `${list}?place=Bologna`],
    ['published in the last 7 days', `${list}?since=7`],
  ] as const
  const bare = bareServer(url.href)
  await new Promise<void>((resolve) => bare.server.listen(0, '127.0.0.1', resolve))
  const barePort = (bare.server.address() as AddressInfo).port
  const baseline = await load(`http://127.0.0.1:${barePort}/`)
  bare.server.close()
  await bare.sql.end()

  console.log(
    `\nGET /api/public/job-listings on PostgreSQL at ${LISTINGS} listings, 100 connections, ${duration} s`,
  )
  const show = (label: string, r: { rps: number; p50: number; p99: number }) =>
    console.log(`${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} rps  p50 ${r.p50}  p99 ${r.p99}`)
  show('bare node:http + postgres (page 1)', baseline)
  for (const [label, target] of indexed) {
    const r = await load(target)
    show(label, r)
    if (r.p99 > 50) failures.push(`${label}: p99 ${r.p99} ms > 50 ms`)
  }
  show('free text (q=analista), reported', await load(`${list}?q=analista`))
} finally {
  const exited = new Promise((resolve) => app.once('exit', resolve))
  if (app.exitCode === null) app.kill('SIGTERM')
  await exited
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
}
if (failures.length) {
  console.error(`\nover budget:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('\nall job list budgets met')
