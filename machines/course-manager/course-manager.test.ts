import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StudioCourse } from '../../contracts/studio/schemas'
import {
  completeCourse,
  draftCourse,
  handout,
  inReviewCourse,
  publishedCourse,
  refusals,
  slides,
} from './fixtures'
import { courseManagerMachine, courseManagerView, type StatusChangeInput } from './index'

function start(
  course: StudioCourse,
  change: (input: StatusChangeInput) => Promise<StudioCourse> = async () => inReviewCourse,
  refresh: () => Promise<StudioCourse> = async () => completeCourse,
) {
  const calls: StatusChangeInput[] = []
  const actor = createActor(
    courseManagerMachine.provide({
      actors: {
        changeStatus: fromPromise<StudioCourse, StatusChangeInput>(({ input }) => {
          calls.push(input)
          return change(input)
        }),
        refreshCourse: fromPromise(refresh),
      },
    }),
    { input: { course } },
  ).start()
  return { actor, calls }
}

describe('course manager journeys', () => {
  it('sends a complete draft for review and shows the course in review', async () => {
    const { actor, calls } = start(completeCourse)
    expect(courseManagerView(actor.getSnapshot())).toMatchObject({
      statusAction: 'submit',
      canChangeStatus: true,
    })
    actor.send({ type: 'status.change' })
    expect(courseManagerView(actor.getSnapshot()).busy).toBe(true)
    await waitFor(actor, (s) => s.matches({ status: 'idle' }))
    expect(calls).toEqual([{ id: 7, from: 'draft' }])
    expect(courseManagerView(actor.getSnapshot())).toMatchObject({
      statusAction: 'withdraw',
      statusError: null,
    })
  })

  it('never sends a draft that lacks pages', () => {
    const { actor, calls } = start(draftCourse)
    expect(courseManagerView(actor.getSnapshot()).canChangeStatus).toBe(false)
    actor.send({ type: 'status.change' })
    expect(actor.getSnapshot().matches({ status: 'idle' })).toBe(true)
    expect(calls).toEqual([])
  })

  it('unpublishes a published course, and keeps the server’s reason when it refuses', async () => {
    const { actor, calls } = start(publishedCourse, async () => Promise.reject(refusals.conflict))
    expect(courseManagerView(actor.getSnapshot()).statusAction).toBe('unpublish')
    actor.send({ type: 'status.change' })
    await waitFor(actor, (s) => s.matches({ status: 'idle' }))
    expect(calls).toEqual([{ id: 7, from: 'published' }])
    expect(courseManagerView(actor.getSnapshot()).statusError).toEqual({
      status: 409,
      message: 'Il corso è già in revisione.',
      fields: undefined,
    })
  })

  it('asks the checklist again after the lessons change, and marks the tabs from it', async () => {
    const { actor } = start(draftCourse)
    expect(courseManagerView(actor.getSnapshot()).done).toEqual([
      'lessons',
      'presentation',
      'price',
      'recipients',
    ])
    actor.send({ type: 'course.lessons', lessons: [] })
    expect(actor.getSnapshot().context.course.lessons).toEqual([])
    await waitFor(actor, (s) => s.matches({ checklist: 'fresh' }))
    expect(courseManagerView(actor.getSnapshot()).missing).toEqual([])
  })

  it('takes what the pages saved: the course, materials of the course and of a lesson, the promo video, dirty', () => {
    const { actor } = start(draftCourse)
    actor.send({ type: 'course.materials', lessonId: null, materials: [handout] })
    actor.send({ type: 'course.materials', lessonId: 11, materials: [slides] })
    actor.send({ type: 'course.promo', video: { ...draftCourse.promo_video, status: 'ready' } })
    actor.send({ type: 'form.dirty', dirty: true })
    const { course, dirty } = actor.getSnapshot().context
    expect(course.materials).toEqual([handout])
    expect(course.lessons[0].materials).toEqual([slides])
    expect(course.promo_video.status).toBe('ready')
    expect(dirty).toBe(true)
    actor.send({ type: 'course.saved', course: completeCourse })
    expect(courseManagerView(actor.getSnapshot()).course).toBe(completeCourse)
  })

  it('keeps the materials a lesson’s list reported when the lessons’ list changes after them', () => {
    const { actor } = start(draftCourse)
    const [first] = draftCourse.lessons
    actor.send({ type: 'course.materials', lessonId: first.id, materials: [slides] })
    // the lessons page still holds the lesson as it loaded it, and a new one
    const added = { ...first, id: 99, title: 'Nuova', materials: [handout] }
    actor.send({ type: 'course.lessons', lessons: [added, { ...first, title: 'Rinominata', materials: [] }] })
    const { lessons } = actor.getSnapshot().context.course
    expect(lessons.map((lesson) => [lesson.id, lesson.title, lesson.materials])).toEqual([
      [99, 'Nuova', [handout]],
      [first.id, 'Rinominata', [slides]],
    ])
  })

  it('opens the page the URL names, the overview first; another page starts clean', () => {
    const { actor } = start(draftCourse)
    expect(courseManagerView(actor.getSnapshot()).page).toBe('overview')
    actor.send({ type: 'form.dirty', dirty: true })
    actor.send({ type: 'page.open', page: 'lessons' })
    expect(courseManagerView(actor.getSnapshot())).toMatchObject({ page: 'lessons', dirty: false })
    const opened = createActor(courseManagerMachine, {
      input: { course: draftCourse, page: 'price' },
    }).start()
    expect(opened.getSnapshot().context.page).toBe('price')
  })

  it('replays a flow that kept no payloads (/dev?trace=CODE): the course stays as it was', async () => {
    const none = undefined as unknown as StudioCourse
    const { actor } = start(
      completeCourse,
      async () => none,
      async () => none,
    )
    for (const type of ['course.saved', 'course.lessons', 'course.materials', 'course.promo', 'page.open'])
      actor.send({ type, lessonId: null } as never)
    actor.send({ type: 'status.change' })
    await waitFor(actor, (s) => s.matches({ status: 'idle', checklist: 'fresh' }))
    expect(actor.getSnapshot().context).toMatchObject({ course: completeCourse, page: 'overview' })
  })
})
