/**
 * Public profiles at 100 000 users on PostgreSQL (issue 16), on their own:
 * `node --import tsx tests/bench/profiles.ts` (TEST_DATABASE_URL, BENCH_DURATION, PROFILES_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 users with profiles and four CV entries each (a study, a job, two languages: 400 000
 * profile_items rows), with set-based SQL. Then autocannon, 100 connections, on a public profile by
 * address (a visitor) and by id (a logged-in student), and the student's own profile with its
 * completion; and the entries' statement alone (EXPLAIN ANALYZE) for what a cold read costs.
 * Budget (DESIGN.md §7): p99 ≤ 50 ms.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import postgres from 'postgres'

const USERS = 100_000
const duration = Number(process.env.BENCH_DURATION ?? 5)
const port = Number(process.env.PROFILES_BENCH_PORT ?? 3411)
const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const origin = `http://127.0.0.1:${port}`

async function seedProfiles(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into users (email, password, first_name, last_name, role, roles, email_verified_at, phone_verified,
                       terms_accepted, privacy_accepted, referral_code, created_at)
    select 'bench-prof-' || n || '@bench.test', 'not-a-hash', 'Persona', 'Profilo ' || n, 'student', array['student'],
           now(), true, true, true, 'PRF' || n, now() - n * interval '1 minute'
    from generate_series(1, ${USERS}) as n;

    insert into profiles (user_id, slug, payoff, bio, interests, competences, is_public)
    select id, 'bench-prof-' || k, 'Profilo di prova', 'Una biografia di prova.',
           array['interesse-' || (k % 200)], array['competenza-' || (k % 300)], k % 10 <> 0
    from (select id, split_part(split_part(email, '@', 1), '-', 3)::int as k
          from users where email like 'bench-prof-%@bench.test') as u;

    insert into profile_items (user_id, section, position, data)
    select u.id, s.section, s.position, s.data
    from users u,
         (values ('studies', 1, '{"school_id": null, "school_name": "Liceo", "degree": "Diploma", "field": "", "start_date": "2010-09-15", "end_date": "2015-07-01", "description": ""}'::jsonb),
                 ('experiences', 1, '{"role": "Impiegata", "company": "Azienda", "city": "Milano", "current": true, "start_date": "2016-01-01", "end_date": null, "description": ""}'::jsonb),
                 ('languages', 1, '{"language": "Italiano", "level": "native"}'::jsonb),
                 ('languages', 2, '{"language": "Inglese", "level": "B2"}'::jsonb)) as s(section, position, data)
    where u.email like 'bench-prof-%@bench.test';

    analyze;
  `)
  const [{ first }] = await sql<{ first: number }[]>`
    select min(id)::int as first from users where email like 'bench-prof-%@bench.test'`
  return first
}

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: 100, duration: 1 })
  const result = await autocannon({ url, headers, connections: 100, duration })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function cold(sql: postgres.Sql, label: string, text: string) {
  const times: number[] = []
  for (let n = 0; n < 20; n++) {
    const rows = await sql.unsafe(`explain (analyze, format json) ${text}`)
    times.push((rows[0]['QUERY PLAN'] as [{ 'Execution Time': number }])[0]['Execution Time'])
  }
  times.sort((a, b) => a - b)
  console.log(`${label.padEnd(44)} median ${times[10].toFixed(2)} ms, worst ${times[19].toFixed(2)} ms`)
}

const name = `aula_prof_bench_${process.pid}`
const admin = postgres(pgServer, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database ${name}`)
const url = new URL(pgServer)
url.pathname = `/${name}`
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
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
    if (Date.now() > until || server.exitCode !== null) throw new Error('Aula did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const sql = postgres(url.href, { max: 1, onnotice: () => {} })
  const started = Date.now()
  const first = await seedProfiles(sql)
  console.log(`seeded ${USERS} profiles and their CVs in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const csrf = await fetch(`${origin}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice(11))
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'studente@aula.test', password: 'Password123!' }),
  })
  const token = ((await login.json()) as { data?: { token: string } }).data?.token
  if (!token) throw new Error(`login failed: ${login.status}`)
  const bearer = { authorization: `Bearer ${token}` }
  const someone = first + 5001

  const rows = [
    ['GET /api/profile/slug/:slug (visitor)', await load(`${origin}/api/profile/slug/bench-prof-5001`)],
    ['GET /api/profile/get/:id (student)', await load(`${origin}/api/profile/get/${someone}`, bearer)],
    ['GET /api/profile/me/details (student)', await load(`${origin}/api/profile/me/details`, bearer)],
    ['GET /api/profile/me (student)', await load(`${origin}/api/profile/me`, bearer)],
  ] as const
  console.log(`\nProfile reads on PostgreSQL at ${USERS} users, 100 connections, ${duration} s (req/s; ms)`)
  for (const [label, r] of rows) {
    console.log(`${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} rps  p50 ${r.p50}  p99 ${r.p99}`)
    if (r.p99 > 50) failures.push(`${label}: p99 ${r.p99} ms > 50 ms`)
  }

  console.log('\nEach statement alone, uncached (EXPLAIN ANALYZE, 20 runs)')
  await cold(
    sql,
    'a profile and its user by slug',
    `select * from profiles p join users u on u.id = p.user_id where p.slug = 'bench-prof-5001' and u.status = 'active'`,
  )
  await cold(
    sql,
    'a profile’s CV entries',
    `select * from profile_items where user_id = ${someone} order by section, position, id`,
  )
  await cold(
    sql,
    'completion counts',
    `select section, count(*) from profile_items where user_id = ${someone} group by section`,
  )
  await sql.end()
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  if (server.exitCode === null) server.kill('SIGTERM')
  await exited
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
}
if (failures.length) {
  console.error(`\nover budget:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('\nall profile budgets met')
