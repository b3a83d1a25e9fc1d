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
