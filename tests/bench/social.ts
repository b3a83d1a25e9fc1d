/**
 * The feed at scale on PostgreSQL (issue 17), a section of `npm run bench` (BENCH_ONLY=areas);
 * alone: `node --import tsx tests/bench/social.ts` (TEST_DATABASE_URL, BENCH_DURATION,
 * SOCIAL_BENCH_PORT, and the scale: SOCIAL_BENCH_USERS, default 100 000, SOCIAL_BENCH_POSTS,
 * default 1 000 000).
 *
 * A scratch database gets Aula's migrations and demo data, then the bench users with profiles and
 * their posts spread over a year (set-based SQL), and reactions and comments on a share of them.
 * The demo student follows 200 of the bench users. Then autocannon, 100 connections, on her feed
 * (the first page, and a page deep in it through its cursor) and on one post; and the feed's
 * statement alone (EXPLAIN ANALYZE, no cache). Budget (DESIGN.md §7): p99 ≤ 50 ms.
 */
import type postgres from 'postgres'
import { bearerOf, cold, load, report, verdict, withScratchAula } from './scratch-aula.ts'

const USERS = Number(process.env.SOCIAL_BENCH_USERS ?? 100_000)
const POSTS = Number(process.env.SOCIAL_BENCH_POSTS ?? 1_000_000)
const FOLLOWED = 200

async function seedSocial(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into users (email, password, first_name, last_name, role, roles, email_verified_at, phone_verified,
                       terms_accepted, privacy_accepted, referral_code, created_at)
    select 'bench-soc-' || n || '@bench.test', 'not-a-hash', 'Persona', 'Feed ' || n, 'student', array['student'],
           now(), true, true, true, 'SOC' || n, now() - n * interval '1 minute'
    from generate_series(1, ${USERS}) as n;

    insert into profiles (user_id, slug, payoff)
    select id, 'bench-soc-' || split_part(split_part(email, '@', 1), '-', 3), 'Profilo di prova'
    from users where email like 'bench-soc-%@bench.test';
  `)
  const [{ first }] = await sql<{ first: number }[]>`
    select min(id)::int as first from users where email like 'bench-soc-%@bench.test'`
  await sql.unsafe(`
    insert into posts (user_id, text, created_at, updated_at)
    select ${first} + (n::bigint * 7919) % ${USERS}, 'Post di prova numero ' || n,
           now() - (n % 525600) * interval '1 minute', now() - (n % 525600) * interval '1 minute'
    from generate_series(1, ${POSTS}) as n;

    insert into follows (follower_id, followed_id)
    select (select id from users where email = 'studente@aula.test'), ${first} + (j * 487) % ${USERS}
    from generate_series(1, ${FOLLOWED}) as j
    on conflict do nothing;

    -- reactions and comments on every tenth post
    insert into post_reactions (post_id, user_id, reaction)
    select p.id, ${first} + (p.id * 31 + k) % ${USERS}, (array['like','love','clap','insightful','laugh'])[1 + k % 5]
    from posts p, generate_series(1, 3) as k
    where p.id % 10 = 0
    on conflict do nothing;

    insert into post_comments (post_id, user_id, text)
    select p.id, ${first} + (p.id * 17) % ${USERS}, 'Commento di prova'
    from posts p where p.id % 10 = 0;

    analyze;
  `)
}

export async function socialBench(port = Number(process.env.SOCIAL_BENCH_PORT ?? 3417)): Promise<string[]> {
  return withScratchAula('social', port, async ({ origin, sql }) => {
    const started = Date.now()
    await seedSocial(sql)
    console.log(
      `seeded ${USERS} users, ${POSTS} posts, reactions and comments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const bearer = await bearerOf(origin, 'studente@aula.test')
    // A cursor twenty pages deep into her feed.
    let cursor: string | null = null
    for (let page = 0; page < 20; page++) {
      const response: Response = await fetch(
        `${origin}/api/feed?perPage=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { headers: bearer },
      )
      cursor = ((await response.json()) as { data: { next_cursor: string | null } }).data.next_cursor
      if (!cursor) break
    }
    const [{ post, student }] = await sql<{ post: number; student: number }[]>`
      select (select max(p.id) from posts p join follows f on f.followed_id = p.user_id
              join users u on u.id = f.follower_id where u.email = 'studente@aula.test')::int as post,
             (select id from users where email = 'studente@aula.test')::int as student`
    const probe = await fetch(`${origin}/api/feed`, { headers: bearer })
    const first = (await probe.json()) as { data?: { posts: unknown[] } }
    console.log(`GET /api/feed: ${probe.status}, ${first.data?.posts.length ?? 0} posts on the first page`)
    const failures = report(`Feed reads on PostgreSQL at ${USERS} users and ${POSTS} posts`, [
      ['GET /api/feed (following 200)', await load(`${origin}/api/feed`, bearer)],
      [
        'GET /api/feed?cursor= (page 21)',
        await load(`${origin}/api/feed?cursor=${encodeURIComponent(cursor ?? '')}`, bearer),
      ],
      ['GET /api/feed/posts/:id', await load(`${origin}/api/feed/posts/${post}`, bearer)],
    ])

    console.log('\nEach statement alone, uncached (EXPLAIN ANALYZE, 20 runs)')
    await cold(
      sql,
      'feed first page (ids), following 200',
      `select p.id from (
         select followed_id from follows where follower_id = ${student}
         union
         select case when requester_id = ${student} then target_id else requester_id end from partnerships
           where (requester_id = ${student} or target_id = ${student}) and status = 'accepted'
         union select ${student}) as a(id)
       join users u on u.id = a.id and u.status = 'active'
       cross join lateral (
         select p.id, p.created_at from posts p
         where p.user_id = a.id and p.hidden_at is null
         order by p.created_at desc, p.id desc limit 11) p
       order by p.created_at desc, p.id desc limit 11`,
    )
    return failures
  })
}

if (import.meta.url === `file://${process.argv[1]}`) verdict(await socialBench())
