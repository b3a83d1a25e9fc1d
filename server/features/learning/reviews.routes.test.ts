/**
 * Course reviews (issue 14): only the enrolled review, once per course (a second write rewrites),
 * edit and delete their own; the course's and the trainer's figures follow every change, also when
 * many learners review at once.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments, courses } from '../courses/tables.ts'
import { profiles } from '../profiles/tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const put = (token: string, courseId: number, payload: Record<string, unknown>) =>
  t.app.inject(asUser(token, { method: 'PUT', url: `/api/courses/${courseId}/review`, payload }))
const remove = (token: string, courseId: number) =>
  t.app.inject(asUser(token, { method: 'DELETE', url: `/api/courses/${courseId}/review` }))
const list = async (courseId: number) =>
  (await t.app.inject({ url: `/api/public/courses/${courseId}/reviews` })).json()

async function figures(courseId: number, trainerId: number) {
  const [course] = await t.db
    .select({ average: courses.average_reviews, count: courses.review_number })
    .from(courses)
    .where(eq(courses.id, courseId))
  const [trainer] = await t.db
    .select({ average: profiles.average_reviews, count: profiles.review_number })
    .from(profiles)
    .where(eq(profiles.user_id, trainerId))
  return { course, trainer }
}

async function enrolled(courseId: number) {
  const student = await createUser(t.db)
  await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: courseId })
  return student
}

async function course() {
  const trainer = await createUser(t.db, { role: 'trainer' })
  const made = await createCourse(t.db, { trainer: trainer.user.id })
  return { course: made.course, trainer }
}

describe('course reviews', () => {
  it('an enrolled student reviews once: a second write rewrites it; figures follow on course and trainer', async () => {
    const { course: c, trainer } = await course()
    const other = await createCourse(t.db, { trainer: trainer.user.id })
    const student = await enrolled(c.id)

    const mine = await t.app.inject(asUser(student.token, { url: `/api/courses/${c.id}/review` }))
    expect(mine.json().data).toEqual({ review: null, can_review: true })

    const first = await put(student.token, c.id, { rating: 4, text: '  Chiaro e pratico.  ' })
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ rating: 4, text: 'Chiaro e pratico.' })
    const second = await put(student.token, c.id, { rating: 2, text: 'Ripensandoci, troppo veloce.' })
    expect(second.json().data).toMatchObject({ id: first.json().data.id, rating: 2 })

    const again = await enrolled(c.id)
    await put(again.token, c.id, { rating: 5, text: 'Ottimo.' })
    const another = await enrolled(other.course.id)
    await put(another.token, other.course.id, { rating: 5, text: 'Bello.' })

    expect(await figures(c.id, trainer.user.id)).toEqual({
      course: { average: 3.5, count: 2 },
      trainer: { average: 4, count: 3 },
    })
    const page = await list(c.id)
    expect(page.meta.total).toBe(2)
    expect(page.summary).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] })
    expect(page.data.map((r: { text: string }) => r.text)).toEqual([
      'Ottimo.',
      'Ripensandoci, troppo veloce.',
    ])
    expect(page.data[0].author.full_name).toBe(`${again.user.first_name} ${again.user.last_name}`)

    expect((await remove(student.token, c.id)).statusCode).toBe(204)
    expect((await remove(student.token, c.id)).statusCode).toBe(404)
    expect(await figures(c.id, trainer.user.id)).toEqual({
      course: { average: 5, count: 1 },
      trainer: { average: 5, count: 2 },
    })
  })

  it('not enrolled, the trainer, or a visitor cannot review; bad input is a 422 naming the field', async () => {
    const { course: c, trainer } = await course()
    const stranger = await createUser(t.db)
    const refused = await put(stranger.token, c.id, { rating: 5, text: 'Bello' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Solo chi è iscritto al corso può recensirlo.')
    expect((await put(trainer.token, c.id, { rating: 5, text: 'Il mio corso' })).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${c.id}/review`,
      payload: { rating: 5, text: 'x' },
    })
    expect([401, 419]).toContain(anonymous.statusCode)

    const student = await enrolled(c.id)
    for (const [payload, field] of [
      [{ rating: 6, text: 'Bello' }, 'rating'],
      [{ rating: 3.5, text: 'Bello' }, 'rating'],
      [{ rating: 3, text: '   ' }, 'text'],
      [{ rating: 3, text: 'x'.repeat(2001) }, 'text'],
    ] as const) {
      const answer = await put(student.token, c.id, payload)
      expect(answer.statusCode).toBe(422)
      expect(Object.keys(answer.json().errors)).toEqual([field])
    }
    expect((await list(c.id)).meta.total).toBe(0)
    expect((await t.app.inject({ url: '/api/public/courses/99999999/reviews' })).statusCode).toBe(404)
  })

  it('twenty learners reviewing at once are all counted', async () => {
    const { course: c, trainer } = await course()
    const students = await Promise.all(Array.from({ length: 20 }, () => enrolled(c.id)))
    const answers = await Promise.all(
      students.map((s, i) => put(s.token, c.id, { rating: (i % 5) + 1, text: `Recensione ${i}` })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(students.map(() => 200))
    expect(await figures(c.id, trainer.user.id)).toEqual({
      course: { average: 3, count: 20 },
      trainer: { average: 3, count: 20 },
    })
  })
})
