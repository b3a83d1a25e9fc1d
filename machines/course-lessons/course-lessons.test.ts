import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { addedLesson, firstLesson, refusals, secondLesson } from '../course-manager/fixtures'
import { courseLessonsMachine, courseLessonsView } from './index'

function start(answers: {
  add?: () => Promise<StudioLesson>
  order?: (ids: number[]) => Promise<StudioLesson[]>
  remove?: () => Promise<unknown>
}) {
  const emitted: StudioLesson[][] = []
  const actor = createActor(
    courseLessonsMachine.provide({
      actors: {
        addLesson: fromPromise(answers.add ?? (async () => addedLesson)),
        orderLessons: fromPromise<StudioLesson[], { courseId: number; ids: number[] }>(({ input }) =>
          (answers.order ?? (async () => []))(input.ids),
        ),
        removeLesson: fromPromise(answers.remove ?? (async () => undefined)),
      },
    }),
    { input: { courseId: 7, lessons: [firstLesson, secondLesson] } },
  ).start()
  actor.on('lessons', (event) => emitted.push(event.lessons))
  return { actor, emitted }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('course lessons journeys', () => {
  it('refuses a blank title, then adds a lesson at the end and announces it', async () => {
    const { actor, emitted } = start({})
    actor.send({ type: 'lesson.add', title: '   ' })
    expect(courseLessonsView(actor.getSnapshot()).error).toEqual({ kind: 'blank' })
    actor.send({ type: 'lesson.add', title: 'Conclusioni' })
    expect(courseLessonsView(actor.getSnapshot()).adding).toBe(true)
    await idle(actor)
    const view = courseLessonsView(actor.getSnapshot())
    expect(view.lessons.map((lesson) => lesson.id)).toEqual([11, 12, 13])
    expect(view.announcement).toEqual({ kind: 'added', title: 'Conclusioni', position: 3 })
    expect(emitted).toHaveLength(1)
  })

  it('moves a lesson at once and keeps the server’s order', async () => {
    const calls: number[][] = []
    const { actor, emitted } = start({
      order: async (ids) => {
        calls.push(ids)
        return [
          { ...secondLesson, position: 1 },
          { ...firstLesson, position: 2 },
        ]
      },
    })
    actor.send({ type: 'lesson.move', from: 0, to: 1 })
    expect(actor.getSnapshot().context.lessons.map((lesson) => lesson.id)).toEqual([12, 11])
    await idle(actor)
    expect(calls).toEqual([[12, 11]])
    expect(courseLessonsView(actor.getSnapshot()).announcement).toEqual({
      kind: 'moved',
      title: 'Introduzione',
      position: 2,
    })
    expect(emitted).toHaveLength(2)
  })

  it('puts the list back when the order is refused, and ignores a move out of the list', async () => {
    const { actor } = start({ order: async () => Promise.reject(refusals.server) })
    actor.send({ type: 'lesson.move', from: 1, to: 2 })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'lesson.move', from: 1, to: 0 })
    await idle(actor)
    const view = courseLessonsView(actor.getSnapshot())
    expect(view.lessons.map((lesson) => lesson.id)).toEqual([11, 12])
    expect(view.error).toMatchObject({ kind: 'order', status: 503 })
  })

  it('deletes a lesson and renumbers the rest; keeps it when the delete fails', async () => {
    let fail = true
    const { actor } = start({ remove: async () => (fail ? Promise.reject(refusals.server) : undefined) })
    actor.send({ type: 'lesson.remove', id: 11 })
    await idle(actor)
    expect(courseLessonsView(actor.getSnapshot()).error?.kind).toBe('remove')
    expect(actor.getSnapshot().context.lessons).toHaveLength(2)
    fail = false
    actor.send({ type: 'lesson.remove', id: 11 })
    await idle(actor)
    const view = courseLessonsView(actor.getSnapshot())
    expect(view.lessons).toEqual([{ ...secondLesson, position: 1 }])
    expect(view.announcement).toEqual({ kind: 'removed', title: 'Introduzione', position: 0 })
  })

  it('takes a row’s saved lesson', () => {
    const { actor, emitted } = start({})
    actor.send({ type: 'lesson.changed', lesson: { ...secondLesson, free: true } })
    expect(actor.getSnapshot().context.lessons[1].free).toBe(true)
    expect(emitted).toHaveLength(1)
  })

  it('replays a flow that kept no payloads (/dev?trace=CODE): an unknown title is sent, no answer keeps the list', async () => {
    const { actor } = start({ add: async () => undefined as unknown as StudioLesson })
    actor.send({ type: 'lesson.add' } as never)
    expect(courseLessonsView(actor.getSnapshot()).adding).toBe(true)
    await idle(actor)
    expect(courseLessonsView(actor.getSnapshot()).lessons).toEqual([firstLesson, secondLesson])
  })
})
