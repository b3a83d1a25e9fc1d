/**
 * Adding an area adds a folder and edits no central list (DESIGN.md §2), on the server side:
 * a throw-away "guestbook" area written by this test — tables.ts, seed.ts, routes.ts and nothing
 * else — next to the real areas, and
 *   - drizzle-kit, with the repository's schema globs, finds its table and only its table;
 *   - a new database gets its demo rows, seeded after the accounts it refers to;
 *   - buildApp serves its route, which the OpenAPI document lists;
 *   - its contracts/<area>/routes.ts puts its page in the route table: the server answers the page's
 *     URL (not a 404) and the sitemap lists it in both languages.
 * The area lives in a features folder of its own (the real ones linked in), inside a git-ignored
 * .data-* folder of the repository so its files resolve the same packages.
 */
import { execFile } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER } from '../../server/core/db/index.ts'
import { buildTestApp, injectJson, type TestApp } from '../../server/testing/helper.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const REAL_FEATURES = path.join(ROOT, 'server', 'features')
const REAL_CONTRACTS = path.join(ROOT, 'contracts')
const core = (file: string) => JSON.stringify(path.join(ROOT, 'server', 'core', file))
const contracts = (file: string) => JSON.stringify(path.join(ROOT, 'contracts', file))

const AREA_FILES: Record<string, string> = {
  'tables.ts': `
import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from ${core('db/columns.ts')}
import { userRef } from ${core('db/tables.ts')}

export const guestbookNotes = pgTable('guestbook_notes', {
  id: id(),
  user_id: userRef(),
  text: text().notNull(),
  created_at: createdAt(),
})
`,
  'seed.ts': `
import { asc } from 'drizzle-orm'
import { defineSeed } from ${core('db/seeds.ts')}
import { users } from ${core('db/tables.ts')}
import { guestbookNotes } from './tables.ts'

export default defineSeed({
  after: ['accounts'],
  async run(db) {
    const authors = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(3)
    await db.insert(guestbookNotes).values(authors.map((author) => ({ user_id: author.id, text: 'Ciao!' })))
    return { guestbookNotes: authors.length }
  },
})
`,
  'routes.ts': `
import * as v from 'valibot'
import { data, endpoint } from ${contracts('core/endpoint.ts')}
import { defineRoutes } from ${core('areas.ts')}
import { route } from ${core('http/route.ts')}
import { guestbookNotes } from './tables.ts'

export const listNotes = endpoint({
  method: 'GET',
  path: '/api/guestbook',
  auth: 'public',
  tag: 'guestbook',
  summary: 'Every guestbook note',
  response: data(v.array(v.object({ user_id: v.number(), text: v.string() }))),
})

export default defineRoutes({
  plugin: async (app) => {
    route(app, listNotes, async () => ({
      data: await app.db
        .select({ user_id: guestbookNotes.user_id, text: guestbookNotes.text })
        .from(guestbookNotes)
        .orderBy(guestbookNotes.id),
    }))
  },
})
`,
}

// The area's SPA route, as contracts/guestbook/routes.ts declares it.
const CONTRACT_ROUTES = `
import { defineAreaRoutes } from ${contracts('core/routes.ts')}

export default defineAreaRoutes('guestbook', [{ name: 'guestbook', path: '/guestbook', layout: 'public' }])
`

let workDir: string
let featuresDir: string
let contractsDir: string
let migration: string
let t: TestApp

beforeAll(async () => {
  workDir = mkdtempSync(path.join(ROOT, '.data-new-area-'))
  featuresDir = path.join(workDir, 'features')
  mkdirSync(path.join(featuresDir, 'guestbook'), { recursive: true })
  for (const area of readdirSync(REAL_FEATURES, { withFileTypes: true })) {
    if (area.isDirectory())
      symlinkSync(path.join(REAL_FEATURES, area.name), path.join(featuresDir, area.name))
  }
  for (const [file, text] of Object.entries(AREA_FILES))
    writeFileSync(path.join(featuresDir, 'guestbook', file), text)
  contractsDir = path.join(workDir, 'contracts')
  mkdirSync(path.join(contractsDir, 'guestbook'), { recursive: true })
  for (const area of readdirSync(REAL_CONTRACTS, { withFileTypes: true })) {
    if (area.isDirectory())
      symlinkSync(path.join(REAL_CONTRACTS, area.name), path.join(contractsDir, area.name))
  }
  writeFileSync(path.join(contractsDir, 'guestbook', 'routes.ts'), CONTRACT_ROUTES)

  // drizzle-kit with drizzle.config.ts's globs, pointed at this features folder and a copy of the
  // migrations (it wants paths relative to the directory it runs in).
  const out = path.join(workDir, 'migrations')
  cpSync(MIGRATIONS_FOLDER, out, { recursive: true })
  const config = path.join(workDir, 'drizzle.config.ts')
  const relative = (to: string) => `./${path.relative(ROOT, to)}`
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: ['./server/core/db/tables.ts', relative(path.join(featuresDir, '*/tables.ts'))],
      out: relative(out),
    })}\n`,
  )
  const { stdout, stderr } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config, '--name', 'guestbook'],
    { cwd: ROOT },
  )
  const committed = new Set(readdirSync(MIGRATIONS_FOLDER))
  const added = readdirSync(out).filter((file) => file.endsWith('.sql') && !committed.has(file))
  // drizzle-kit reports some failures on its output and still exits 0.
  expect(added, `${stdout}\n${stderr}`).toHaveLength(1)
  migration = readFileSync(path.join(out, added[0]), 'utf8')

  t = await buildTestApp({
    featuresDir,
    contractsDir,
    // The new migration, as the committed one would run after the others.
    async beforeSeed(database) {
      for (const statement of migration.split('--> statement-breakpoint'))
        await database.db.execute(sql.raw(statement))
    },
  })
}, 120_000)

afterAll(async () => {
  await t?.close()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('a new area', () => {
  it('adds its table to the Drizzle schema, and nothing else changes', () => {
    expect(migration).toContain('CREATE TABLE "guestbook_notes"')
    expect(migration).toContain('REFERENCES "public"."users"("id")')
    // Every other statement would mean the union of tables.ts files differs from the committed schema.
    expect(migration.match(/CREATE TABLE/g)).toHaveLength(1)
    expect(migration).not.toMatch(/DROP|ALTER TABLE "(?!guestbook_notes)/)
  })

  it('seeds its demo rows after the accounts they belong to', async () => {
    const { body } = await injectJson<{ data: { user_id: number; text: string }[] }>(t.app, '/api/guestbook')
    expect(body.data).toHaveLength(3)
    expect(body.data.every((note) => note.text === 'Ciao!' && note.user_id > 0)).toBe(true)
  })

  it('serves its route, and the API describes it', async () => {
    const { response } = await injectJson(t.app, '/api/guestbook')
    expect(response.statusCode).toBe(200)
    const openapi = await injectJson<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      t.app,
      '/api/openapi.json',
    )
    expect(openapi.body.paths['/api/guestbook']?.get?.tags).toEqual(['guestbook'])
  })

  it('puts its page in the route table and the sitemap', async () => {
    expect(t.app.routeTable.matchRoute('/guestbook')?.route.name).toBe('guestbook')
    expect(t.app.routeTable.routeByName('guestbook')?.area).toBe('guestbook')
    const sitemap = (await t.app.inject('/sitemap.xml')).body
    expect(sitemap).toContain('/guestbook</loc>')
    expect(sitemap).toContain('/en/guestbook</loc>')
  })

  it('leaves the real areas working beside it', async () => {
    expect((await t.app.inject('/api/public/categories')).statusCode).toBe(200)
  })
})
