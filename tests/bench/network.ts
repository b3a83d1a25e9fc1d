/**
 * The network's reads at 100 000 users on PostgreSQL (issue 16), on their own:
 * `node --import tsx tests/bench/network.ts` (TEST_DATABASE_URL, BENCH_DURATION, NETWORK_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 users with profiles (3 of 200 interests and 3 of 300 competences each), 1 000 000 follows
 * spread over 60 days and 300 000 accepted partnerships, with set-based SQL. The demo student shares
 * interests and competences with thousands of them and has bench partners, so her suggestions walk
 * both candidate paths. Then autocannon, 100 connections, on: a public profile's network summary
 * (anonymous, and as the student), her suggestions, and trending profiles; and each statement alone
 * (EXPLAIN ANALYZE, no cache) for what a cold read costs. Budget (DESIGN.md §7): p99 ≤ 50 ms.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import postgres from 'postgres'

const USERS = 100_000
const duration = Number(process.env.BENCH_DURATION ?? 5)
const port = Number(process.env.NETWORK_BENCH_PORT ?? 3412)
const pgServer = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const origin = `http://127.0.0.1:${port}`

async function seedNetwork(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into users (email, password, first_name, last_name, role, roles, email_verified_at, phone_verified,
                       terms_accepted, privacy_accepted, referral_code, created_at)
    select 'bench-net-' || n || '@bench.test', 'not-a-hash', 'Persona', 'Rete ' || n, 'student', array['student'],
           now(), true, true, true, 'NET' || n, now() - n * interval '1 minute'
    from generate_series(1, ${USERS}) as n;

    insert into profiles (user_id, slug, payoff, interests, competences)
    select id, 'bench-net-' || k, 'Profilo di prova',
           array['interesse-' || (k % 200), 'interesse-' || ((k * 7) % 200), 'interesse-' || ((k * 13) % 200)],
           array['competenza-' || (k % 300), 'competenza-' || ((k * 11) % 300), 'competenza-' || ((k * 17) % 300)]
    from (select id, split_part(split_part(email, '@', 1), '-', 3)::int as k
          from users where email like 'bench-net-%@bench.test') as u;
  `)
  const [{ first }] = await sql<{ first: number }[]>`
    select min(id)::int as first from users where email like 'bench-net-%@bench.test'`
  // ten follows each: follower i follows (i·7919 + j·104729) mod N, never itself
  await sql.unsafe(`
    insert into follows (follower_id, followed_id, created_at)
    select ${first} + i, ${first} + ((i * 7919 + j * 104729) % ${USERS}), now() - ((i * 31 + j * 17) % 1440) * interval '1 hour'
    from generate_series(0, ${USERS - 1}) as i, generate_series(1, 10) as j
    where ((i * 7919 + j * 104729) % ${USERS}) <> i
    on conflict do nothing;

    insert into partnerships (requester_id, target_id, status, responded_at)
    select ${first} + i, ${first} + ((i + j * 337) % ${USERS}), 'accepted', now()
    from generate_series(0, ${USERS - 1}) as i, generate_series(1, 3) as j;

    update profiles set interests = array['interesse-1', 'interesse-2', 'interesse-3'],
                        competences = array['competenza-1', 'competenza-2', 'competenza-3']
    where user_id = (select id from users where email = 'studente@aula.test');

    insert into partnerships (requester_id, target_id, status, responded_at)
    select (select id from users where email = 'studente@aula.test'), ${first} + n, 'accepted', now()
    from generate_series(10, 12) as n;

    analyze;
  `)
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

const name = `aula_net_bench_${process.pid}`
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
  const first = await seedNetwork(sql)
  console.log(
    `seeded ${USERS} users, their follows and partnerships in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  // a login is a state-changing call: it echoes the CSRF cookie like the SPA does
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
  const [{ student }] = await sql<
    { student: number }[]
  >`select id as student from users where email = 'studente@aula.test'`
  const profile = first + 5000
  const bearer = { authorization: `Bearer ${token}` }

  const rows = [
    ['GET /api/profile/:id/network (visitor)', await load(`${origin}/api/profile/${profile}/network`)],
    [
      'GET /api/profile/:id/network (student)',
      await load(`${origin}/api/profile/${profile}/network`, bearer),
    ],
    ['GET /api/network/suggestions (student)', await load(`${origin}/api/network/suggestions`, bearer)],
    ['GET /api/network/trending', await load(`${origin}/api/network/trending`)],
  ] as const
  console.log(`\nNetwork reads on PostgreSQL at ${USERS} users, 100 connections, ${duration} s (req/s; ms)`)
  for (const [label, r] of rows) {
    console.log(`${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} rps  p50 ${r.p50}  p99 ${r.p99}`)
    if (r.p99 > 50) failures.push(`${label}: p99 ${r.p99} ms > 50 ms`)
  }

  console.log('\nEach statement alone, uncached (EXPLAIN ANALYZE, 20 runs)')
  await cold(
    sql,
    'followers count of a profile',
    `select count(*) from follows f join users u on u.id = f.follower_id where f.followed_id = ${profile} and u.status = 'active'`,
  )
  await cold(
    sql,
    'partners count of a profile',
    `select count(*) from partnerships p where (p.requester_id = ${profile} or p.target_id = ${profile}) and p.status = 'accepted'`,
  )
  const { suggestionsSql, trendingSql } = await import('../../server/features/network/discovery.sql.ts')
  await cold(sql, 'suggestions of the demo student', suggestionsSql(student, 12))
  await cold(sql, 'trending profiles (last 7 days)', trendingSql(10))
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
console.log('\nall network budgets met')
