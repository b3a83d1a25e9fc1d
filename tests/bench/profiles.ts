/**
 * Public profiles at 100 000 users on PostgreSQL (issue 16), a section of `npm run bench`
 * (BENCH_ONLY=areas); alone: `node --import tsx tests/bench/profiles.ts` (TEST_DATABASE_URL,
 * BENCH_DURATION, PROFILES_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 users with profiles and four CV entries each (a study, a job, two languages: 400 000
 * profile_items rows), with set-based SQL. Then autocannon, 100 connections, on a public profile by
 * address (a visitor) and by id (a logged-in student), and the student's own profile with its
 * completion; and the entries' statement alone (EXPLAIN ANALYZE) for what a cold read costs.
 * Budget (DESIGN.md §7): p99 ≤ 50 ms.
 */
import type postgres from 'postgres'
import { bearerOf, cold, load, report, verdict, withScratchAula } from './scratch-aula.ts'

const USERS = 100_000

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

export async function profilesBench(
  port = Number(process.env.PROFILES_BENCH_PORT ?? 3411),
): Promise<string[]> {
  return withScratchAula('profiles', port, async ({ origin, sql }) => {
    const started = Date.now()
    const first = await seedProfiles(sql)
    console.log(`seeded ${USERS} profiles and their CVs in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const bearer = await bearerOf(origin, 'studente@aula.test')
    const someone = first + 5001
    const failures = report(`Profile reads on PostgreSQL at ${USERS} users`, [
      ['GET /api/profile/slug/:slug (visitor)', await load(`${origin}/api/profile/slug/bench-prof-5001`)],
      ['GET /api/profile/get/:id (student)', await load(`${origin}/api/profile/get/${someone}`, bearer)],
      ['GET /api/profile/me/details (student)', await load(`${origin}/api/profile/me/details`, bearer)],
      ['GET /api/profile/me (student)', await load(`${origin}/api/profile/me`, bearer)],
    ])

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
    return failures
  })
}

if (import.meta.url === `file://${process.argv[1]}`) verdict(await profilesBench())
