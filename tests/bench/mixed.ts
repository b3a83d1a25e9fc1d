/**
 * Reads under real traffic (issue 37): the reads of the API section and of the areas, at 100
 * connections, each measured twice in one run on one PostgreSQL database: quiet, then while a
 * writer commits a realistic mix at 100 commits a second — lesson progress (half of them),
 * messages between learners (a fifth: the message and both participants' rows, one transaction),
 * enrolments, posts and queued jobs (a tenth each). Budget: with the writer, p99 ≤ 50 ms and at
 * least 70% of the same read's quiet throughput.
 *
 * The data: the API section's scale (tests/bench/seed-scale.ts: 10 000 courses, 1 000 000
 * enrolments) beside the demo data; the areas' own scale seeds are not loaded here (each of their
 * sections measures them quietly). Runs in `npm run bench` (BENCH_ONLY=mixed for this alone), or
 * alone: node --import tsx tests/bench/mixed.ts
 */
import postgres from 'postgres'
import { bearerOf, benchDuration, load, verdict, withScratchAula, type Load } from './scratch-aula.ts'
import { seedScale } from './seed-scale.ts'

export const MIXED_BUDGET = { p99Ms: 50, ratio: 0.7, commitsPerSecond: 100 }

interface WriterFigures {
  commits: number
  failures: number
  perSecond: number
  p99Ms: number
}

/** Commits the mix at `rate` a second until stopped; answers what it managed. */
function startWriter(sql: postgres.Sql, ids: WriterIds, rate: number) {
  const started = Date.now()
  const latencies: number[] = []
  let issued = 0
  let failures = 0
  let inFlight = 0
  let stopped = false
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]
  const commit = (n: number): Promise<unknown> => {
    const slot = n % 10
    const learner = pick(ids.learners)
    if (slot < 5) {
      const lesson = pick(ids.lessons)
      return sql`insert into lesson_progress (user_id, course_id, lesson_id, position_seconds, watched_seconds)
        values (${learner}, ${lesson.course_id}, ${lesson.id}, ${n % 600}, 10)
        on conflict (user_id, lesson_id) do update set position_seconds = excluded.position_seconds,
          watched_seconds = lesson_progress.watched_seconds + 10, updated_at = now()`
    }
    if (slot < 7) {
      const pair = pick(ids.conversations)
      return sql.begin(async (tx) => {
        const [message] = await tx`insert into direct_messages (conversation_id, sender_id, text)
          values (${pair.id}, ${pair.a}, ${`message ${n}`}) returning id`
        await tx`update conversation_members set last_message_id = ${message.id},
          unread_count = unread_count + (user_id = ${pair.b})::int where conversation_id = ${pair.id}`
      })
    }
    if (slot === 7)
      return sql`insert into course_enrolments (user_id, course_id) values (${learner}, ${pick(ids.courses)})
        on conflict do nothing`
    if (slot === 8) return sql`insert into posts (user_id, text) values (${learner}, ${`post ${n}`})`
    return sql`insert into pgboss.job (name, data) values ('bench-mixed', ${sql.json({ n })})`
  }
  const tick = setInterval(() => {
    const due = Math.floor(((Date.now() - started) * rate) / 1000)
    while (!stopped && issued < due && inFlight < 50) {
      const began = performance.now()
      inFlight++
      commit(issued++)
        .then(
          () => latencies.push(performance.now() - began),
          () => failures++,
        )
        .finally(() => inFlight--)
    }
  }, 2)
  return async (): Promise<WriterFigures> => {
    stopped = true
    clearInterval(tick)
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    latencies.sort((a, b) => a - b)
    const seconds = (Date.now() - started) / 1000
    return {
      commits: latencies.length,
      failures,
      perSecond: latencies.length / seconds,
      p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    }
  }
}

interface WriterIds {
  learners: number[]
  courses: number[]
  lessons: { id: number; course_id: number }[]
  conversations: { id: number; a: number; b: number }[]
}

async function writerIds(sql: postgres.Sql): Promise<WriterIds> {
  const learners = (
    await sql`select id from users where email like 'bench-learner-%' order by id limit 2000`
  ).map((row) => row.id as number)
  const courses = (await sql`select id from courses order by id limit 5000`).map((row) => row.id as number)
  const lessons = (await sql`select id, course_id from lessons order by id limit 5000`) as unknown as {
    id: number
    course_id: number
  }[]
  // 200 conversations between learners (a < b, as the table asks), each with its two participants
  const conversations = (await sql`
    with pairs as (
      select learners[i] as a, learners[i + 1] as b from
        (select array_agg(id order by id) as learners from (select id from users
           where email like 'bench-learner-%' order by id limit 400) chosen) l,
        generate_series(1, 399, 2) as i
    ), made as (
      insert into conversations (user_a_id, user_b_id, created_by)
      select a, b, a from pairs on conflict do nothing returning id, user_a_id as a, user_b_id as b
    ), members as (
      insert into conversation_members (conversation_id, user_id, other_id)
      select id, a, b from made union all select id, b, a from made
    )
    select id, a, b from made`) as unknown as { id: number; a: number; b: number }[]
  await sql`select pgboss.create_queue('bench-mixed', '{}'::json)
    where not exists (select 1 from pgboss.queue where name = 'bench-mixed')`
  return { learners, courses, lessons, conversations }
}

export async function mixedBench(): Promise<string[]> {
  return withScratchAula('mixed', 3270, async ({ origin, sql, databaseUrl }) => {
    const seeded = Date.now()
    await seedScale((text) => sql.unsafe(text))
    console.log(
      `\nMixed load: data at the API section's scale seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    )
    const ids = await writerIds(sql)
    const bearer = await bearerOf(origin, 'studente@aula.test')
    const [trainer] = await sql`select p.id, p.slug from profiles p join users u on u.id = p.user_id
      where u.email = 'bench-trainer-1@bench.test'`
    const reads: [string, string, Record<string, string>?][] = [
      ['GET /api/public/categories', '/api/public/categories'],
      ['GET /api/public/courses', '/api/public/courses'],
      ['GET /api/public/courses?sort=popular', '/api/public/courses?sort=popular'],
      ['GET /api/public/courses/bench-course-1', '/api/public/courses/bench-course-1'],
      ['GET /api/public/job-listings', '/api/public/job-listings'],
      ['GET /api/profile/slug/:slug (visitor)', `/api/profile/slug/${trainer.slug}`],
      ['GET /api/profile/:id/network (visitor)', `/api/profile/${trainer.id}/network`],
      ['GET /api/network/suggestions (student)', '/api/network/suggestions', bearer],
      ['GET /api/feed (student)', '/api/feed', bearer],
      ['GET /api/dms (student)', '/api/dms', bearer],
      ['GET /api/search?q=excel&short_preview=1', '/api/search?q=excel&short_preview=1'],
    ]
    // MIXED_READS=<regex> measures only the reads whose label matches (e.g. 'search')
    const only = process.env.MIXED_READS ? new RegExp(process.env.MIXED_READS) : undefined
    const measured = only ? reads.filter(([label]) => only.test(label)) : reads
    const writer = postgres(databaseUrl, { max: 8, onnotice: () => {} })
    const rows: { label: string; quiet: Load; mixed: Load; writes: WriterFigures }[] = []
    try {
      for (const [label, path, headers] of measured) {
        const quiet = await load(`${origin}${path}`, headers)
        const stop = startWriter(writer, ids, MIXED_BUDGET.commitsPerSecond)
        const mixed = await load(`${origin}${path}`, headers)
        rows.push({ label, quiet, mixed, writes: await stop() })
      }
    } finally {
      await writer.end()
    }
    console.log(
      `\nReads at 100 connections, quiet and while ${MIXED_BUDGET.commitsPerSecond} commits/s land, ${benchDuration} s each (req/s; ms)`,
    )
    console.log(
      'read'.padEnd(42),
      'quiet rps'.padStart(9),
      'p99'.padStart(5),
      'mixed rps'.padStart(9),
      'p99'.padStart(5),
      'ratio'.padStart(6),
      'commits/s'.padStart(10),
      'commit p99'.padStart(11),
    )
    const failures: string[] = []
    for (const { label, quiet, mixed, writes } of rows) {
      const ratio = mixed.rps / quiet.rps
      console.log(
        label.padEnd(42),
        quiet.rps.toFixed(0).padStart(9),
        String(quiet.p99).padStart(5),
        mixed.rps.toFixed(0).padStart(9),
        String(mixed.p99).padStart(5),
        ratio.toFixed(2).padStart(6),
        writes.perSecond.toFixed(0).padStart(10),
        String(writes.p99Ms).padStart(11),
      )
      if (mixed.p99 > MIXED_BUDGET.p99Ms)
        failures.push(`${label} under writes: p99 ${mixed.p99} ms > ${MIXED_BUDGET.p99Ms} ms`)
      if (ratio < MIXED_BUDGET.ratio)
        failures.push(
          `${label} under writes: ${ratio.toFixed(2)} of its quiet throughput < ${MIXED_BUDGET.ratio}`,
        )
      if (writes.failures > 0) failures.push(`${label}: ${writes.failures} of the writer's commits failed`)
      if (writes.perSecond < MIXED_BUDGET.commitsPerSecond * 0.9)
        console.log(
          `  (the writer managed ${writes.perSecond.toFixed(0)} commits/s of ${MIXED_BUDGET.commitsPerSecond})`,
        )
    }
    return failures
  })
}

if (import.meta.url === `file://${process.argv[1]}`) verdict(await mixedBench())
