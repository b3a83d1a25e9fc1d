/**
 * Issue 18's API: the public list's filters, owner-only management, applying once per person and
 * listing (also under concurrency), closed listings refusing, the pipeline and its notifications,
 * the owner's private notes and CSV, and hr_visible in the HR directory.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Applicant,
  JobApplicationOfMine,
  JobListing,
  JobListingSummary,
  ManagedJobListing,
} from '../../../contracts/jobs/schemas.ts'
import { asUser, buildTestApp, injectJson, type TestApp } from '../../testing/helper.ts'
import { createCompany, createJobListing, createRecruiter } from './factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { createCv } from '../media/factories.testing.ts'
import { competenceConfirmations } from '../network/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { profileItems } from '../profiles/tables.ts'
import { jobApplications, jobListings } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type List = { data: JobListingSummary[]; meta: { total: number } }

const call = <T>(who: CreatedUser | null, options: Parameters<typeof asUser>[1]) =>
  injectJson<T>(t.app, who ? asUser(who.token, options) : options)

async function notificationsOf(userId: number, slugType: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.slug_type, slugType)))
}

describe('the public list', () => {
  it('filters by text, place or remote, contract, seniority and date; drafts, closed and expired are left out', async () => {
    const hr = await createRecruiter(t.db)
    const tag = `Zebra${Date.now()}`
    const base = { company: hr.companyId }
    const old = new Date(Date.now() - 20 * 86_400_000)
    const a = await createJobListing(t.db, {
      ...base,
      title: `${tag} analyst`,
      city: 'Trento',
      contract_type: 'part_time',
      seniority: 'junior',
    })
    const b = await createJobListing(t.db, {
      ...base,
      title: `${tag} remote dev`,
      city: 'Bari',
      remote: true,
      seniority: 'senior',
      published_at: old,
    })
    await createJobListing(t.db, { ...base, title: `${tag} draft`, status: 'draft', published_at: null })
    await createJobListing(t.db, { ...base, title: `${tag} closed`, status: 'closed' })
    await createJobListing(t.db, {
      ...base,
      title: `${tag} expired`,
      expires_at: new Date(Date.now() - 1000),
    })

    const ids = async (query: string) =>
      (await injectJson<List>(t.app, `/api/public/job-listings?q=${tag}${query}`)).body.data.map(
        (job) => job.id,
      )
    expect(await ids('')).toEqual([a.id, b.id])
    expect(await ids('&place=trento')).toEqual([a.id])
    expect(await ids('&remote=1')).toEqual([b.id])
    expect(await ids('&place=Trento&remote=1')).toEqual([a.id, b.id])
    expect(await ids('&contract_type=part_time')).toEqual([a.id])
    expect(await ids('&seniority=senior')).toEqual([b.id])
    expect(await ids('&since=7')).toEqual([a.id])
    const bad = await injectJson<{ errors: Record<string, string[]> }>(t.app, {
      url: '/api/public/job-listings?seniority=guru&since=3',
      headers: { 'accept-language': 'en' },
    })
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors.seniority[0]).toContain('one of')
    expect(bad.body.errors.since).toBeDefined()
  })

  it('finds listings by their words as the search does: stems, accents, prefixes, the company, typos', async () => {
    const tag = `qx${Date.now().toString(36)}`
    const owner = await createUser(t.db, { role: 'hr' })
    const company = await createCompany(t.db, { owner: owner.user.id, ragione_sociale: `Pasticceria ${tag}` })
    const analyst = await createJobListing(t.db, {
      company: company.id,
      title: `Analista contabile ${tag}`,
      description: 'Gestione della contabilità e dei bilanci trimestrali.',
    })
    const designer = await createJobListing(t.db, {
      company: company.id,
      title: `Progettista grafico ${tag}`,
      description: 'Identità visiva e impaginazione.',
    })
    const ids = async (q: string) =>
      (await injectJson<List>(t.app, `/api/public/job-listings?q=${encodeURIComponent(q)}`)).body.data
        .map((job) => job.id)
        .sort((x, y) => x - y)
    // "analisti" (plural) finds "Analista", a word's start finds it as it is typed
    expect(await ids(`analisti ${tag}`)).toEqual([analyst.id])
    expect(await ids(`anal ${tag}`)).toEqual([analyst.id])
    // without accents, and from the description
    expect(await ids(`contabilita ${tag}`)).toEqual([analyst.id])
    expect(await ids(`identita ${tag}`)).toEqual([designer.id])
    // the company's name finds all its listings
    expect(await ids(`pasticceria ${tag}`)).toEqual([analyst.id, designer.id])
    // a typo in the title matches no word: then, and only then, the title's trigrams find it
    expect(await ids(`Progetista grafico ${tag}`)).toEqual([designer.id])
    // words are all required: nothing has both
    expect(await ids(`analista impaginazione ${tag}`)).toEqual([])
  })

  it('shows a closed listing as not open, hides a draft', async () => {
    const hr = await createRecruiter(t.db)
    const closed = await createJobListing(t.db, {
      company: hr.companyId,
      status: 'closed',
      salary_min: 30000,
      salary_max: 40000,
    })
    const draft = await createJobListing(t.db, { company: hr.companyId, status: 'draft', published_at: null })
    const shown = await injectJson<{ data: JobListing }>(t.app, `/api/public/job-listings/${closed.id}`)
    expect(shown.body.data).toMatchObject({
      open: false,
      status: 'closed',
      salary_min: 30000,
      my_application: null,
    })
    expect((await t.app.inject(`/api/public/job-listings/${draft.id}`)).statusCode).toBe(404)
  })
})

describe('owners', () => {
  it('create, publish, edit and delete their own listings; another HR user gets 403, a student 403, a visitor 401', async () => {
    const owner = await createRecruiter(t.db)
    const other = await createRecruiter(t.db)
    const student = await createUser(t.db)
    const body = {
      title: 'Tester',
      description: 'Testa tutto.',
      contract_type: 'full_time',
      seniority: 'mid',
    }

    const created = await call<{ data: ManagedJobListing }>(owner, {
      method: 'POST',
      url: '/api/my/job-listings',
      payload: body,
    })
    expect(created.response.statusCode).toBe(201)
    expect(created.body.data).toMatchObject({
      status: 'draft',
      published_at: expect.any(String),
      open: false,
    })
    const id = created.body.data.id
    expect(created.body.data.poster.kind).toBe('company')

    expect(
      (await call(student, { method: 'POST', url: '/api/my/job-listings', payload: body })).response
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/my/job-listings' })).statusCode).toBe(401)
    for (const [method, url] of [
      ['GET', `/api/my/job-listings/${id}`],
      ['PATCH', `/api/my/job-listings/${id}`],
      ['DELETE', `/api/my/job-listings/${id}`],
      ['GET', `/api/my/job-listings/${id}/applications`],
      ['GET', `/api/my/job-listings/${id}/applications.csv`],
    ] as const) {
      const response = await t.app.inject(
        asUser(other.token, { method, url, payload: method === 'PATCH' ? {} : undefined }),
      )
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }

    const published = await call<{ data: ManagedJobListing }>(owner, {
      method: 'PATCH',
      url: `/api/my/job-listings/${id}`,
      payload: {
        status: 'published',
        salary_min: 30000,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    expect(published.body.data).toMatchObject({ status: 'published', open: true, salary_min: 30000 })
    const reversed = await call<{ errors: Record<string, string[]> }>(owner, {
      method: 'PATCH',
      url: `/api/my/job-listings/${id}`,
      payload: { salary_max: 20000 },
    })
    expect(reversed.response.statusCode).toBe(422)
    expect(reversed.body.errors.salary_max).toBeDefined()
    const past = await call<{ errors: Record<string, string[]> }>(owner, {
      method: 'PATCH',
      url: `/api/my/job-listings/${id}`,
      payload: { expires_at: '2020-01-01T00:00:00Z' },
    })
    expect(past.response.statusCode).toBe(422)

    const mine = await call<{ data: ManagedJobListing[] }>(owner, { url: '/api/my/job-listings' })
    expect(mine.body.data.map((job) => job.id)).toEqual([id])
    expect(
      (await t.app.inject(asUser(owner.token, { method: 'DELETE', url: `/api/my/job-listings/${id}` })))
        .statusCode,
    ).toBe(204)
    expect((await t.app.inject(`/api/public/job-listings/${id}`)).statusCode).toBe(404)
  })

  it('lets a trainer post a listing under their own name', async () => {
    const trainer = await createUser(t.db, { role: 'trainer', first_name: 'Tina' })
    const created = await call<{ data: ManagedJobListing }>(trainer, {
      method: 'POST',
      url: '/api/my/job-listings',
      payload: {
        title: 'Co-docente',
        description: 'Per un corso.',
        contract_type: 'freelance',
        seniority: 'mid',
        status: 'published',
      },
    })
    expect(created.response.statusCode).toBe(201)
    expect(created.body.data.poster).toMatchObject({ kind: 'person', name: expect.stringContaining('Tina') })
    expect(created.body.data.open).toBe(true)
  })
})

describe('applying', () => {
  it('takes one application per person and listing, even when the requests race', async () => {
    const hr = await createRecruiter(t.db)
    const job = await createJobListing(t.db, { company: hr.companyId })
    const student = await createUser(t.db)
    await t.db.execute(sql`update profiles set gender = 'female' where user_id = ${student.user.id}`)
    const cv = await createCv(t.db, student.user.id)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject(
          asUser(student.token, {
            method: 'POST',
            url: `/api/job-listings/${job.id}/apply`,
            payload: { cover_letter: 'Eccomi', cv_media_id: cv.id },
          }),
        ),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.job_listing_id, job.id))
    expect(rows).toHaveLength(1)
    const received = await notificationsOf(hr.user.id, 'job_application_received')
    expect(received).toHaveLength(1)
    // the notification names the listing and the applicant, with the gender its sentence agrees with
    expect(received[0].data).toMatchObject({ job_listing_id: job.id, title: job.title, gender: 'female' })
    const shown = await call<{ data: JobListing }>(student, { url: `/api/public/job-listings/${job.id}` })
    expect(shown.body.data.my_application?.status).toBe('sent')
  })

  it('refuses a closed or expired listing, another person’s CV, an image, and one’s own listing', async () => {
    const hr = await createRecruiter(t.db)
    const closed = await createJobListing(t.db, { company: hr.companyId, status: 'closed' })
    const expired = await createJobListing(t.db, {
      company: hr.companyId,
      expires_at: new Date(Date.now() - 1000),
    })
    const open = await createJobListing(t.db, { company: hr.companyId })
    const student = await createUser(t.db)
    const stranger = await createUser(t.db)
    const apply = (who: CreatedUser, id: number, cv: number | null) =>
      call<{ message: string; errors?: Record<string, string[]> }>(who, {
        method: 'POST',
        url: `/api/job-listings/${id}/apply`,
        payload: { cover_letter: '', cv_media_id: cv },
        headers: { 'accept-language': 'en' },
      })
    const refused = await apply(student, closed.id, null)
    expect(refused.response.statusCode).toBe(409)
    expect(refused.body.message).toBe('This job listing no longer accepts applications.')
    expect((await apply(student, expired.id, null)).response.statusCode).toBe(409)
    const theirs = await createCv(t.db, stranger.user.id)
    expect((await apply(student, open.id, theirs.id)).body.errors?.cv_media_id).toBeDefined()
    const image = await createCv(t.db, student.user.id, 'image/webp')
    expect((await apply(student, open.id, image.id)).body.errors?.cv_media_id).toEqual([
      'The CV must be a PDF.',
    ])
    expect(
      (
        await call(hr, {
          method: 'POST',
          url: `/api/job-listings/${open.id}/apply`,
          payload: { cover_letter: '', cv_media_id: null },
        })
      ).response.statusCode,
    ).toBe(403)
    expect((await apply(student, open.id, null)).response.statusCode).toBe(201)
  })
})

describe('the pipeline', () => {
  it('moves an application, notifies the applicant at each change, keeps notes private and exports CSV', async () => {
    const hr = await createRecruiter(t.db)
    const other = await createRecruiter(t.db)
    const job = await createJobListing(t.db, { company: hr.companyId, title: 'Pipeline test' })
    const student = await createUser(t.db, {
      first_name: '=cmd',
      profile: { competences: ['SQL'], hr_visible: false, gender: 'female' },
    })
    const cv = await createCv(t.db, student.user.id)
    await call(student, {
      method: 'POST',
      url: `/api/job-listings/${job.id}/apply`,
      payload: { cover_letter: 'Ciao', cv_media_id: cv.id },
    })

    const seen = await call<{ data: Applicant[] }>(hr, { url: `/api/my/job-listings/${job.id}/applications` })
    expect(seen.body.data).toHaveLength(1)
    const [applicant] = seen.body.data
    expect(applicant).toMatchObject({
      status: 'viewed',
      cover_letter: 'Ciao',
      person: { competences: ['SQL'] },
    })
    expect(applicant.cv?.url).toMatch(/^\/media\/.+\.pdf$/)
    expect((await notificationsOf(student.user.id, 'job_application_status')).map((n) => n.data)).toEqual([
      { job_listing_id: job.id, title: 'Pipeline test', status: 'viewed' },
    ])

    const patch = (who: CreatedUser, payload: object) =>
      call<{ data: Applicant; message?: string }>(who, {
        method: 'PATCH',
        url: `/api/job-applications/${applicant.id}`,
        payload,
      })
    expect((await patch(other, { status: 'shortlisted' })).response.statusCode).toBe(403)
    expect((await patch(student, { status: 'hired' })).response.statusCode).toBe(403)
    const shortlisted = await patch(hr, { status: 'shortlisted', notes: 'Molto brava in SQL' })
    expect(shortlisted.body.data).toMatchObject({ status: 'shortlisted', notes: 'Molto brava in SQL' })
    expect((await patch(hr, { status: 'sent' })).response.statusCode).toBe(409)
    expect((await patch(hr, { status: 'hired' })).body.data.status).toBe('hired')
    expect((await patch(hr, { status: 'rejected' })).response.statusCode).toBe(409)
    const statuses = (await notificationsOf(student.user.id, 'job_application_status')).map(
      (n) => n.data.status,
    )
    expect(statuses.sort()).toEqual(['hired', 'shortlisted', 'viewed'])

    const mine = await call<{ data: JobApplicationOfMine[] }>(student, { url: '/api/job-applications' })
    expect(mine.body.data[0]).toMatchObject({ status: 'hired', job: { id: job.id, title: 'Pipeline test' } })
    expect(JSON.stringify(mine.body)).not.toContain('Molto brava')

    const csv = await t.app.inject(
      asUser(hr.token, { url: `/api/my/job-listings/${job.id}/applications.csv` }),
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain('"\'=cmd ')
    expect(csv.body).toContain('Molto brava in SQL')
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2)
    // the exporter's language, with labels, not codes: 'Stato' holds 'Assunta', not 'hired'
    const [header, row] = csv.body.replace('\uFEFF', '').split('\r\n')
    expect(header).toContain('"Stato"')
    expect(row).not.toContain('"hired"')
    expect(row).toContain('"Assunta"')
    const english = await t.app.inject(
      asUser(hr.token, {
        url: `/api/my/job-listings/${job.id}/applications.csv`,
        headers: { 'accept-language': 'en' },
      }),
    )
    expect(english.body).toContain('"State"')
    expect(english.body).toContain('"Hired"')
  })
})

describe('the HR student directory', () => {
  it('lists and lets HR invite only students with hr_visible, found by competences and place', async () => {
    const hr = await createRecruiter(t.db)
    const skill = `Cobol${Date.now()}`
    const visible = await createUser(t.db, {
      profile: { hr_visible: true, competences: [skill], city: 'Matera' },
    })
    const hidden = await createUser(t.db, {
      profile: { hr_visible: false, competences: [skill], city: 'Matera' },
    })
    const unverified = await createUser(t.db, {
      verified: false,
      profile: { hr_visible: true, competences: [skill] },
    })
    const found = await call<{ data: { id: number; completion: number }[]; meta: { total: number } }>(hr, {
      url: `/api/hr/students?q=${skill}`,
    })
    expect(found.body.data.map((s) => s.id)).toEqual([visible.user.id])
    expect(found.body.meta.total).toBe(1)
    const byPlace = await call<{ data: { id: number }[] }>(hr, {
      url: `/api/hr/students?q=${skill}&place=mat`,
    })
    expect(byPlace.body.data.map((s) => s.id)).toEqual([visible.user.id])
    expect(found.body.data.map((s) => s.id)).not.toContain(hidden.user.id)
    expect(found.body.data.map((s) => s.id)).not.toContain(unverified.user.id)

    const student = await createUser(t.db)
    expect((await call(student, { url: '/api/hr/students' })).response.statusCode).toBe(403)

    const job = await createJobListing(t.db, { company: hr.companyId })
    const invite = (id: number) =>
      t.app.inject(
        asUser(hr.token, {
          method: 'POST',
          url: `/api/hr/students/${id}/invite`,
          payload: { job_listing_id: job.id },
        }),
      )
    expect((await invite(visible.user.id)).statusCode).toBe(204)
    expect((await invite(hidden.user.id)).statusCode).toBe(404)
    expect(await notificationsOf(visible.user.id, 'job_invitation')).toHaveLength(1)
    expect(await notificationsOf(hidden.user.id, 'job_invitation')).toHaveLength(0)
    await t.db.update(jobListings).set({ status: 'closed' }).where(eq(jobListings.id, job.id))
    expect((await invite(visible.user.id)).statusCode).toBe(409)
  })

  it('filters by studies and by where a student stands, with the profile’s completion and confirmations', async () => {
    const hr = await createRecruiter(t.db)
    const tag = `Geologia${Date.now()}`
    const student = (first_name: string) =>
      createUser(t.db, { first_name, profile: { hr_visible: true, competences: [tag], city: 'Pisa' } })
    const [studying, graduated, employed] = await Promise.all([
      student('Studia'),
      student('Laureata'),
      student('Lavora'),
    ])
    const study = (userId: number, data: Record<string, unknown>) => ({
      user_id: userId,
      section: 'studies' as const,
      position: 0,
      data: {
        school_id: null,
        school_name: 'Università di Pisa',
        degree: 'Laurea',
        field: tag,
        description: '',
        start_date: '2020-09-01',
        end_date: null,
        ...data,
      },
    })
    await t.db.insert(profileItems).values([
      study(studying.user.id, {}),
      study(graduated.user.id, { end_date: '2024-07-15', field: 'Fisica' }),
      {
        user_id: employed.user.id,
        section: 'experiences',
        position: 0,
        data: {
          role: 'Geologa',
          company: 'Acque Srl',
          city: '',
          current: true,
          start_date: '2023-01-01',
          end_date: null,
          description: '',
        },
      },
    ])
    await t.db.insert(competenceConfirmations).values([
      { owner_id: graduated.user.id, competence: tag, confirmer_id: studying.user.id },
      { owner_id: graduated.user.id, competence: tag, confirmer_id: employed.user.id },
    ])
    type Found = {
      data: { id: number; completion: number; confirmations: number }[]
      meta: { total: number }
    }
    const ids = async (filters: string) =>
      (await call<Found>(hr, { url: `/api/hr/students?q=${tag}&${filters}` })).body.data
        .map((s) => s.id)
        .sort()

    expect(await ids('studies=pisa')).toEqual([studying.user.id, graduated.user.id].sort())
    expect(await ids(`studies=${tag.toLowerCase()}`)).toEqual([studying.user.id])
    expect(await ids('availability=studying')).toEqual([studying.user.id])
    expect(await ids('availability=graduated')).toEqual([graduated.user.id])
    expect(await ids('availability=free')).toEqual([studying.user.id, graduated.user.id].sort())

    const all = await call<Found>(hr, { url: `/api/hr/students?q=${tag}` })
    const row = all.body.data.find((s) => s.id === graduated.user.id)!
    expect(row.confirmations).toBe(2)
    // the completion of /me and /api/profile/completion, not a count of its own
    const own = await call<{ data: { completion: number } }>(graduated, { url: '/api/profile/completion' })
    expect(row.completion).toBe(own.body.data.completion)

    const bad = await call<{ errors: Record<string, string[]> }>(hr, {
      url: '/api/hr/students?availability=maybe',
    })
    expect(bad.response.statusCode).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['availability'])
  })
})
