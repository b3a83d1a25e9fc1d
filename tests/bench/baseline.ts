/**
 * The bare baseline the API is measured against (DESIGN.md §7): node:http plus the same database
 * driver, doing the same work as Aula's handler and answering the same JSON — no framework, no
 * validation, no headers. Started by tests/bench/run.ts as its own process.
 *   BENCH_DB=pglite DATA_DIR=… | BENCH_DB=postgres DATABASE_URL=…   PORT=…
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { PGLITE_EXTENSIONS } from '../../server/core/db/index.ts'

type Query = (text: string) => Promise<Record<string, unknown>[]>

async function connect(): Promise<{ query: Query; kind: string }> {
  if (process.env.BENCH_DB === 'postgres') {
    const sql = postgres(process.env.DATABASE_URL!, { max: 10 })
    return { kind: 'postgres', query: (text) => sql.unsafe(text) as Promise<Record<string, unknown>[]> }
  }
  const db = await PGlite.create({
    dataDir: path.resolve(process.env.DATA_DIR!, 'db'),
    extensions: PGLITE_EXTENSIONS,
  })
  return { kind: 'pglite', query: async (text) => (await db.query<Record<string, unknown>>(text)).rows }
}

const { query, kind } = await connect()

const handlers: Record<string, () => Promise<unknown>> = {
  '/api/health': async () => {
    await query('select 1')
    return { data: { status: 'ok', database: kind } }
  },
  '/api/public/categories': async () => {
    const rows = await query('select id, slug, name_it, name_en from categories order by position, id')
    return { data: rows.map((r) => ({ id: r.id, slug: r.slug, name: { it: r.name_it, en: r.name_en } })) }
  },
  '/api/public/courses': () => cataloguePage('c.published_at desc nulls last'),
  '/api/public/courses?sort=popular': () => cataloguePage('c.enrolments_count desc nulls last'),
  '/api/public/courses/bench-course-1': () => coursePage('bench-course-1'),
}

/** The columns of a course summary, as Aula's summaryColumns select them. */
const summaryColumns = `c.id, c.slug, c.title, c.subtitle, c.language, c.price_cents,
  (case when c.promo_ends_at is null or c.promo_ends_at > now() then c.promo_price_cents end) as promo_price_cents,
  c.promo_ends_at, c.enrolments_count, c.cover_url, c.published_at, c.created_at, c.average_reviews,
  c.review_number, k.id as category_id, k.slug as category_slug, k.name_it, k.name_en,
  u.id as trainer_id, u.first_name, u.last_name, p.slug as trainer_slug, p.avatar_url,
  (select count(*)::int from lessons l where l.course_id = c.id) as lessons_count,
  (select coalesce(sum(l.duration_seconds), 0)::int from lessons l where l.course_id = c.id) as duration_seconds`
const summaryJoins = `from courses c join categories k on k.id = c.category_id join users u on u.id = c.trainer_id
  join profiles p on p.user_id = u.id`

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString())

function toSummary(r: Record<string, unknown>) {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    subtitle: r.subtitle,
    language: r.language,
    price_cents: r.price_cents,
    promo_price_cents: r.promo_price_cents,
    promo_ends_at: r.promo_price_cents === null ? null : iso(r.promo_ends_at),
    currency: 'EUR',
    cover_url: r.cover_url,
    category: { id: r.category_id, slug: r.category_slug, name: { it: r.name_it, en: r.name_en } },
    trainer: {
      id: r.trainer_id,
      slug: r.trainer_slug,
      full_name: `${String(r.first_name)} ${String(r.last_name)}`,
      avatar_url: r.avatar_url,
    },
    average_reviews: r.average_reviews,
    review_number: r.review_number,
    enrolments_count: r.enrolments_count,
    lessons_count: r.lessons_count,
    duration_seconds: r.duration_seconds,
    published_at: iso(r.published_at ?? r.created_at),
  }
}

/** The total of published courses and the snapshot it was counted under (Aula's totals by snapshot). */
let known: { snapshot: string; total: number } | undefined

/**
 * The catalogue's first page in one order, the same statements as Aula's catalogueStatements: the
 * page's ids from the order's index, then the joins and lesson subqueries for those ten, with the
 * snapshot; the published courses are counted only when the snapshot moved since the last count.
 */
async function cataloguePage(order: string) {
  const perPage = 10
  const rows = await query(`select ${summaryColumns}, pg_current_snapshot()::text as snapshot
    ${summaryJoins}
    join (select id from courses c where published_at is not null
          order by ${order}, c.id desc nulls last limit ${perPage} offset 0) page on page.id = c.id
    order by ${order}, c.id desc nulls last`)
  let total = known !== undefined && rows[0]?.snapshot === known.snapshot ? known.total : undefined
  if (total === undefined) {
    const [counted] = await query(
      'select count(*)::int as total, pg_current_snapshot()::text as snapshot from courses where published_at is not null',
    )
    total = Number(counted.total)
    known = { snapshot: String(counted.snapshot), total }
  }
  return {
    data: rows.map(toSummary),
    meta: { current_page: 1, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  }
}

/** A course's page, the same two statements as Aula's findCourseBySlug: the course joined, then its lessons. */
async function coursePage(slug: string) {
  const [row] = await query(`select ${summaryColumns}, c.description, c.goals, c.recipients,
      c.presentation_video_path
    ${summaryJoins}
    where c.slug = '${slug}' and c.published_at is not null`)
  if (!row) return null
  const lessons = await query(`select id, course_id, position, title, duration_seconds, free, kind, body,
      video_path, created_at, updated_at
    from lessons where course_id = ${Number(row.id)} order by position asc, id asc`)
  const video = row.presentation_video_path as string | null
  return {
    data: {
      ...toSummary(row),
      description: row.description,
      goals: row.goals,
      recipients: row.recipients,
      presentation: video
        ? {
            playlist: `/media/courses/${String(row.id)}/index.m3u8`,
            captions: video.startsWith('demo/') ? `/media/courses/${String(row.id)}/captions.vtt` : null,
          }
        : null,
      lessons: lessons.map((l) => ({
        id: l.id,
        title: l.title,
        position: l.position,
        duration_seconds: l.duration_seconds,
        free: l.free,
        has_video: l.video_path !== null,
      })),
    },
  }
}

createServer(async (req, res) => {
  const handler = handlers[req.url ?? '']
  if (!handler) {
    res.writeHead(404).end()
    return
  }
  const result = await handler()
  if (result === null) {
    res.writeHead(404).end()
    return
  }
  const body = JSON.stringify(result)
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body)
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'))
