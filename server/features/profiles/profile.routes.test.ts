/**
 * The profile itself (issue 16): the completion percentage of SPEC.md §4 against hand-computed
 * cases, the owner's fields and settings (slug taken, hr_visible for students only), and the
 * public-profile guard: who sees which profile, and what of it.
 */
import { desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/db/tables.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { courses } from '../courses/tables.ts'
import { companies } from '../jobs/tables.ts'
import { media } from '../media/tables.ts'
import { completionOf, MEDIA_LISTS, PROFILE_FIELDS } from './completion.ts'
import pageMeta from './page-meta.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const get = (token: string | null, url: string, lang = 'it') =>
  t.app.inject(token ? asUser(token, { url, headers: { 'accept-language': lang } }) : { url })

describe('the completion percentage (SPEC.md §4)', () => {
  it('counts SPEC.md §3 Profile’s fields without media and my_recommendation, plus the six media lists', () => {
    expect(PROFILE_FIELDS).toHaveLength(46)
    expect(PROFILE_FIELDS).not.toContain('media')
    expect(PROFILE_FIELDS).not.toContain('my_recommendation')
    expect(MEDIA_LISTS).toEqual(['avatar', 'certs', 'cover', 'cv', 'master', 'presentation'])
  })

  it('a new profile: 13 values the platform keeps + e-mail, names and slug = 18 of 52 → 35 %', async () => {
    const fresh = await createUser(t.db, { role: 'trainer' })
    const answer = await get(fresh.token, '/api/profile/completion')
    expect(answer.json().data).toMatchObject({ filled: 18, total: 52, completion: 35 })
    expect(answer.json().data.missing).toEqual(
      expect.arrayContaining(['bio', 'studies', 'caseHistories', 'socialMedia', 'media.avatar', 'media.cv']),
    )
    expect((await get(fresh.token, '/api/profile/me')).json().data.completion).toBe(35)
  })

  it('rises with each field and section: bio, a study, competences, the CV → 22 of 52 → 42 %; residence fills the shipping address while the same', async () => {
    const person = await createUser(t.db, { role: 'student', profile: { bio: 'Studio economia.' } })
    await t.app.inject(
      asUser(person.token, {
        method: 'POST',
        url: '/api/studies',
        payload: {
          school_name: 'Liceo Volta',
          degree: 'Diploma',
          start_date: '2015-09-01',
          end_date: '2020-06-30',
        },
      }),
    )
    await t.app.inject(
      asUser(person.token, {
        method: 'POST',
        url: '/api/competences/sync',
        payload: { competences: ['Excel'] },
      }),
    )
    await t.db.insert(media).values({
      owner_id: person.user.id,
      collection: 'cv',
      mime: 'application/pdf',
      size: 10,
      name: 'cv.pdf',
      path: 'x.pdf',
    })
    let completion = (await get(person.token, '/api/profile/completion')).json().data
    expect(completion).toMatchObject({ filled: 22, completion: 42 })
    expect(completion.missing).not.toContain('studies')

    // An address filled while the shipping one is "the same": 2 + 2 fields.
    const saved = await t.app.inject(
      asUser(person.token, {
        method: 'PUT',
        url: '/api/profile',
        payload: { address: 'Via Roma', city: 'Torino' },
      }),
    )
    expect(saved.statusCode).toBe(200)
    completion = saved.json().data.completion
    expect(completion).toMatchObject({ filled: 26, completion: 50 })
    expect(completion.missing).not.toContain('shipping_city')
    expect(completion.missing).toContain('shipping_zip')
  })

  it('reaches 100 % only with every field the owner fills in', () => {
    const profile = {
      avatar_url: '/a.webp',
      cover_url: '/c.webp',
      same_residency: true,
      social_media: { linkedin: 'https://linkedin.com/in/x' },
      competences: ['a'],
      interests: ['b'],
      skills: ['c'],
      slug: 'x',
      ...Object.fromEntries(
        [
          'address',
          'address_number',
          'bio',
          'birth_date',
          'city',
          'gender',
          'mission',
          'nickname',
          'payoff',
          'province',
          'presentation',
          'region',
          'zip',
        ].map((key) => [key, 'x']),
      ),
    }
    const items = { studies: 1, experiences: 1, books: 1, case_histories: 1, clients: 1, collaborations: 1 }
    const facts = {
      profile: profile as never,
      user: { email: 'a@b.c', first_name: 'A', last_name: 'B' },
      items,
      media: { certs: 1, cv: 1, master: 1 },
    }
    // The presentation video is the only one left; it counts once an upload of it is ready.
    expect(completionOf(facts)).toMatchObject({ filled: 51, missing: ['media.presentation'], completion: 98 })
    const ready = { ...profile, presentation_video_path: 'hls/abc' }
    expect(completionOf({ ...facts, profile: ready as never })).toMatchObject({
      completion: 100,
      missing: [],
    })
  })
})

describe('the owner’s settings', () => {
  let student: CreatedUser
  let trainer: CreatedUser
  beforeAll(async () => {
    student = await createUser(t.db, { role: 'student' })
    trainer = await createUser(t.db, { role: 'trainer' })
  })
  const put = (user: CreatedUser, payload: object, lang = 'it') =>
    t.app.inject(
      asUser(user.token, {
        method: 'PUT',
        url: '/api/profile/settings',
        payload,
        headers: { 'accept-language': lang },
      }),
    )

  it('changes the address unless someone else has it, in both languages', async () => {
    const mine = await put(student, { slug: `Giulia-${student.user.id}` })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.slug).toBe(`giulia-${student.user.id}`)
    const taken = await put(trainer, { slug: `giulia-${student.user.id}` }, 'en')
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors.slug).toEqual([
      'This address is already used by another profile: choose another.',
    ])
    const malformed = await put(trainer, { slug: '-no-' })
    expect(malformed.json().errors.slug[0]).toMatch(/^L’indirizzo ha da 3 a 60/)
    // a page's address, a language or the API can be nobody's: the profile would never be reached
    for (const reserved of ['courses', 'login', 'api', 'joblistings']) {
      const refused = await put(trainer, { slug: reserved })
      expect(refused.statusCode, reserved).toBe(422)
      expect(refused.json().errors.slug).toEqual([
        'Questo indirizzo è riservato a una pagina di Aula: scegline un altro.',
      ])
    }
    const exists = await t.app.inject(asUser(trainer.token, { url: '/api/profile/slug-exists?slug=Feed' }))
    expect(exists.json()).toEqual({ data: { exists: true } })
  })

  it('lets students alone choose whether HR users find them', async () => {
    expect((await put(student, { hr_visible: true })).json().data).toMatchObject({
      hr_visible: true,
      can_set_hr_visible: true,
    })
    const refused = await put(trainer, { hr_visible: true })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.hr_visible).toEqual([
      'Solo gli studenti scelgono se farsi trovare dagli HR.',
    ])
  })

  it('is the owner’s alone: a visitor is asked to log in', async () => {
    expect(
      (
        await t.app.inject(
          withCsrf({ method: 'PUT', url: '/api/profile/settings', payload: { is_public: false } }),
        )
      ).statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject(withCsrf({ method: 'PUT', url: '/api/profile', payload: { bio: 'x' } })))
        .statusCode,
    ).toBe(401)
    expect(
      (
        await t.app.inject(
          withCsrf({ method: 'POST', url: '/api/competences/sync', payload: { competences: [] } }),
        )
      ).statusCode,
    ).toBe(401)
  })

  it('checks the fields of the profile: a URL, an adult’s birth date, a postcode', async () => {
    const bad = await t.app.inject(
      asUser(student.token, {
        method: 'PUT',
        url: '/api/profile',
        payload: { social_media: { linkedin: 'not a link' }, birth_date: '2020-01-01', zip: '123' },
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['birth_date', 'social_media.linkedin', 'zip'])
  })
})

describe('the public-profile guard', () => {
  let owner: CreatedUser
  let viewer: CreatedUser
  beforeAll(async () => {
    owner = await createUser(t.db, {
      role: 'trainer',
      first_name: 'Marta',
      last_name: 'Verdi',
      profile: {
        payoff: 'Formatrice di Excel',
        birth_date: '1985-04-02',
        address: 'Via Segreta 1',
        competences: ['Excel'],
      },
    })
    viewer = await createUser(t.db, { role: 'student' })
    await t.app.inject(
      asUser(owner.token, {
        method: 'POST',
        url: '/api/experiences',
        payload: { role: 'Formatrice', company: 'Aula', current: true, start_date: '2019-03-01' },
      }),
    )
  })
  const settings = (payload: object) =>
    t.app.inject(asUser(owner.token, { method: 'PUT', url: '/api/profile/settings', payload }))

  it('shows a public profile to anyone, by slug and by id, without the private fields', async () => {
    const byVisitor = await get(null, `/api/profile/slug/${owner.profile.slug}`)
    expect(byVisitor.statusCode).toBe(200)
    const shown = byVisitor.json().data
    expect(shown).toMatchObject({
      full_name: 'Marta Verdi',
      payoff: 'Formatrice di Excel',
      is_owner: false,
      competences: ['Excel'],
    })
    expect(shown.experiences).toHaveLength(1)
    for (const secret of ['email', 'birth_date', 'address', 'completion', 'gender'])
      expect(shown).not.toHaveProperty(secret)
    expect(JSON.stringify(shown)).not.toContain('Via Segreta')
    const byId = await get(viewer.token, `/api/profile/get/${owner.user.id}`)
    expect(byId.json().data.slug).toBe(owner.profile.slug)
  })

  it('keeps a private profile from visitors (401: the login prompt) and shows it to logged-in users', async () => {
    await settings({ is_public: false })
    expect((await get(null, `/api/profile/slug/${owner.profile.slug}`)).statusCode).toBe(401)
    expect((await get(null, `/api/profile/get/${owner.user.id}`)).statusCode).toBe(401)
    expect((await get(viewer.token, `/api/profile/slug/${owner.profile.slug}`)).statusCode).toBe(200)
    // The page's <head> says nothing of who it is.
    const head = (locale: 'it' | 'en') =>
      pageMeta.id({ app: t.app, params: { id: owner.profile.slug }, query: new URLSearchParams(), locale })
    expect(await head('it')).toEqual({ title: 'Profilo privato' })
    await settings({ is_public: true })
    expect(await head('en')).toEqual({
      title: 'Marta Verdi',
      description: 'Formatrice di Excel',
      image: null,
    })
  })

  it('leaves out the sections the owner hid, for everyone but the owner', async () => {
    await settings({ hidden_sections: ['experiences', 'competences'] })
    const other = (await get(viewer.token, `/api/profile/slug/${owner.profile.slug}`)).json().data
    expect(other).toMatchObject({ experiences: [], competences: [], hidden_sections: [] })
    const own = (await get(owner.token, `/api/profile/slug/${owner.profile.slug}`)).json().data
    expect(own).toMatchObject({
      is_owner: true,
      hidden_sections: ['experiences', 'competences'],
      competences: ['Excel'],
    })
    expect(own.experiences).toHaveLength(1)
    await settings({ hidden_sections: [] })
  })

  it('answers 404 for an unknown profile and for a blocked account’s', async () => {
    expect((await get(null, '/api/profile/slug/nobody-here-at-all')).statusCode).toBe(404)
    expect(
      await pageMeta.id({
        app: t.app,
        params: { id: 'nobody-here-at-all' },
        query: new URLSearchParams(),
        locale: 'it',
      }),
    ).toBeNull()
    const blocked = await createUser(t.db, { role: 'student' })
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user.id))
    expect((await get(viewer.token, `/api/profile/slug/${blocked.profile.slug}`)).statusCode).toBe(404)
  })
})

describe('what the role brings to a public profile (registered by courses and jobs)', () => {
  it('shows a trainer’s published courses and an HR user’s company, read by their areas', async () => {
    const [course] = await t.db
      .select({ id: courses.id, trainer_id: courses.trainer_id })
      .from(courses)
      .where(isNotNull(courses.published_at))
      .orderBy(desc(courses.published_at), desc(courses.id))
      .limit(1)
    const trainer = (await get(null, `/api/profile/get/${course.trainer_id}`)).json().data
    expect(trainer.courses[0].id).toBe(course.id)
    const [company] = await t.db.select().from(companies).limit(1)
    const hr = (await get(null, `/api/profile/get/${company.user_id}`)).json().data
    expect(hr.company).toMatchObject({ ragione_sociale: company.ragione_sociale, city: company.city })
  })
})
