/**
 * Issue 19's search API: Italian stemming ("corsi" finds "corso"), accents either way, typos by
 * trigram, prefixes as one types, highlights, filters and pages, and privacy in every kind of
 * result (students only hr_visible for HR users and only public ones otherwise; private trainers
 * hidden from visitors); saved searches owner-only.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SavedSearch, SearchAll, SearchCourse, SearchPerson } from '../../../contracts/search/schemas.ts'
import { MARK_END, MARK_START } from '../../../contracts/search/schemas.ts'
import { cacheRegistry } from '../../core/db/snapshot-cache.ts'
import { asUser, buildTestApp, injectJson, withCsrf, type TestApp } from '../../testing/helper.ts'
import { createCategory, createCourse } from '../courses/factories.testing.ts'
import { createCompany, createJobListing } from '../jobs/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { notifySavedSearches } from './notify.ts'
import { SEARCH_JOBS_KEPT_MS } from './search.routes.ts'
import { savedSearches } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** A word no demo row holds: letters only, so every stemmer keeps it whole. */
const word = () =>
  'zq' +
  Array.from(randomBytes(6))
    .map((byte) => String.fromCharCode(97 + (byte % 26)))
    .join('')

type Paged<T> = { data: T[]; meta: { total: number; current_page: number; last_page: number } }

const get = <T>(url: string, who: CreatedUser | null = null) =>
  injectJson<T>(t.app, who ? asUser(who.token, { method: 'GET', url }) : { method: 'GET', url })

const titles = (body: Paged<SearchCourse>) => body.data.map((course) => course.title)

describe('courses', () => {
  it('stems Italian: "corsi" finds "corso"; words are prefixes as one types', async () => {
    const tag = word()
    await createCourse(t.db, { title: `Corso di ${tag}`, language: 'it' })
    const { response, body } = await get<Paged<SearchCourse>>(
      `/api/search/courses?q=${encodeURIComponent(`corsi ${tag}`)}`,
    )
    expect(response.statusCode).toBe(200)
    expect(titles(body)).toEqual([`Corso di ${tag}`])
    const typing = await get<Paged<SearchCourse>>(`/api/search/courses?q=${tag.slice(0, 5)}`)
    expect(titles(typing.body)).toContain(`Corso di ${tag}`)
  })

  it('stems English in an English course', async () => {
    const tag = word()
    await createCourse(t.db, { title: `Running ${tag} teams`, language: 'en' })
    const { body } = await get<Paged<SearchCourse>>(
      `/api/search/courses?q=${encodeURIComponent(`runs ${tag}`)}`,
    )
    expect(titles(body)).toEqual([`Running ${tag} teams`])
  })

  it('ignores accents either way', async () => {
    const tag = word()
    await createCourse(t.db, { title: `Università ${tag}` })
    await createCourse(t.db, { title: `Perche ${tag}` })
    const plain = await get<Paged<SearchCourse>>(
      `/api/search/courses?q=${encodeURIComponent(`universita ${tag}`)}`,
    )
    expect(titles(plain.body)).toEqual([`Università ${tag}`])
    const accented = await get<Paged<SearchCourse>>(
      `/api/search/courses?q=${encodeURIComponent(`perché ${tag}`)}`,
    )
    expect(titles(accented.body)).toEqual([`Perche ${tag}`])
  })

  it('forgives a typo through trigrams, and marks the matched words', async () => {
    const tag = word()
    await createCourse(t.db, { title: `Programmazione ${tag}` })
    const typo = await get<Paged<SearchCourse>>(
      `/api/search/courses?q=${encodeURIComponent(`programazione ${tag}`)}`,
    )
    expect(titles(typo.body)).toContain(`Programmazione ${tag}`)
    const exact = await get<Paged<SearchCourse>>(`/api/search/courses?q=${tag}`)
    expect(exact.body.data[0].title_highlight).toBe(`Programmazione ${MARK_START}${tag}${MARK_END}`)
  })

  it('leaves unpublished courses out, filters, ranks the title first and pages', async () => {
    const tag = word()
    const category = await createCategory(t.db)
    await createCourse(t.db, { title: `Hidden ${tag}`, published_at: null })
    await createCourse(t.db, { title: `Alpha`, description: `Parla di ${tag}`, category_id: category.id })
    await createCourse(t.db, { title: `Beta ${tag}`, price_cents: 1000, level: 'advanced' })
    await createCourse(t.db, { title: `Gamma ${tag}`, language: 'en', average_reviews: 4.5 })
    const all = await get<Paged<SearchCourse>>(`/api/search/courses?q=${tag}&per_page=2`)
    expect(all.body.meta.total).toBe(3)
    expect(all.body.data).toHaveLength(2)
    // titles before the description; among them the better rated first
    expect(titles(all.body)).toEqual([`Gamma ${tag}`, `Beta ${tag}`])
    const second = await get<Paged<SearchCourse>>(`/api/search/courses?q=${tag}&per_page=2&page=2`)
    expect(titles(second.body)).toEqual(['Alpha'])
    expect(second.body.meta.total).toBe(3)
    const filtered = async (filters: string) =>
      titles((await get<Paged<SearchCourse>>(`/api/search/courses?q=${tag}&${filters}`)).body).sort()
    expect(await filtered(`category=${category.slug}`)).toEqual(['Alpha'])
    expect(await filtered('price=paid')).toEqual([`Beta ${tag}`])
    expect(await filtered('price=free')).toEqual(['Alpha', `Gamma ${tag}`])
    expect(await filtered('language=en')).toEqual([`Gamma ${tag}`])
    expect(await filtered('level=advanced')).toEqual([`Beta ${tag}`])
    expect(await filtered('rating=4')).toEqual([`Gamma ${tag}`])
  })

  it('answers a category page (404 for an unknown one) and a topic page', async () => {
    const tag = word()
    const category = await createCategory(t.db)
    await createCourse(t.db, { title: `Uno ${tag}`, category_id: category.id, topic: `Tópico ${tag}` })
    await createCourse(t.db, { title: `Due`, category_id: category.id })
    const page = await get<Paged<SearchCourse> & { category: { slug: string } }>(
      `/api/search/categories/${category.slug}`,
    )
    expect(page.response.statusCode).toBe(200)
    expect(page.body.category.slug).toBe(category.slug)
    expect(page.body.meta.total).toBe(2)
    const narrowed = await get<Paged<SearchCourse>>(`/api/search/categories/${category.slug}?q=${tag}`)
    expect(titles(narrowed.body)).toEqual([`Uno ${tag}`])
    expect((await get(`/api/search/categories/no-such-${tag}`)).response.statusCode).toBe(404)
    const topic = await get<Paged<SearchCourse>>(`/api/search/topics/${encodeURIComponent(`topico ${tag}`)}`)
    expect(titles(topic.body)).toEqual([`Uno ${tag}`])
  })

  it('refuses bad filters with 422 naming the field', async () => {
    const { response, body } = await get<{ errors: Record<string, string[]> }>(
      '/api/search/courses?level=expert',
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors)).toContain('level')
  })
})

describe('people: privacy in every result', () => {
  it('shows students hr_visible to HR users and public ones to everyone else; private trainers only to members', async () => {
    const tag = word()
    const student = (first: string, profile: { is_public: boolean; hr_visible: boolean }) =>
      createUser(t.db, { role: 'student', first_name: first, last_name: tag, profile })
    await student('Publica', { is_public: true, hr_visible: false })
    await student('Nascosta', { is_public: false, hr_visible: true })
    await student('Entrambe', { is_public: true, hr_visible: true })
    await createUser(t.db, { role: 'student', first_name: 'Incompleta', last_name: tag, onboarded: false })
    await createUser(t.db, {
      role: 'trainer',
      first_name: 'Privato',
      last_name: tag,
      profile: { is_public: false },
    })
    await createUser(t.db, { role: 'trainer', first_name: 'Aperto', last_name: tag })
    const hr = await createUser(t.db, { role: 'hr' })
    const member = await createUser(t.db, { role: 'student' })

    const names = async (kind: string, who: CreatedUser | null) =>
      (await get<Paged<SearchPerson>>(`/api/search/${kind}?q=${tag}`, who)).body.data
        .map((person) => person.full_name.split(' ')[0])
        .sort()
    expect(await names('students', null)).toEqual(['Entrambe', 'Publica'])
    expect(await names('students', member)).toEqual(['Entrambe', 'Publica'])
    expect(await names('students', hr)).toEqual(['Entrambe', 'Nascosta'])
    expect(await names('trainers', null)).toEqual(['Aperto'])
    expect(await names('trainers', member)).toEqual(['Aperto', 'Privato'])

    // the preview follows the same rules
    const preview = async (who: CreatedUser | null) => {
      const { body } = await get<{ data: SearchAll }>(`/api/search?q=${tag}&short_preview=1&per_page=10`, who)
      return {
        students: body.data.students.items.map((person) => person.full_name.split(' ')[0]).sort(),
        trainers: body.data.trainers.items.map((person) => person.full_name.split(' ')[0]).sort(),
      }
    }
    expect(await preview(null)).toEqual({ students: ['Entrambe', 'Publica'], trainers: ['Aperto'] })
    expect(await preview(hr)).toEqual({ students: ['Entrambe', 'Nascosta'], trainers: ['Aperto', 'Privato'] })
  })

  it('finds a person from the first letters of the name, with a typo, and by competence', async () => {
    const tag = word()
    await createUser(t.db, {
      role: 'trainer',
      first_name: 'Massimiliano',
      last_name: tag,
      profile: { competences: [`Falegnameria${tag}`], city: 'Bolzano' },
    })
    const found = async (q: string, extra = '') =>
      (
        await get<Paged<SearchPerson>>(`/api/search/trainers?q=${encodeURIComponent(q)}${extra}`)
      ).body.data.map((person) => person.full_name)
    expect(await found(tag.slice(0, 4))).toContain(`Massimiliano ${tag}`)
    expect(await found(`Masimiliano ${tag}`)).toContain(`Massimiliano ${tag}`)
    expect(await found(`falegnameria${tag}`)).toEqual([`Massimiliano ${tag}`])
    expect(await found(tag, '&city=bolz')).toEqual([`Massimiliano ${tag}`])
    expect(await found(tag, '&city=roma')).toEqual([])
  })
})

describe('companies, job listings, topics, categories and the preview', () => {
  it('finds every kind at once, a few of each with their totals (none counted for the preview)', async () => {
    const tag = word()
    const company = await createCompany(t.db, { ragione_sociale: `${tag} Servizi S.r.l.`, city: 'Trento' })
    await createJobListing(t.db, { company: company.id, title: `Sviluppatore ${tag}` })
    await createJobListing(t.db, { company: company.id, title: `Bozza ${tag}`, status: 'draft' })
    const category = await createCategory(t.db, { name_it: `Cucina ${tag}`, name_en: `Cooking ${tag}` })
    for (let index = 0; index < 4; index++)
      await createCourse(t.db, {
        title: `Ricette ${index} ${tag}`,
        topic: `Pasta${tag}`,
        category_id: category.id,
      })

    const { response, body } = await get<{ data: SearchAll }>(`/api/search?q=${tag}&short_preview=1`)
    expect(response.statusCode).toBe(200)
    expect(body.data.courses.items).toHaveLength(3)
    // the search box's preview counts nothing: its totals are the items it shows
    expect(body.data.courses.total).toBe(3)
    expect(body.data.topics.total).toBe(1)
    const full = await get<{ data: SearchAll }>(`/api/search?q=${tag}`)
    expect(full.body.data.courses.items).toHaveLength(4)
    expect(full.body.data.courses.total).toBe(4)
    expect(full.body.data.jobs.total).toBe(1)
    expect(body.data.companies.items.map((row) => [row.name, row.open_jobs])).toEqual([
      [`${tag} Servizi S.r.l.`, 1],
    ])
    expect(body.data.jobs.items.map((row) => row.title)).toEqual([`Sviluppatore ${tag}`])
    expect(body.data.categories.items.map((row) => [row.slug, row.courses])).toEqual([[category.slug, 4]])
    expect(body.data.topics.items).toEqual([{ topic: `Pasta${tag}`, courses: 4 }])

    const empty = await get<{ data: SearchAll }>('/api/search?q=')
    expect(empty.body.data.courses).toEqual({ items: [], total: 0 })
    const companies = await get<Paged<{ name: string }>>(`/api/search/companies?q=${tag}&city=trent`)
    expect(companies.body.data.map((row) => row.name)).toEqual([`${tag} Servizi S.r.l.`])
  })

  it('never fails on odd text', async () => {
    for (const q of ["'", '&|!:*()', '\\', '%_', 'a', 'di', 'the of', '  ', 'ß∑≈ç', '"quoted" -minus OR'])
      expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).response.statusCode).toBe(200)
  })
})

describe('answers kept while nothing changes', () => {
  it('computes again after any commit: a course published after a search is found by the same search', async () => {
    const tag = word()
    const url = `/api/search/courses?q=${tag}`
    const preview = `/api/search?q=${tag}&short_preview=1`
    expect((await get<Paged<SearchCourse>>(url)).body.data).toEqual([])
    expect((await get<{ data: SearchAll }>(preview)).body.data.courses.items).toEqual([])
    await createCourse(t.db, { title: `Appena uscito ${tag}` })
    expect(titles((await get<Paged<SearchCourse>>(url)).body)).toEqual([`Appena uscito ${tag}`])
    const after = await get<{ data: SearchAll }>(preview)
    expect(after.body.data.courses.items.map((course) => course.title)).toEqual([`Appena uscito ${tag}`])
  })

  it('computes again only the parts whose tables were written: an enrolment recomputes the courses, not the people', async () => {
    const tag = word()
    await createCourse(t.db, { title: `Conteggio ${tag}` })
    await createUser(t.db, { role: 'trainer', first_name: `Conteggio${tag}` })
    const preview = `/api/search?q=${tag}&short_preview=1`
    const computed = (part: string) => cacheRegistry.get(`search answers: ${part}`)!.computed
    const first = (await get<{ data: SearchAll }>(preview)).body.data
    expect(first.courses.items).toHaveLength(1)
    const before = { courses: computed('courses'), people: computed('people'), jobs: computed('jobs') }
    // an enrolment writes the course's row (its count, course_enrolments_count); here its title
    await t.db
      .execute(sql`update courses set title = ${`Contati ${tag}`}, enrolments_count = enrolments_count + 1
      where title = ${`Conteggio ${tag}`}`)
    const second = (await get<{ data: SearchAll }>(preview)).body.data
    expect(second.courses.items.map((course) => course.title)).toEqual([`Contati ${tag}`])
    expect(second.trainers).toEqual(first.trainers)
    expect(computed('courses')).toBe(before.courses + 1)
    expect(computed('people')).toBe(before.people)
    expect(computed('jobs')).toBe(before.jobs)
  })

  it('keeps an answer holding job listings no longer than SEARCH_JOBS_KEPT_MS: one may expire with no commit', async () => {
    const tag = word()
    await createJobListing(t.db, { title: `Stagione ${tag}`, expires_at: new Date(Date.now() + 1_500) })
    const jobs = async () => (await get<Paged<{ title: string }>>(`/api/search/jobs?q=${tag}`)).body.data
    const previewed = async () =>
      (await get<{ data: SearchAll }>(`/api/search?q=${tag}&short_preview=1`)).body.data.jobs.items
    expect(await jobs()).toHaveLength(1)
    expect(await previewed()).toHaveLength(1)
    // expired on the database's clock, and nothing committed since
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SEARCH_JOBS_KEPT_MS + 1 })
    try {
      expect(await jobs()).toEqual([])
      expect(await previewed()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('saved searches', () => {
  const save = (who: CreatedUser, payload: unknown) =>
    injectJson<{ data: SavedSearch }>(
      t.app,
      withCsrf(asUser(who.token, { method: 'POST', url: '/api/search/saved', payload: payload as object })),
    )

  it('saves, lists, renames and deletes; only the owner reaches one', async () => {
    const owner = await createUser(t.db, { role: 'student' })
    const other = await createUser(t.db, { role: 'student' })
    const created = await save(owner, {
      item_data: { q: 'react', kind: 'courses', filters: { level: 'beginner' } },
    })
    expect(created.response.statusCode).toBe(201)
    expect(created.body.data).toMatchObject({
      name: 'react',
      item_data: { q: 'react', kind: 'courses', filters: { level: 'beginner' } },
      notify: false,
    })
    const id = created.body.data.id

    const list = await get<{ data: SavedSearch[] }>('/api/search/saved', owner)
    expect(list.body.data.map((row) => row.id)).toEqual([id])
    expect((await get<{ data: SavedSearch[] }>('/api/search/saved', other)).body.data).toEqual([])

    const put = (who: CreatedUser, payload: object) =>
      injectJson<{ data: SavedSearch }>(
        t.app,
        withCsrf(asUser(who.token, { method: 'PUT', url: `/api/search/saved/${id}`, payload })),
      )
    const del = (who: CreatedUser) =>
      t.app.inject(withCsrf(asUser(who.token, { method: 'DELETE', url: `/api/search/saved/${id}` })))

    expect((await put(other, { name: 'mine now' })).response.statusCode).toBe(403)
    expect((await del(other)).statusCode).toBe(403)
    const renamed = await put(owner, { name: 'React per principianti', notify: true })
    expect(renamed.response.statusCode).toBe(200)
    expect(renamed.body.data).toMatchObject({ name: 'React per principianti', notify: true })

    expect((await del(owner)).statusCode).toBe(204)
    expect((await del(owner)).statusCode).toBe(404)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toEqual([])
  })

  it('refuses bad item_data with 422 and anonymous callers with 401', async () => {
    const owner = await createUser(t.db, { role: 'trainer' })
    const bad = await save(owner, { item_data: { q: 'x', kind: 'planets' } })
    expect(bad.response.statusCode).toBe(422)
    const tooLong = await save(owner, { item_data: { q: 'x'.repeat(101), kind: 'all' } })
    expect(tooLong.response.statusCode).toBe(422)
    const anonymous = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/search/saved', payload: { item_data: { kind: 'all' } } }),
    )
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('the daily notification of new matches', () => {
  it('counts what appeared since the last run for searches with notify on, once, as their owner sees it', async () => {
    const tag = word()
    const owner = await createUser(t.db, { role: 'student' })
    const quiet = await createUser(t.db, { role: 'student' })
    const item = { q: tag, kind: 'courses', filters: {} }
    const start = new Date(Date.now() - 60_000)
    const [watching] = await t.db
      .insert(savedSearches)
      .values({
        user_id: owner.user.id,
        name: `Corsi ${tag}`,
        item_data: item,
        notify: true,
        notified_until: start,
      })
      .returning()
    await t.db.insert(savedSearches).values({
      user_id: quiet.user.id,
      name: 'silent',
      item_data: item,
      notify: false,
      notified_until: start,
    })
    // a topic search counts only its topic's courses
    await t.db.insert(savedSearches).values({
      user_id: owner.user.id,
      name: 'topic',
      item_data: { q: '', kind: 'topic', filters: { topic: `${tag}-topic` } },
      notify: true,
      notified_until: start,
    })
    await createCourse(t.db, { title: `Corso di ${tag}`, language: 'it' })
    await createCourse(t.db, { title: `Corso avanzato di ${tag}`, language: 'it' })
    await createCourse(t.db, { title: `Bozza di ${tag}`, language: 'it', published_at: null })

    const sent: [number, Record<string, unknown>][] = []
    const send = async (userId: number, data: Record<string, unknown>) => void sent.push([userId, data])
    const first = await notifySavedSearches(t.db, send)
    expect(first).toEqual([{ userId: owner.user.id, savedSearchId: watching.id, count: 2 }])
    expect(sent).toEqual([[owner.user.id, { saved_search_id: watching.id, name: `Corsi ${tag}`, count: 2 }]])

    // the next run starts where this one counted from: nothing new, nothing sent
    expect(await notifySavedSearches(t.db, send)).toEqual([])
    await createCourse(t.db, { title: `Altro corso di ${tag}`, language: 'it' })
    const third = await notifySavedSearches(t.db, send)
    expect(third.map((notice) => notice.count)).toEqual([1])
  })
})
