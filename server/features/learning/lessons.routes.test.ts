/**
 * The lesson player's API (issue 14): who may open which lesson, finish / previous / next at the
 * edges, progress saves (resume position, learning time, finishing at 90% watched) and notes.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { data } from '../../../contracts/core/endpoint.ts'
import { CourseOutline, Lesson, LessonNote, LessonProgress } from '../../../contracts/learning/schemas.ts'
import { createCourse } from '../courses/factories.testing.ts'
import { createUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, withCsrf, type TestApp } from '../../testing/helper.ts'
import { courseEnrolments } from '../courses/tables.ts'
import { learningTime, lessonProgress } from './tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** A paid course of three 600-second lessons (the first a free preview) and a student who follows it. */
async function enrolledCourse() {
  const made = await createCourse(t.db, { price_cents: 4900 })
  const student = await createUser(t.db)
  await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: made.course.id })
  return { ...made, student }
}

const get = (url: string, token?: string) =>
  t.app.inject(token ? asUser(token, { method: 'GET', url }) : { method: 'GET', url })

describe('who may open a lesson', () => {
  it('a visitor opens the free preview; a paid lesson answers 401 (the login prompt)', async () => {
    const { lessons } = await enrolledCourse()
    const free = await get(`/api/lessons/${lessons[0].id}`)
    expect(free.statusCode).toBe(200)
    const lesson = v.parse(data(Lesson), free.json()).data
    expect(lesson).toMatchObject({ id: lessons[0].id, free: true, prev_id: null, next_id: lessons[1].id })
    expect((await get(`/api/lessons/${lessons[1].id}`)).statusCode).toBe(401)
  })

  it('a user who does not follow the course: 403 with a message saying to buy it', async () => {
    const { lessons } = await enrolledCourse()
    const other = await createUser(t.db)
    const response = await get(`/api/lessons/${lessons[1].id}`, other.token)
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(/acquistalo/)
    const english = await t.app.inject(
      asUser(other.token, { url: `/api/lessons/${lessons[1].id}`, headers: { 'accept-language': 'en' } }),
    )
    expect(english.json().message).toMatch(/buy it/)
    expect((await get(`/api/lessons/${lessons[0].id}`, other.token)).statusCode).toBe(200)
  })

  it('the enrolled student, the course’s trainer and an admin open every lesson', async () => {
    const trainer = await createUser(t.db, { role: 'trainer' })
    const { course, lessons } = await createCourse(t.db, { trainer: trainer.user.id, price_cents: 900 })
    const student = await createUser(t.db)
    await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: course.id })
    const admin = await createUser(t.db, { role: 'admin' })
    const otherTrainer = await createUser(t.db, { role: 'trainer' })
    for (const token of [student.token, trainer.token, admin.token]) {
      expect((await get(`/api/lessons/${lessons[2].id}`, token)).statusCode).toBe(200)
      const outline = v.parse(
        data(CourseOutline),
        (await get(`/api/learn/${course.slug}`, token)).json(),
      ).data
      expect(outline.enrolled).toBe(true)
    }
    expect((await get(`/api/lessons/${lessons[2].id}`, otherTrainer.token)).statusCode).toBe(403)
  })

  it('an unpublished course and an unknown lesson answer 404', async () => {
    const { course, lessons } = await createCourse(t.db, { published_at: null })
    const student = await createUser(t.db)
    await t.db.insert(courseEnrolments).values({ user_id: student.user.id, course_id: course.id })
    expect((await get(`/api/lessons/${lessons[0].id}`, student.token)).statusCode).toBe(404)
    expect((await get(`/api/learn/${course.slug}`)).statusCode).toBe(404)
    expect((await get('/api/lessons/999999999')).statusCode).toBe(404)
    expect((await get('/api/lessons/abc')).statusCode).toBe(422)
  })
})

describe('the outline', () => {
  it('shows a visitor which lessons open, with no ticks and no progress', async () => {
    const { course, lessons } = await enrolledCourse()
    const outline = v.parse(data(CourseOutline), (await get(`/api/learn/${course.slug}`)).json()).data
    expect(outline).toMatchObject({ id: course.id, enrolled: false, progress_percent: 0 })
    expect(outline.resume_lesson_id).toBe(lessons[0].id)
    expect(outline.lessons.map((lesson) => [lesson.open, lesson.finished])).toEqual([
      [true, false],
      [false, false],
      [false, false],
    ])
  })
})

describe('finish, previous, next', () => {
  it('walks the course with next to its end, finishing each lesson; 404 past either edge', async () => {
    const { course, lessons, student } = await enrolledCourse()
    const first = await get(`/api/lessons/${lessons[0].id}/prev`, student.token)
    expect(first.statusCode).toBe(404)
    expect(first.json().message).toBe('Questa è la prima lezione del corso.')
    let id = lessons[0].id
    const percents: number[] = []
    for (;;) {
      const finished = await t.app.inject(
        asUser(student.token, { method: 'POST', url: `/api/lessons/${id}/finish` }),
      )
      expect(finished.statusCode).toBe(200)
      const progress = v.parse(data(LessonProgress), finished.json()).data
      percents.push(progress.progress_percent)
      if (progress.next_id === null) {
        expect(progress.course_completed).toBe(true)
        break
      }
      const next = v.parse(data(Lesson), (await get(`/api/lessons/${id}/next`, student.token)).json()).data
      expect(next.id).toBe(progress.next_id)
      id = next.id
    }
    // 2 of 3 is 66.7 %: rounded half up, not truncated
    expect(percents).toEqual([33, 67, 100])
    const last = await get(`/api/lessons/${lessons[2].id}/next`, student.token)
    expect(last.statusCode).toBe(404)
    expect(last.json().message).toBe("Questa è l'ultima lezione del corso.")
    const back = v.parse(
      data(Lesson),
      (await get(`/api/lessons/${lessons[2].id}/prev`, student.token)).json(),
    )
    expect(back.data).toMatchObject({ id: lessons[1].id, finished: true })
    const outline = v.parse(
      data(CourseOutline),
      (await get(`/api/learn/${course.slug}`, student.token)).json(),
    )
    expect(outline.data.progress_percent).toBe(100)
    expect(outline.data.lessons.every((lesson) => lesson.finished)).toBe(true)
  })

  it('finishing twice keeps the first time; a visitor cannot finish, nor a user who does not follow the course', async () => {
    const { lessons, student } = await enrolledCourse()
    const url = `/api/lessons/${lessons[0].id}/finish`
    await t.app.inject(asUser(student.token, { method: 'POST', url }))
    const [before] = await t.db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.lesson_id, lessons[0].id))
    await t.app.inject(asUser(student.token, { method: 'POST', url }))
    const [after] = await t.db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.lesson_id, lessons[0].id))
    expect(after.finished_at).toEqual(before.finished_at)
    expect((await t.app.inject(withCsrf({ method: 'POST', url }))).statusCode).toBe(401)
    const other = await createUser(t.db)
    expect((await t.app.inject(asUser(other.token, { method: 'POST', url }))).statusCode).toBe(403)
  })
})

describe('progress', () => {
  const save = (token: string, lessonId: number, payload: Record<string, unknown>) =>
    t.app.inject(asUser(token, { method: 'PUT', url: `/api/lessons/${lessonId}/progress`, payload }))

  it('keeps the resume position, adds the time watched to today, and finishes the lesson at 90% watched', async () => {
    const { course, lessons, student } = await enrolledCourse()
    const lessonId = lessons[1].id
    let progress = v.parse(
      data(LessonProgress),
      (await save(student.token, lessonId, { position_seconds: 100, watched_seconds: 100 })).json(),
    ).data
    expect(progress).toMatchObject({ finished: false, position_seconds: 100 })
    const lesson = v.parse(data(Lesson), (await get(`/api/lessons/${lessonId}`, student.token)).json()).data
    expect(lesson.position_seconds).toBe(100)
    // 100 + 4 × 110 = 540 = 90% of 600
    for (let save_ = 0; save_ < 4; save_++) {
      progress = v.parse(
        data(LessonProgress),
        (
          await save(student.token, lessonId, { position_seconds: 210 + save_ * 110, watched_seconds: 110 })
        ).json(),
      ).data
      expect(progress.finished).toBe(save_ === 3)
    }
    const [time] = await t.db
      .select()
      .from(learningTime)
      .where(and(eq(learningTime.user_id, student.user.id), eq(learningTime.course_id, course.id)))
    expect(time.seconds).toBe(540)
    expect(time.day).toBe(new Date().toISOString().slice(0, 10))
    // seeking back does not take the finish away
    progress = v.parse(
      data(LessonProgress),
      (await save(student.token, lessonId, { position_seconds: 5, watched_seconds: 0 })).json(),
    ).data
    expect(progress).toMatchObject({ finished: true, position_seconds: 5 })
  })

  it('refuses nonsense with 422 and the field, and keeps what was saved', async () => {
    const { lessons, student } = await enrolledCourse()
    await save(student.token, lessons[0].id, { position_seconds: 30, watched_seconds: 30 })
    for (const [payload, field] of [
      [{ position_seconds: -1 }, 'position_seconds'],
      [{ position_seconds: 1.5 }, 'position_seconds'],
      [{ position_seconds: 'ten' }, 'position_seconds'],
      [{ position_seconds: 10, watched_seconds: 5000 }, 'watched_seconds'],
    ] as const) {
      const response = await save(student.token, lessons[0].id, payload)
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual([field])
    }
    const [row] = await t.db.select().from(lessonProgress).where(eq(lessonProgress.lesson_id, lessons[0].id))
    expect(row).toMatchObject({ position_seconds: 30, watched_seconds: 30 })
  })

  it('a position past the end is kept at the end', async () => {
    const { lessons, student } = await enrolledCourse()
    const progress = v.parse(
      data(LessonProgress),
      (await save(student.token, lessons[0].id, { position_seconds: 5000 })).json(),
    ).data
    expect(progress.position_seconds).toBe(600)
  })
})

describe('notes', () => {
  it('adds, lists, edits and deletes the caller’s own notes, with the video time', async () => {
    const { lessons, student } = await enrolledCourse()
    const url = `/api/lessons/${lessons[1].id}/notes`
    const added = await t.app.inject(
      asUser(student.token, {
        method: 'POST',
        url,
        payload: { text: '  Rivedere il punto 2  ', at_seconds: 75 },
      }),
    )
    expect(added.statusCode).toBe(201)
    const note = v.parse(data(LessonNote), added.json()).data
    expect(note).toMatchObject({ text: 'Rivedere il punto 2', at_seconds: 75 })
    await t.app.inject(asUser(student.token, { method: 'POST', url, payload: { text: 'Senza tempo' } }))
    const list = (await get(url, student.token)).json().data as LessonNote[]
    expect(list.map((item) => [item.text, item.at_seconds])).toEqual([
      ['Rivedere il punto 2', 75],
      ['Senza tempo', null],
    ])

    const edited = await t.app.inject(
      asUser(student.token, { method: 'PUT', url: `/api/notes/${note.id}`, payload: { text: 'Rivisto' } }),
    )
    expect(edited.json().data.text).toBe('Rivisto')

    const other = await createUser(t.db)
    expect(
      (
        await t.app.inject(
          asUser(other.token, { method: 'PUT', url: `/api/notes/${note.id}`, payload: { text: 'Mio' } }),
        )
      ).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject(asUser(other.token, { method: 'DELETE', url: `/api/notes/${note.id}` })))
        .statusCode,
    ).toBe(403)
    expect((await get(url, other.token)).statusCode).toBe(403)

    expect(
      (await t.app.inject(asUser(student.token, { method: 'DELETE', url: `/api/notes/${note.id}` })))
        .statusCode,
    ).toBe(204)
    expect(((await get(url, student.token)).json().data as LessonNote[]).map((item) => item.text)).toEqual([
      'Senza tempo',
    ])
    expect(
      (await t.app.inject(asUser(student.token, { method: 'DELETE', url: `/api/notes/${note.id}` })))
        .statusCode,
    ).toBe(404)
  })

  it('refuses an empty or too long note, or a negative time, with 422 and the field', async () => {
    const { lessons, student } = await enrolledCourse()
    const url = `/api/lessons/${lessons[0].id}/notes`
    for (const [payload, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ text: 'ok', at_seconds: -3 }, 'at_seconds'],
    ] as const) {
      const response = await t.app.inject(asUser(student.token, { method: 'POST', url, payload }))
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual([field])
    }
  })
})
