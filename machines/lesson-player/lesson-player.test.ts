import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Lesson, LessonProgress } from '../../contracts/learning/schemas'
import { flushPromises } from '../test-utils/model'
import {
  firstLesson,
  freePreview,
  lastLesson,
  middleLesson,
  progressComplete,
  progressHalfway,
  unauthenticated,
} from './fixtures'
import { lessonPlayerMachine, lessonPlayerView } from './index'

const byId: Record<number, Lesson> = { 1: firstLesson, 2: middleLesson, 3: lastLesson }

describe('lesson player journeys', () => {
  it('a visitor watches the free preview, is asked to log in on the next lesson, and goes on once logged in', async () => {
    let loggedIn = false
    const loads: number[] = []
    const actor = createActor(
      lessonPlayerMachine.provide({
        actors: {
          loadLesson: fromPromise<Lesson, { lessonId: number }>(async ({ input }) => {
            loads.push(input.lessonId)
            if (input.lessonId === 1) return loggedIn ? firstLesson : freePreview
            if (!loggedIn) throw unauthenticated
            return byId[input.lessonId]
          }),
          requestLogin: fromPromise<boolean>(async () => (loggedIn = true)),
        },
      }),
      { input: { lessonId: 1 } },
    ).start()
    await flushPromises()
    expect(lessonPlayerView(actor.getSnapshot())).toMatchObject({
      status: 'playing',
      canFinish: false,
      canNext: true,
    })
    actor.send({ type: 'player.finish' })
    expect(actor.getSnapshot().value).toBe('playing')
    actor.send({ type: 'player.next' })
    await flushPromises()
    expect(lessonPlayerView(actor.getSnapshot()).status).toBe('needsLogin')
    actor.send({ type: 'player.login' })
    await flushPromises()
    await flushPromises()
    expect(lessonPlayerView(actor.getSnapshot())).toMatchObject({ status: 'playing', lesson: middleLesson })
    expect(loads).toEqual([1, 2, 2])
  })

  it('a student finishes every lesson with next and reaches the end of the course', async () => {
    const finishes: number[] = []
    const actor = createActor(
      lessonPlayerMachine.provide({
        actors: {
          loadLesson: fromPromise<Lesson, { lessonId: number }>(async ({ input }) => byId[input.lessonId]),
          finishLesson: fromPromise<LessonProgress, { lessonId: number }>(async ({ input }) => {
            finishes.push(input.lessonId)
            return input.lessonId === 3 ? progressComplete : { ...progressHalfway, lesson_id: input.lessonId }
          }),
        },
      }),
      { input: { lessonId: 1 } },
    ).start()
    for (const id of [1, 2, 3]) {
      await flushPromises()
      expect(actor.getSnapshot().context.lesson?.id).toBe(id)
      actor.send({ type: id === 1 ? 'player.ended' : 'player.finish' })
      await flushPromises()
      if (id < 3) {
        expect(lessonPlayerView(actor.getSnapshot())).toMatchObject({ status: 'finished', canNext: true })
        actor.send({ type: 'player.next' })
      }
    }
    expect(lessonPlayerView(actor.getSnapshot())).toMatchObject({
      status: 'courseEnd',
      progressPercent: 100,
      canNext: false,
    })
    expect(finishes).toEqual([1, 2, 3])
  })

  it('opening another lesson while one loads drops the first load', async () => {
    const started: number[] = []
    const aborted: number[] = []
    const actor = createActor(
      lessonPlayerMachine.provide({
        actors: {
          loadLesson: fromPromise<Lesson, { lessonId: number }>(
            ({ input, signal }) =>
              new Promise((resolve) => {
                started.push(input.lessonId)
                signal.addEventListener('abort', () => aborted.push(input.lessonId))
                setTimeout(() => resolve(byId[input.lessonId]), 5)
              }),
          ),
        },
      }),
      { input: { lessonId: 1 } },
    ).start()
    actor.send({ type: 'player.open', lessonId: 3 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(started).toEqual([1, 3])
    expect(aborted).toEqual([1])
    expect(actor.getSnapshot().context.lesson?.id).toBe(3)
  })

  it('a user who does not follow the course is offered the buy page', async () => {
    let buys = 0
    const actor = createActor(
      lessonPlayerMachine.provide({
        actors: {
          loadLesson: fromPromise<Lesson, { lessonId: number }>(async () => {
            throw { status: 403 }
          }),
        },
        actions: { goToBuy: () => void buys++ },
      }),
      { input: { lessonId: 2 } },
    ).start()
    await flushPromises()
    expect(lessonPlayerView(actor.getSnapshot()).status).toBe('notEnrolled')
    actor.send({ type: 'player.buy' })
    expect(buys).toBe(1)
  })
})
