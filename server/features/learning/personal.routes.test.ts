/**
 * The learner's own pages and certificates (issue 14): progress per course with the last lesson,
 * learning time per week zero-filled, the certificate only at 100% and the same one every time,
 * its PDF text in the learner's language, and its public check.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { data } from '../../../contracts/core/endpoint.ts'
import {
  CertificateCheck,
  LEARNING_WEEKS,
  MyProducts,
  MyProgress,
} from '../../../contracts/learning/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { featureProducts, orders } from '../payments/tables.ts'
import { pdfLines } from '../payments/receipts.testing.ts'
import { weekOf } from './personal.ts'
import { certificates, learningTime, lessonProgress } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function follows(userId: number, courseId: number) {
  await t.db.insert(courseEnrolments).values({ user_id: userId, course_id: courseId })
}
async function finish(userId: number, courseId: number, lessonIds: number[]) {
  for (const lessonId of lessonIds)
    await t.db
      .insert(lessonProgress)
      .values({ user_id: userId, course_id: courseId, lesson_id: lessonId, finished_at: new Date() })
}
const get = (token: string, url: string, language = 'it') =>
  t.app.inject(asUser(token, { url, headers: { 'accept-language': language } }))

describe('GET /api/my/progress', () => {
  it('lists the courses the caller follows with progress and last lesson, and 12 weeks of learning time', async () => {
    const student = await createUser(t.db)
    const started = await createCourse(t.db, { title: 'Corso iniziato' })
    const untouched = await createCourse(t.db, { title: 'Corso da iniziare' })
    const notMine = await createCourse(t.db, { title: 'Corso di altri' })
    await follows(student.user.id, started.course.id)
    await follows(student.user.id, untouched.course.id)
    await finish(student.user.id, started.course.id, [started.lessons[0].id])
    await t.db.insert(lessonProgress).values({
      user_id: student.user.id,
      course_id: started.course.id,
      lesson_id: started.lessons[1].id,
      position_seconds: 42,
    })
    const today = new Date()
    const threeWeeksAgo = new Date(today.getTime() - 21 * 86_400_000)
    const longAgo = new Date(today.getTime() - 200 * 86_400_000)
    for (const [day, seconds] of [
      [today, 600],
      [today, 0],
      [threeWeeksAgo, 1200],
      [longAgo, 999],
    ] as const)
      await t.db
        .insert(learningTime)
        .values({
          user_id: student.user.id,
          course_id: seconds === 0 ? untouched.course.id : started.course.id,
          day: day.toISOString().slice(0, 10),
          seconds,
        })
        .onConflictDoNothing()
    // someone else's time counts for nobody but them
    const other = await createUser(t.db)
    await t.db.insert(learningTime).values({
      user_id: other.user.id,
      course_id: notMine.course.id,
      day: today.toISOString().slice(0, 10),
      seconds: 5000,
    })

    const response = await get(student.token, '/api/my/progress')
    expect(response.statusCode).toBe(200)
    const progress = v.parse(data(MyProgress), response.json()).data
    expect(
      progress.courses.map((course) => [course.title, course.progress_percent, course.completed]),
    ).toEqual([
      ['Corso da iniziare', 0, false],
      ['Corso iniziato', 33, false],
    ])
    expect(progress.courses[1].last_lesson).toMatchObject({ id: started.lessons[1].id, title: 'Lesson 2' })
    expect(progress.courses[0].last_lesson).toBeNull()
    expect(progress.weeks).toHaveLength(LEARNING_WEEKS)
    expect(progress.weeks.at(-1)).toEqual({ week: weekOf(today), seconds: 600 })
    expect(progress.weeks.find((week) => week.week === weekOf(threeWeeksAgo))?.seconds).toBe(1200)
    expect(progress.weeks.reduce((sum, week) => sum + week.seconds, 0)).toBe(1800)
    expect(new Set(progress.weeks.map((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay()))).toEqual(
      new Set([1]),
    )
  })

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/api/my/progress' })).statusCode).toBe(401)
  })
})

describe('certificates', () => {
  it('only at 100%: 403 with how far the learner is, 404 for a course not followed', async () => {
    const student = await createUser(t.db)
    const { course, lessons } = await createCourse(t.db)
    const url = `/api/courses/${course.id}/certificate`
    expect((await get(student.token, url)).statusCode).toBe(404)
    await follows(student.user.id, course.id)
    await finish(student.user.id, course.id, [lessons[0].id, lessons[1].id])
    const early = await get(student.token, url)
    expect(early.statusCode).toBe(403)
    expect(early.json().message).toBe(
      "L'attestato arriva quando completi tutte le lezioni: ne hai completate 2 su 3.",
    )
  })

  it('issues one certificate at 100%, the same on every download, in the learner’s language, checkable by its code', async () => {
    const student = await createUser(t.db)
    await t.db
      .update(users)
      .set({ locale: 'en', first_name: 'Giulia', last_name: 'Neri' })
      .where(eq(users.id, student.user.id))
    const trainer = await createUser(t.db, { role: 'trainer' })
    const { course, lessons } = await createCourse(t.db, {
      trainer: trainer.user.id,
      title: 'Statistica di base',
    })
    await follows(student.user.id, course.id)
    await finish(
      student.user.id,
      course.id,
      lessons.map((lesson) => lesson.id),
    )
    const url = `/api/courses/${course.id}/certificate`
    const first = await get(student.token, url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    const [row] = await t.db.select().from(certificates).where(eq(certificates.user_id, student.user.id))
    expect(row.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
    expect(first.headers['content-disposition']).toBe(`attachment; filename="attestato-${row.code}.pdf"`)
    const text = pdfLines(first.rawPayload).join('\n')
    expect(text).toContain('Certificate of completion')
    expect(text).toContain('Giulia Neri')
    expect(text).toContain('Statistica di base')
    expect(text).toContain(`taught by ${row.trainer_name}`)
    // three lessons of 600 s: the course's real length, not an hour rounded up
    expect(text).toContain('Length: 30 min')
    expect(text).not.toContain('hour')
    expect(text).toContain(`Verification code: ${row.code}`)
    // the link leads to the public page that checks the code
    expect(text).toContain(`/certificate/${row.code}`)

    const again = await get(student.token, url)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(
      await t.db.select().from(certificates).where(eq(certificates.user_id, student.user.id)),
    ).toHaveLength(1)

    const check = await t.app.inject({ url: `/api/public/certificates/${row.code}` })
    expect(v.parse(data(CertificateCheck), check.json()).data).toMatchObject({
      code: row.code,
      learner_name: 'Giulia Neri',
      course_title: 'Statistica di base',
      hours: 1,
      duration_seconds: 1800,
    })
    expect((await t.app.inject({ url: '/api/public/certificates/ABCDEFGHJKLM' })).statusCode).toBe(404)
    const malformed = await t.app.inject({ url: '/api/public/certificates/abc' })
    expect(malformed.statusCode).toBe(422)
  })

  it('two downloads at once issue one certificate', async () => {
    const student = await createUser(t.db)
    const { course, lessons } = await createCourse(t.db)
    await follows(student.user.id, course.id)
    await finish(
      student.user.id,
      course.id,
      lessons.map((lesson) => lesson.id),
    )
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(student.token, `/api/courses/${course.id}/certificate`)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(
      await t.db.select().from(certificates).where(eq(certificates.user_id, student.user.id)),
    ).toHaveLength(1)
  })
})

describe('GET /api/my/products', () => {
  it('lists the courses the caller owns, bought or free, with progress, and their extra features by name', async () => {
    const student = await createUser(t.db)
    const free = await createCourse(t.db, { title: 'Corso gratuito' })
    const bought = await createCourse(t.db, { title: 'Corso acquistato', price_cents: 4900 })
    await follows(student.user.id, free.course.id)
    const [order] = await t.db
      .insert(orders)
      .values({
        user_id: student.user.id,
        product_type: 'course',
        product_id: bought.course.id,
        status: 'succeeded',
        list_cents: 4900,
        amount_cents: 4900,
      })
      .returning()
    await t.db
      .insert(courseEnrolments)
      .values({ user_id: student.user.id, course_id: bought.course.id, order_id: order.id })
    await finish(student.user.id, free.course.id, [free.lessons[0].id])
    await t.db
      .insert(featureProducts)
      .values({ flag: 'posts', title_it: 'Pubblica post', title_en: 'Publish posts', price_cents: 500 })
      .onConflictDoNothing()
    await t.db
      .update(users)
      .set({ features: { posts: true, chat: false, diary: false, hr_visible: false } })
      .where(eq(users.id, student.user.id))

    const answer = await get(student.token, '/api/my/products', 'en')
    expect(answer.statusCode).toBe(200)
    const { courses, features } = v.parse(data(MyProducts), answer.json()).data
    expect(courses.map((c) => [c.title, c.paid, c.progress_percent])).toEqual(
      expect.arrayContaining([
        ['Corso gratuito', false, 33],
        ['Corso acquistato', true, 0],
      ]),
    )
    expect(courses).toHaveLength(2)
    expect(features.map((f) => f.flag)).toEqual(['posts'])
    expect(features[0].title).toBe(
      (await t.db.select().from(featureProducts).where(eq(featureProducts.flag, 'posts')))[0].title_en,
    )

    const other = await createUser(t.db)
    expect(v.parse(data(MyProducts), (await get(other.token, '/api/my/products')).json()).data).toEqual({
      courses: [],
      features: [],
    })
    expect((await t.app.inject({ url: '/api/my/products' })).statusCode).toBe(401)
  })
})
