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

type Query = (text: string) => Promise<Record<string, unknown>[]>

async function connect(): Promise<{ query: Query; kind: string }> {
  if (process.env.BENCH_DB === 'postgres') {
    const sql = postgres(process.env.DATABASE_URL!, { max: 10 })
    return { kind: 'postgres', query: (text) => sql.unsafe(text) as Promise<Record<string, unknown>[]> }
  }
  const db = await PGlite.create({ dataDir: path.resolve(process.env.DATA_DIR!, 'db') })
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
  // The catalogue's first page at scale: the same queries as Aula's listCourses (page ids from the
  // index, then joins and lesson subqueries for those ten, and the count).
  '/api/public/courses': async () => {
    const [rows, [{ total }]] = await Promise.all([
      query(`select c.id, c.slug, c.title, c.subtitle, c.language, c.price_cents, c.cover_url,
          c.published_at, c.created_at, c.average_reviews, c.review_number,
          k.id as category_id, k.slug as category_slug, k.name_it, k.name_en,
          u.id as trainer_id, u.first_name, u.last_name, p.slug as trainer_slug, p.avatar_url,
          (select count(*)::int from lessons l where l.course_id = c.id) as lessons_count,
          (select coalesce(sum(l.duration_seconds), 0)::int from lessons l where l.course_id = c.id) as duration_seconds
        from courses c join categories k on k.id = c.category_id join users u on u.id = c.trainer_id
          join profiles p on p.user_id = u.id
          join (select id from courses where published_at is not null
                order by published_at desc nulls last, id desc nulls last limit 10 offset 0) page on page.id = c.id
        order by c.published_at desc nulls last, c.id desc nulls last`),
      query(`select count(*)::int as total from courses where published_at is not null`),
    ])
    const data = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      subtitle: r.subtitle,
      language: r.language,
      price_cents: r.price_cents,
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
      lessons_count: r.lessons_count,
      duration_seconds: r.duration_seconds,
      published_at: new Date((r.published_at ?? r.created_at) as string).toISOString(),
    }))
    const perPage = 10
    return {
      data,
      meta: {
        current_page: 1,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(Number(total) / perPage)),
      },
    }
  },
}

createServer(async (req, res) => {
  const handler = handlers[req.url ?? '']
  if (!handler) {
    res.writeHead(404).end()
    return
  }
  const body = JSON.stringify(await handler())
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body)
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'))
