import { afterAll, describe, expect, it } from 'vitest'
import type { Lesson, LessonProgress } from '../../contracts/learning/schemas'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import {
  firstLesson,
  freePreview,
  lastLesson,
  middleLesson,
  notEnrolled,
  progressComplete,
  progressHalfway,
  serverError,
  unauthenticated,
} from './fixtures'
import { lessonPlayerMachine, lessonPlayerView, type LessonPlayerEvent } from './index'

const events: EventCases<LessonPlayerEvent> = {
  'player.open': [{ type: 'player.open', lessonId: 3 }],
  'player.finish': [{ type: 'player.finish' }],
  'player.ended': [{ type: 'player.ended' }],
  'player.next': [{ type: 'player.next' }],
  'player.previous': [{ type: 'player.previous' }],
  'player.retry': [{ type: 'player.retry' }],
  'player.login': [{ type: 'player.login' }],
  'player.buy': [{ type: 'player.buy' }],
}

// What the API and the login prompt can answer.
const outcomes: ModelEvent<LessonPlayerEvent>[] = [
  ...[firstLesson, middleLesson, lastLesson, freePreview].map((output) => ({
    type: 'xstate.done.actor.loadLesson' as const,
    output,
  })),
  ...[unauthenticated, notEnrolled, serverError].map((error) => ({
    type: 'xstate.error.actor.loadLesson' as const,
    error,
  })),
  { type: 'xstate.done.actor.finishLesson', output: progressHalfway },
  { type: 'xstate.done.actor.finishLesson', output: progressComplete },
  { type: 'xstate.error.actor.finishLesson', error: serverError },
  { type: 'xstate.done.actor.requestLogin', output: true },
  { type: 'xstate.done.actor.requestLogin', output: false },
  { type: 'xstate.error.actor.requestLogin', error: new Error('prompt closed') },
]

const recorder = createCoverageRecorder('lesson-player', lessonPlayerMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('lesson player model', () => {
  const model = createMachineTestModel(lessonPlayerMachine, {
    input: { lessonId: 1 },
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live call per busy state, buttons only where they act`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      let buys = 0
      let buysSeen = 0
      const machine = lessonPlayerMachine.provide({
        actors: {
          loadLesson: controls.logic<Lesson, { lessonId: number }>('loadLesson'),
          finishLesson: controls.logic<LessonProgress, { lessonId: number }>('finishLesson'),
          requestLogin: controls.logic<boolean>('requestLogin'),
        },
        actions: { goToBuy: () => void buys++ },
      })
      await runModelPath({
        machine,
        input: { lessonId: 1 },
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const view = lessonPlayerView(snapshot)
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const busy = { loading: 'loadLesson', finishing: 'finishLesson', loggingIn: 'requestLogin' }[
            view.status as string
          ]
          expect(live.map((call) => call.id)).toEqual(busy ? [busy] : [])
          // A load asks for the lesson the context names, always.
          if (view.status === 'loading')
            expect(live[0].input).toEqual({ lessonId: snapshot.context.lessonId })
          // Finishing only what the viewer follows; moving only where there is a lesson to go to.
          if (view.canFinish) expect(view.lesson?.enrolled).toBe(true)
          if (view.canNext) expect(view.lesson?.next_id).not.toBeNull()
          if (view.canPrevious) expect(view.lesson?.prev_id).not.toBeNull()
          if (['needsLogin', 'notEnrolled', 'failed'].includes(view.status)) expect(view.lesson).toBeNull()
          if (view.status === 'courseEnd') expect(view.progressPercent).toBe(100)
          // The buy page opens from the not-enrolled panel, once per click, and from nowhere else.
          const bought = buys - buysSeen
          buysSeen = buys
          expect(bought).toBe(step.event.type === 'player.buy' && view.status === 'notEnrolled' ? 1 : 0)
        },
      })
    }
    // 663 paths: about 2 s alone, more beside the other suites on a busy machine (as its neighbours)
  }, 60_000)
})
