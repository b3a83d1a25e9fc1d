/**
 * Course posts (issue 14): questions and answers for a course's learners and trainer only; the
 * trainer's answers say so; deleting a question takes its answers; only the author deletes.
 */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paginated } from '../../../contracts/core/endpoint.ts'
import { CourseQuestion } from '../../../contracts/learning/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (token: string, url: string, text: unknown) =>
  t.app.inject(asUser(token, { method: 'POST', url, payload: { text } }))
const questions = async (token: string, courseId: number) =>
  v.parse(
    paginated(CourseQuestion),
    (await t.app.inject(asUser(token, { url: `/api/courses/${courseId}/posts` }))).json(),
  ).data

async function course() {
  const trainer = await createUser(t.db, { role: 'trainer' })
  const made = await createCourse(t.db, { trainer: trainer.user.id })
  const student = await createUser(t.db)
  await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: made.course.id })
  return { ...made, trainer, student }
}

describe('course posts', () => {
  it('a student asks, the trainer answers as the trainer, newest question first', async () => {
    const { course: c, trainer, student } = await course()
    const asked = await post(student.token, `/api/courses/${c.id}/posts`, '  Come si installa?  ')
    expect(asked.statusCode).toBe(201)
    const question = asked.json().data as CourseQuestion
    expect(question).toMatchObject({ text: 'Come si installa?', mine: true, answers: [] })
    await post(student.token, `/api/courses/${c.id}/posts`, 'Seconda domanda')
    const answered = await post(trainer.token, `/api/posts/${question.id}/answers`, 'Con pip.')
    expect(answered.statusCode).toBe(201)
    expect(answered.json().data.author.is_trainer).toBe(true)

    const list = await questions(student.token, c.id)
    expect(list.map((item) => item.text)).toEqual(['Seconda domanda', 'Come si installa?'])
    expect(list[1].answers).toMatchObject([{ text: 'Con pip.', mine: false, author: { is_trainer: true } }])
    expect(list[1].author.is_trainer).toBe(false)
  })

  it('nobody else reads or writes: 403; an answer cannot be answered; 422 for an empty text', async () => {
    const { course: c, student } = await course()
    const stranger = await createUser(t.db)
    expect(
      (await t.app.inject(asUser(stranger.token, { url: `/api/courses/${c.id}/posts` }))).statusCode,
    ).toBe(403)
    expect((await post(stranger.token, `/api/courses/${c.id}/posts`, 'Ciao')).statusCode).toBe(403)
    const question = (await post(student.token, `/api/courses/${c.id}/posts`, 'Domanda')).json().data
    expect((await post(stranger.token, `/api/posts/${question.id}/answers`, 'Risposta')).statusCode).toBe(403)
    const answer = (await post(student.token, `/api/posts/${question.id}/answers`, 'Risposta')).json().data
    expect((await post(student.token, `/api/posts/${answer.id}/answers`, 'Sotto-risposta')).statusCode).toBe(
      404,
    )
    const empty = await post(student.token, `/api/courses/${c.id}/posts`, '   ')
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors)).toEqual(['text'])
  })

  it('only the author deletes; a question goes with its answers', async () => {
    const { course: c, trainer, student } = await course()
    const question = (await post(student.token, `/api/courses/${c.id}/posts`, 'Da cancellare')).json().data
    await post(trainer.token, `/api/posts/${question.id}/answers`, 'Risposta')
    const del = (token: string, id: number) =>
      t.app.inject(asUser(token, { method: 'DELETE', url: `/api/posts/${id}` }))
    expect((await del(trainer.token, question.id)).statusCode).toBe(403)
    expect((await del(student.token, question.id)).statusCode).toBe(204)
    expect(await questions(student.token, c.id)).toEqual([])
    expect((await del(student.token, question.id)).statusCode).toBe(404)
  })
})
