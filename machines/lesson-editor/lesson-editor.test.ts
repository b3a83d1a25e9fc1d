import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { firstLesson, refusals } from '../course-manager/fixtures'
import { lessonEditorMachine, lessonEditorView, type LessonChanges } from './index'

function start(save: (changes: LessonChanges) => Promise<StudioLesson>) {
  const calls: LessonChanges[] = []
  const changed: StudioLesson[] = []
  const actor = createActor(
    lessonEditorMachine.provide({
      actors: {
        saveLesson: fromPromise<StudioLesson, { id: number; changes: LessonChanges }>(({ input }) => {
          calls.push(input.changes)
          return save(input.changes)
        }),
      },
    }),
    { input: { lesson: firstLesson } },
  ).start()
  actor.on('changed', (event) => changed.push(event.lesson))
  return { actor, calls, changed }
}

describe('lesson editor journeys', () => {
  it('ticks the free box at once and keeps it once saved', async () => {
    const { actor, changed } = start(async (changes) => ({ ...firstLesson, ...changes }))
    actor.send({ type: 'lesson.save', changes: { free: false } })
    expect(lessonEditorView(actor.getSnapshot())).toMatchObject({ free: false, saving: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(lessonEditorView(actor.getSnapshot())).toMatchObject({ free: false, status: 'saved' })
    expect(changed).toEqual([{ ...firstLesson, free: false }])
  })

  it('puts the box back and says why when the save fails', async () => {
    const { actor } = start(async () => Promise.reject({ status: 422, serverMessage: 'Lezione bloccata' }))
    actor.send({ type: 'lesson.save', changes: { free: false } })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(lessonEditorView(actor.getSnapshot())).toMatchObject({
      free: true,
      status: 'error',
      error: { message: 'Lezione bloccata' },
    })
  })

  it('saves a change made during a save right after it, merged', async () => {
    const { actor, calls } = start(async (changes) => ({ ...firstLesson, ...changes }))
    actor.send({ type: 'lesson.save', changes: { title: 'Benvenuti' } })
    actor.send({ type: 'lesson.save', changes: { free: false } })
    actor.send({ type: 'lesson.save', changes: { body: 'Testo' } })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls).toEqual([{ title: 'Benvenuti' }, { free: false, body: 'Testo' }])
    expect(lessonEditorView(actor.getSnapshot()).free).toBe(false)
  })

  it('goes on with a waiting change after a failed save', async () => {
    let fail = true
    const { actor, calls } = start(async (changes) => {
      if (fail) {
        fail = false
        return Promise.reject(refusals.server)
      }
      return { ...firstLesson, ...changes }
    })
    actor.send({ type: 'lesson.save', changes: { title: 'Benvenuti' } })
    actor.send({ type: 'lesson.save', changes: { kind: 'text' } })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(calls).toEqual([{ title: 'Benvenuti' }, { kind: 'text' }])
  })
})
