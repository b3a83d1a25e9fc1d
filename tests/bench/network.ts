/**
 * The network's reads at 100 000 users on PostgreSQL (issue 16), a section of `npm run bench`
 * (BENCH_ONLY=areas); alone: `node --import tsx tests/bench/network.ts` (TEST_DATABASE_URL,
 * BENCH_DURATION, NETWORK_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 users with profiles (3 of 200 interests and 3 of 300 competences each), 1 000 000 follows
 * spread over 60 days and 300 000 accepted partnerships, with set-based SQL. The demo student shares
 * interests and competences with thousands of them and has bench partners, so her suggestions walk
 * both candidate paths. Then autocannon, 100 connections, on: a public profile's network summary
 * (anonymous, and as the student), her suggestions, and trending profiles; and each statement alone
 * (EXPLAIN ANALYZE, no cache) for what a cold read costs. Budget (DESIGN.md §7): p99 ≤ 50 ms.
 */
import type postgres from 'postgres'
import { bearerOf, cold, load, report, verdict, withScratchAula } from './scratch-aula.ts'

const USERS = 100_000

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

export async function networkBench(port = Number(process.env.NETWORK_BENCH_PORT ?? 3412)): Promise<string[]> {
  return withScratchAula('network', port, async ({ origin, sql }) => {
    const started = Date.now()
    const first = await seedNetwork(sql)
    console.log(
      `seeded ${USERS} users, their follows and partnerships in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const bearer = await bearerOf(origin, 'studente@aula.test')
    const [{ student }] = await sql<
      { student: number }[]
    >`select id as student from users where email = 'studente@aula.test'`
    const profile = first + 5000
    const failures = report(`Network reads on PostgreSQL at ${USERS} users`, [
      ['GET /api/profile/:id/network (visitor)', await load(`${origin}/api/profile/${profile}/network`)],
      [
        'GET /api/profile/:id/network (student)',
        await load(`${origin}/api/profile/${profile}/network`, bearer),
      ],
      ['GET /api/network/suggestions (student)', await load(`${origin}/api/network/suggestions`, bearer)],
      ['GET /api/network/trending', await load(`${origin}/api/network/trending`)],
    ])

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
    return failures
  })
}

if (import.meta.url === `file://${process.argv[1]}`) verdict(await networkBench())
