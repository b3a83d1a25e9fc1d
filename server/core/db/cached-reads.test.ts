/**
 * Every cached read of the app (core/db/snapshot-cache.ts) against the tables it declares:
 * - each declared table is versioned, and a write to each of them makes the next read compute
 *   again, while a write to a table it does not read keeps the answer (counted computations);
 * - that the declarations are complete is checked on every test run: under the tests a computation
 *   that reads a table its cache did not declare fails (snapshot-cache.test.ts);
 * - the catalogue, a course, the categories and the job listings through the API: an edit shows on
 *   the next read, while lesson progress, rate limits, messages and queued work keep the answer;
 * - on PostgreSQL, two app instances on one database: what one writes, the other reads next.
 */
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../features/accounts/factories.testing.ts'
import { createCategory, createCourse } from '../../features/courses/factories.testing.ts'
import { createJobListing } from '../../features/jobs/factories.testing.ts'
import { SEARCH_CACHES } from '../../features/search/search.routes.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  injectWithLogin,
  usePostgres,
  type TestApp,
} from '../../testing/helper.ts'
import { buildApp } from '../app.ts'
import { openDatabase, type Database, type Db } from './index.ts'
import { cacheRegistry, COLUMN_VERSIONS, snapshotCache } from './snapshot-cache.ts'
import { rowsOf } from './sql.ts'

let t: TestApp
// building the app imports every area: on a loaded machine that alone can pass the 60 s hook limit
beforeAll(async () => {
  t = await buildTestApp()
}, 180_000)
afterAll(() => t.close())

/** The caches the app makes (a new one must be added here, and so gets the test below). */
const CACHES = [
  'bearer tokens',
  'catalogue pages',
  'categories',
  'course pages',
  'direct messages',
  'feed pages',
  'job listings',
  'network suggestions',
  'network summaries',
  'own profile views',
  'shown posts',
  'shown profiles',
  ...SEARCH_CACHES,
]

/** Tables the reads above never look at, written all the time in real traffic. */
const BUSY_ELSEWHERE = ['lesson_progress', 'rate_limits', 'outbox', 'notifications', 'learning_time']

/**
 * Rewrites one row of `table` as it is (a real UPDATE: a new row version, the trigger fires); for a
 * column's own version (COLUMN_VERSIONS), that column of one row of its table, as its trigger does.
 */
async function writeTo(db: Db, table: string): Promise<void> {
  const split = COLUMN_VERSIONS.find((entry) => entry.version === table)
  if (split) {
    // as the column's trigger writes it (migration 0048)
    const [target, name] = [sql.identifier(split.table), sql.identifier(split.column)]
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('aula.version_as', ${split.version}, true)`)
      await tx.execute(
        sql`update ${target} set ${name} = ${name} where ctid = (select ctid from ${target} limit 1)`,
      )
    })
    return
  }
  const [column] = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' and is_identity = 'NO'
        order by ordinal_position limit 1`,
  )
  const name = sql.identifier(column.name)
  const target = sql.identifier(table)
  await db.execute(
    sql`update ${target} set ${name} = ${name} where ctid = (select ctid from ${target} limit 1)`,
  )
}

describe('every cached read', () => {
  it('is computed again after a write to each table it declares, and kept through writes to others', async () => {
    for (const name of CACHES) expect(cacheRegistry.has(name), name).toBe(true)
    const versioned = new Set(
      (
        await rowsOf<{ name: string }>(
          t.db,
          sql`select relname as name from pg_class where relnamespace = 'table_versions'::regnamespace`,
        )
      ).map((row) => row.name),
    )
    for (const name of CACHES) {
      const { tables } = cacheRegistry.get(name)!
      expect(tables.length, name).toBeGreaterThan(0)
      for (const table of tables) expect(versioned.has(table), `${name}: ${table} is versioned`).toBe(true)
      const probe = snapshotCache<number>({ name: `probe of ${name}`, maxEntries: 1, tables })
      let computed = 0
      const read = () => probe.value(t.db, 'answer', async () => ++computed)
      expect(await read()).toBe(1)
      for (const table of BUSY_ELSEWHERE.filter((other) => !tables.includes(other)))
        await writeTo(t.db, table)
      expect(await read(), `${name} after writes elsewhere`).toBe(1)
      for (const table of tables) {
        const before = computed
        await writeTo(t.db, table)
        expect(await read(), `${name} after a write to ${table}`).toBe(before + 1)
        expect(await read()).toBe(before + 1)
      }
    }
  })
})

type Listed = { data: { title?: string; name_en?: string; slug?: string }[] }
const computedBy = (name: string) => cacheRegistry.get(name)!.computed

/** Reads `url` twice more after writes elsewhere: the same answer, not computed again. */
async function keptThroughOtherWrites(app: FastifyInstance, db: Db, url: string, cache: string) {
  const first = (await injectJson(app, url)).body
  const computed = computedBy(cache)
  for (const table of BUSY_ELSEWHERE) await writeTo(db, table)
  expect((await injectJson(app, url)).body).toEqual(first)
  expect(computedBy(cache), `${cache} through writes elsewhere`).toBe(computed)
  return first
}

describe('through the API', () => {
  it('the catalogue and a course page show an edit on the next read', async () => {
    const { course } = await createCourse(t.db, { title: 'Versioni prima' })
    const list = '/api/public/courses?q=versioni'
    const page = `/api/public/courses/${course.slug}`
    expect(
      ((await keptThroughOtherWrites(t.app, t.db, list, 'catalogue pages')) as Listed).data[0].title,
    ).toBe('Versioni prima')
    await keptThroughOtherWrites(t.app, t.db, page, 'course pages')
    await t.db.execute(sql`update courses set title = 'Versioni dopo' where id = ${course.id}`)
    expect((await injectJson<Listed>(t.app, list)).body.data[0].title).toBe('Versioni dopo')
    expect((await injectJson<{ data: { title: string } }>(t.app, page)).body.data.title).toBe('Versioni dopo')
  })

  it('the categories and the job listings show a new row on the next read', async () => {
    await keptThroughOtherWrites(t.app, t.db, '/api/public/categories', 'categories')
    const category = await createCategory(t.db)
    const categories = (await injectJson<Listed>(t.app, '/api/public/categories')).body.data
    expect(categories.map((row) => row.slug)).toContain(category.slug)

    const jobs = '/api/public/job-listings?perPage=100'
    await keptThroughOtherWrites(t.app, t.db, jobs, 'job listings')
    const job = await createJobListing(t.db, { title: 'Annuncio nuovo' })
    expect((await injectJson<Listed>(t.app, jobs)).body.data.map((row) => row.title)).toContain(
      'Annuncio nuovo',
    )
    await t.db.execute(sql`update job_listings set title = 'Annuncio cambiato' where id = ${job.id}`)
    expect((await injectJson<Listed>(t.app, jobs)).body.data.map((row) => row.title)).toContain(
      'Annuncio cambiato',
    )
  })
})

describe('an enrolment', () => {
  it("shows in the catalogue's count on the next read, and keeps the search's courses (migration 0048)", async () => {
    const { course } = await createCourse(t.db, { title: 'Iscrizioni contate' })
    const learner = await createUser(t.db)
    const list = '/api/public/courses?q=iscrizioni%20contate'
    const search = '/api/search/courses?q=iscrizioni%20contate'
    const count = async () =>
      (await injectJson<{ data: { enrolments_count: number }[] }>(t.app, list)).body.data[0].enrolments_count
    expect(await count()).toBe(0)
    const found = (await injectJson<Listed>(t.app, search)).body
    expect(found.data.map((row) => row.title)).toEqual(['Iscrizioni contate'])
    const searched = computedBy('search answers: courses')
    await t.db.execute(
      sql`insert into course_enrolments (user_id, course_id) values (${learner.user.id}, ${course.id})`,
    )
    expect(await count()).toBe(1)
    expect((await injectJson<Listed>(t.app, search)).body).toEqual(found)
    expect(computedBy('search answers: courses')).toBe(searched)
  })
})

describe("the owner's own profile", () => {
  it("/me's details read by every role under the table check, and a course's edit shows on the next read", async () => {
    for (const email of ['studente@aula.test', 'hr@aula.test', 'admin@aula.test']) {
      const { response } = await injectWithLogin(t.app, email, {
        method: 'GET',
        url: '/api/profile/me/details',
      })
      expect(response.statusCode, email).toBe(200)
    }
    const { response, body, token } = await injectWithLogin<{ data: object }>(t.app, 'formatore@aula.test', {
      method: 'GET',
      url: '/api/profile/me/details',
    })
    expect(response.statusCode).toBe(200)
    const [course] = await rowsOf<{ id: number; title: string }>(
      t.db,
      sql`select c.id, c.title from courses c join users u on u.id = c.trainer_id
          where u.email = 'formatore@aula.test' and c.published_at is not null order by c.id limit 1`,
    )
    expect(JSON.stringify(body.data)).toContain(course.title)
    await t.db.execute(sql`update courses set title = 'Titolo cambiato per /me' where id = ${course.id}`)
    const again = await injectJson<{ data: object }>(
      t.app,
      asUser(token, { method: 'GET', url: '/api/profile/me/details' }),
    )
    expect(JSON.stringify(again.body.data)).toContain('Titolo cambiato per /me')
  })
})

describe.runIf(usePostgres)('two app instances on one PostgreSQL database', () => {
  let other: Database
  let second: FastifyInstance
  beforeAll(async () => {
    other = await openDatabase({ dataDir: '', databaseUrl: t.database.url })
    second = await buildApp(t.config, {
      database: other,
      distDir: path.join(os.tmpdir(), 'aula-test-no-dist'),
      logger: false,
    })
    await second.ready()
  }, 180_000)
  afterAll(async () => {
    await second.close()
    await other.close()
  })

  it("each reads what the other wrote, and keeps its answers through the other's unrelated writes", async () => {
    const { course } = await createCourse(t.db, { title: 'Due processi' })
    const list = '/api/public/courses?q=due%20processi'
    // the second instance keeps its answer while the first writes elsewhere
    await keptThroughOtherWrites(second, t.db, list, 'catalogue pages')
    await t.db.execute(
      sql`update courses set title = 'Due processi, scritto dal primo' where id = ${course.id}`,
    )
    expect((await injectJson<Listed>(second, list)).body.data[0].title).toBe(
      'Due processi, scritto dal primo',
    )
    // and the other way round
    await keptThroughOtherWrites(t.app, other.db, list, 'catalogue pages')
    await other.db.execute(
      sql`update courses set title = 'Due processi, scritto dal secondo' where id = ${course.id}`,
    )
    expect((await injectJson<Listed>(t.app, list)).body.data[0].title).toBe(
      'Due processi, scritto dal secondo',
    )
  })
})
