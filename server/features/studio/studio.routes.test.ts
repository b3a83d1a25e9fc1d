/**
 * The studio's course and lesson calls (issue 15): a trainer creates a draft, fills the manage
 * pages, adds, renames, reorders and deletes lessons, marks one free, and publishes once nothing is
 * missing; only the course's trainer (or an admin) touches it.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { data } from '../../../contracts/core/endpoint.ts'
import { StudioCourse } from '../../../contracts/studio/schemas.ts'
import { courses, lessons } from '../courses/tables.ts'
import { videoUploads } from '../media/tables.ts'
import { orders } from '../payments/tables.ts'
import { createCategory } from '../courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let trainer: CreatedUser
let admin: CreatedUser
let categoryId: number
beforeAll(async () => {
  t = await buildTestApp()
  trainer = await createUser(t.db, { role: 'trainer' })
  admin = await createUser(t.db, { role: 'admin' })
  categoryId = (await createCategory(t.db)).id
})
afterAll(() => t.close())

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'it',
) =>
  t.app.inject(
    asUser(token, { method, url, payload: payload as object, headers: { 'accept-language': lang } }),
  )
const course = (response: { json(): unknown }) => v.parse(data(StudioCourse), response.json()).data

async function newCourse(token = trainer.token, title = 'Fotografia digitale: la luce') {
  const response = await call(token, 'POST', '/api/instructor/courses', { title, category_id: categoryId })
  expect(response.statusCode).toBe(201)
  return course(response)
}

describe('creating and filling a course', () => {
  it('creates a draft with a slug from the title, missing everything but the title', async () => {
    const created = await newCourse()
    expect(created).toMatchObject({ status: 'draft', title: 'Fotografia digitale: la luce', lessons: [] })
    expect(created.slug).toMatch(/^fotografia-digitale-la-luce-[0-9a-f]{6}$/)
    expect(created.missing).toEqual(['goals', 'heading', 'lessons', 'presentation', 'price', 'recipients'])
    const list = (await call(trainer.token, 'GET', '/api/instructor/courses')).json().data
    expect(list[0]).toMatchObject({ id: created.id, status: 'draft', lessons_count: 0 })
  })

  it('names the field of bad input in the caller’s language, and keeps what was saved', async () => {
    const created = await newCourse()
    await call(trainer.token, 'PATCH', `/api/instructor/courses/${created.id}`, {
      subtitle: 'Per chi inizia',
    })
    const missingTitle = await call(
      trainer.token,
      'POST',
      '/api/instructor/courses',
      { title: ' ', category_id: categoryId },
      'en',
    )
    expect(missingTitle.statusCode).toBe(422)
    expect(missingTitle.json().errors.title[0]).toMatch(/Write the title/)
    const badCategory = await call(trainer.token, 'POST', '/api/instructor/courses', {
      title: 'X',
      category_id: 999999,
    })
    expect(badCategory.statusCode).toBe(422)
    expect(badCategory.json().errors.category_id[0]).toMatch(/categoria/)
    const promo = await call(trainer.token, 'PATCH', `/api/instructor/courses/${created.id}`, {
      price_cents: 4900,
      promo_price_cents: 4900,
    })
    expect(promo.statusCode).toBe(422)
    expect(promo.json().errors.promo_price_cents[0]).toMatch(/minore/)
    const level = await call(
      trainer.token,
      'PATCH',
      `/api/instructor/courses/${created.id}`,
      { level: 'expert' },
      'en',
    )
    expect(level.statusCode).toBe(422)
    expect(level.json().errors.level[0]).toMatch(/beginner/)
    const kept = course(await call(trainer.token, 'GET', `/api/instructor/courses/${created.id}`))
    expect(kept).toMatchObject({
      subtitle: 'Per chi inizia',
      price_cents: 0,
      promo_price_cents: null,
      level: null,
    })
  })

  it('adds, renames, marks free, reorders and deletes lessons', async () => {
    const created = await newCourse()
    const ids: number[] = []
    for (const title of ['Uno', 'Due', 'Tre']) {
      const response = await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/lessons`, {
        title,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().data).toMatchObject({
        title,
        kind: 'video',
        free: false,
        video: { status: 'none' },
      })
      ids.push(response.json().data.id)
    }
    const renamed = await call(trainer.token, 'PATCH', `/api/instructor/lessons/${ids[1]}`, {
      title: 'Due bis',
      free: true,
    })
    expect(renamed.json().data).toMatchObject({ title: 'Due bis', free: true })

    const order = await call(trainer.token, 'PUT', `/api/instructor/courses/${created.id}/lessons/order`, {
      ids: [ids[2], ids[0], ids[1]],
    })
    expect(order.statusCode).toBe(200)
    expect(
      order.json().data.map((lesson: { title: string; position: number }) => [lesson.title, lesson.position]),
    ).toEqual([
      ['Tre', 1],
      ['Uno', 2],
      ['Due bis', 3],
    ])
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999999],
    ]) {
      const response = await call(
        trainer.token,
        'PUT',
        `/api/instructor/courses/${created.id}/lessons/order`,
        { ids: bad },
      )
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.ids[0]).toMatch(/una sola volta/)
    }

    // a deleted lesson's video uploads go with it (video_uploads names it without a foreign key)
    const upload = (lessonId: number) => ({
      id: `upload-${lessonId}`,
      lesson_id: lessonId,
      user_id: trainer.user.id,
      file_name: 'lesson.mp4',
      size: 1000,
      status: 'failed' as const,
    })
    await t.db.insert(videoUploads).values([upload(ids[2]), upload(ids[0])])
    expect((await call(trainer.token, 'DELETE', `/api/instructor/lessons/${ids[2]}`)).statusCode).toBe(204)
    const uploads = await t.db.select({ lesson_id: videoUploads.lesson_id }).from(videoUploads)
    expect(uploads.map((row) => row.lesson_id).filter((id) => id === ids[0] || id === ids[2])).toEqual([
      ids[0],
    ])
    const after = course(await call(trainer.token, 'GET', `/api/instructor/courses/${created.id}`))
    expect(after.lessons.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Uno', 1],
      ['Due bis', 2],
    ])
  })

  it('sends only a complete course for review; an admin publishes it into the catalogue; it can be unpublished', async () => {
    const created = await newCourse(trainer.token, 'Corso completo da pubblicare')
    const early = await call(
      trainer.token,
      'POST',
      `/api/instructor/courses/${created.id}/submit`,
      undefined,
      'en',
    )
    expect(early.statusCode).toBe(422)
    expect(early.json().errors.missing[0]).toMatch(/goals.*heading.*lessons.*presentation.*price.*recipients/)

    await call(trainer.token, 'PATCH', `/api/instructor/courses/${created.id}`, {
      subtitle: 'Dalla A alla Z',
      level: 'beginner',
      goals: ['Scattare con la luce naturale'],
      requirements: [],
      recipients: ['Chi ha appena comprato una reflex'],
      description: 'Un corso pratico.',
      price_cents: 2900,
    })
    const lesson = (
      await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/lessons`, { title: 'Testo' })
    ).json().data
    const stillMissing = course(await call(trainer.token, 'GET', `/api/instructor/courses/${created.id}`))
    expect(stillMissing.missing).toEqual(['lessons'])
    await call(trainer.token, 'PATCH', `/api/instructor/lessons/${lesson.id}`, {
      kind: 'text',
      body: 'La luce è tutto.',
    })

    const submitted = await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/submit`)
    expect(submitted.statusCode).toBe(200)
    expect(course(submitted)).toMatchObject({ status: 'in_review', missing: [] })
    // waiting is not published: the catalogue does not have it yet
    expect((await t.app.inject({ url: `/api/public/courses/${created.slug}` })).statusCode).toBe(404)
    const published = await call(admin.token, 'POST', `/api/admin/courses/${created.id}/approve`)
    expect(published.statusCode).toBe(200)
    expect(course(published)).toMatchObject({ status: 'published', submitted_at: null })
    const catalogue = await t.app.inject({ url: `/api/public/courses/${created.slug}` })
    expect(catalogue.statusCode).toBe(200)
    expect(catalogue.json().data.price_cents).toBe(2900)

    const unpublished = await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/unpublish`)
    expect(course(unpublished).status).toBe('draft')
    expect((await t.app.inject({ url: `/api/public/courses/${created.slug}` })).statusCode).toBe(404)
  })
})

/** A course with nothing missing, sent for review by its trainer. */
async function submittedCourse(title: string) {
  const created = await newCourse(trainer.token, title)
  await call(trainer.token, 'PATCH', `/api/instructor/courses/${created.id}`, {
    subtitle: 'Sottotitolo',
    level: 'intermediate',
    goals: ['Un obiettivo'],
    recipients: ['Chiunque'],
    description: 'Descrizione.',
    price_cents: 0,
  })
  const lesson = (
    await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/lessons`, { title: 'Uno' })
  ).json().data
  await call(trainer.token, 'PATCH', `/api/instructor/lessons/${lesson.id}`, { kind: 'text', body: 'Testo.' })
  const submitted = await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/submit`)
  expect(course(submitted).status).toBe('in_review')
  return created
}

describe('the review of a course', () => {
  it('queues submitted courses for admins, oldest first, and a second submit changes nothing', async () => {
    const first = await submittedCourse('Primo in coda')
    const second = await submittedCourse('Secondo in coda')
    const again = await call(trainer.token, 'POST', `/api/instructor/courses/${first.id}/submit`)
    expect(course(again).submitted_at).toBe(
      course(await call(trainer.token, 'GET', `/api/instructor/courses/${first.id}`)).submitted_at,
    )
    // the admins are told, once per submission
    const told = (await call(admin.token, 'GET', '/api/notifications')).json().data
    const submitted = told.filter(
      (n: { slug_type: string; data: { course_id: number } }) =>
        n.slug_type === 'course_submitted' && n.data.course_id === first.id,
    )
    expect(submitted).toEqual([
      expect.objectContaining({ data: { course_id: first.id, title: 'Primo in coda' } }),
    ])
    const queue = await call(admin.token, 'GET', '/api/admin/courses/review')
    expect(queue.statusCode).toBe(200)
    const ids = queue.json().data.map((item: { id: number }) => item.id)
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(queue.json().data.find((item: { id: number }) => item.id === first.id)).toMatchObject({
      title: 'Primo in coda',
      lessons_count: 1,
      trainer: { id: trainer.user.id, email: trainer.user.email },
    })
  })

  it('sends a course back with a note the trainer reads and is notified of; it cannot be approved until sent again', async () => {
    const created = await submittedCourse('Da rivedere')
    const empty = await call(
      admin.token,
      'POST',
      `/api/admin/courses/${created.id}/reject`,
      { reason: ' ' },
      'en',
    )
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.reason[0]).toBe('Write the reason.')
    const rejected = await call(admin.token, 'POST', `/api/admin/courses/${created.id}/reject`, {
      reason: 'Il video della lezione 1 non ha audio.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(course(rejected)).toMatchObject({
      status: 'draft',
      review_note: 'Il video della lezione 1 non ha audio.',
    })
    const notified = (await call(trainer.token, 'GET', '/api/notifications')).json().data
    expect(notified[0]).toMatchObject({
      slug_type: 'course_rejected',
      data: { course_id: created.id, title: 'Da rivedere', reason: 'Il video della lezione 1 non ha audio.' },
    })
    // not waiting any more: neither decision applies, and the queue no longer lists it
    const late = await call(admin.token, 'POST', `/api/admin/courses/${created.id}/approve`, undefined, 'en')
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('The course is not waiting for review.')
    const queue = (await call(admin.token, 'GET', '/api/admin/courses/review')).json().data
    expect(queue.map((item: { id: number }) => item.id)).not.toContain(created.id)
    expect((await call(admin.token, 'POST', '/api/admin/courses/999999/approve')).statusCode).toBe(404)

    // sent again: the note goes, the admin approves, the trainer hears of it
    const again = course(await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/submit`))
    expect(again).toMatchObject({ status: 'in_review', review_note: null })
    expect((await call(admin.token, 'POST', `/api/admin/courses/${created.id}/approve`)).statusCode).toBe(200)
    const latest = (await call(trainer.token, 'GET', '/api/notifications')).json().data[0]
    expect(latest).toMatchObject({ slug_type: 'course_approved', data: { course_id: created.id } })
  })

  it('lets the trainer withdraw a request before anyone decides', async () => {
    const created = await submittedCourse('Ci ho ripensato')
    const withdrawn = await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/unpublish`)
    expect(course(withdrawn).status).toBe('draft')
    expect((await call(admin.token, 'POST', `/api/admin/courses/${created.id}/approve`)).statusCode).toBe(409)
  })
})

describe('who may touch a course', () => {
  it('lets only the course’s trainer in: 403 for another trainer, 403 for a student creating, 401 for a visitor', async () => {
    const created = await newCourse()
    const lesson = (
      await call(trainer.token, 'POST', `/api/instructor/courses/${created.id}/lessons`, { title: 'Mia' })
    ).json().data
    const other = await createUser(t.db, { role: 'trainer' })
    const student = await createUser(t.db)
    for (const [method, url, payload] of [
      ['GET', `/api/instructor/courses/${created.id}`, undefined],
      ['PATCH', `/api/instructor/courses/${created.id}`, { title: 'Rubato' }],
      ['POST', `/api/instructor/courses/${created.id}/submit`, undefined],
      ['POST', `/api/instructor/courses/${created.id}/unpublish`, undefined],
      ['POST', `/api/admin/courses/${created.id}/approve`, undefined],
      ['POST', `/api/admin/courses/${created.id}/reject`, { reason: 'No' }],
      ['GET', '/api/admin/courses/review', undefined],
      ['POST', `/api/instructor/courses/${created.id}/lessons`, { title: 'Intrusa' }],
      ['PATCH', `/api/instructor/lessons/${lesson.id}`, { free: true }],
      ['DELETE', `/api/instructor/lessons/${lesson.id}`, undefined],
      ['GET', `/api/lessons/${lesson.id}/video`, undefined],
      ['POST', `/api/lessons/${lesson.id}/video/init`, { file_name: 'a.mp4', size: 10 }],
    ] as const) {
      expect((await call(other.token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect(
      (await call(student.token, 'POST', '/api/instructor/courses', { title: 'No', category_id: categoryId }))
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: `/api/instructor/courses/${created.id}` })).statusCode).toBe(401)
    expect((await call(other.token, 'GET', '/api/instructor/courses/999999')).statusCode).toBe(404)
    const [row] = await t.db.select().from(courses).where(eq(courses.id, created.id))
    expect(row.title).toBe('Fotografia digitale: la luce')
    const [kept] = await t.db.select().from(lessons).where(eq(lessons.id, lesson.id))
    expect(kept.free).toBe(false)
  })
})

describe('earnings', () => {
  it('sums the succeeded orders of the trainer’s own courses, by month and course, newest orders first', async () => {
    const seller = await createUser(t.db, { role: 'trainer' })
    const other = await createUser(t.db, { role: 'trainer' })
    const mine = await newCourse(seller.token, 'Corso venduto')
    const second = await newCourse(seller.token, 'Corso meno venduto')
    const theirs = await newCourse(other.token, 'Corso di un altro')
    const buyer = await createUser(t.db, { first_name: 'Giulia', last_name: 'Verdi' })
    const thisMonth = new Date()
    const lastYear = new Date(Date.UTC(thisMonth.getUTCFullYear() - 2, 0, 15))
    const order = (
      product_id: number,
      amount_cents: number,
      status: 'succeeded' | 'canceled',
      paid_at: Date | null,
    ) =>
      t.db.insert(orders).values({
        user_id: buyer.user.id,
        product_type: 'course',
        product_id,
        status,
        list_cents: amount_cents,
        amount_cents,
        paid_at,
      })
    await order(mine.id, 4900, 'succeeded', thisMonth)
    await order(second.id, 1900, 'succeeded', lastYear)
    await order(theirs.id, 9900, 'succeeded', thisMonth)
    await order(second.id, 7700, 'canceled', null)

    const answer = await call(seller.token, 'GET', '/api/instructor/earnings')
    expect(answer.statusCode).toBe(200)
    const earnings = answer.json().data
    expect(earnings).toMatchObject({ currency: 'EUR', total_cents: 6800, sales: 2 })
    expect(earnings.courses).toEqual([
      { id: mine.id, title: 'Corso venduto', total_cents: 4900, sales: 1 },
      { id: second.id, title: 'Corso meno venduto', total_cents: 1900, sales: 1 },
    ])
    expect(earnings.months).toHaveLength(12)
    expect(earnings.months.at(-1)).toEqual({
      month: thisMonth.toISOString().slice(0, 7),
      total_cents: 4900,
      courses: [{ course_id: mine.id, cents: 4900, sales: 1 }],
    })
    // two years ago is in the totals, not in the months
    expect(
      earnings.months.reduce((sum: number, month: { total_cents: number }) => sum + month.total_cents, 0),
    ).toBe(4900)
    expect(
      earnings.latest.map((row: { course_title: string; buyer: string }) => [row.course_title, row.buyer]),
    ).toEqual([
      ['Corso venduto', 'Giulia V.'],
      ['Corso meno venduto', 'Giulia V.'],
    ])
    const student = await createUser(t.db)
    expect((await call(student.token, 'GET', '/api/instructor/earnings')).statusCode).toBe(403)
  })
})
