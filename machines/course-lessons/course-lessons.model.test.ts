import { afterAll, describe, expect, it } from 'vitest'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { addedLesson, firstLesson, refusals } from '../course-manager/fixtures'
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
import { courseLessonsMachine, courseLessonsView, type CourseLessonsEvent } from './index'

const events: EventCases<CourseLessonsEvent> = {
  'lesson.add': [
    { type: 'lesson.add', title: '  ' },
    { type: 'lesson.add', title: ' Conclusioni ' },
  ],
  'lesson.move': [
    { type: 'lesson.move', from: 0, to: 1 },
    { type: 'lesson.move', from: 0, to: 0 },
  ],
  'lesson.remove': [{ type: 'lesson.remove', id: 11 }],
  // a row's save as the list has it already (the journeys test checks the replacement)
  'lesson.changed': [{ type: 'lesson.changed', lesson: firstLesson }],
}

const outcomes: ModelEvent<CourseLessonsEvent>[] = [
  { type: 'xstate.done.actor.addLesson', output: addedLesson },
  { type: 'xstate.error.actor.addLesson', error: refusals.server },
  { type: 'xstate.done.actor.orderLessons', output: [addedLesson, firstLesson] },
  { type: 'xstate.error.actor.orderLessons', error: refusals.conflict },
  { type: 'xstate.done.actor.removeLesson', output: undefined },
  { type: 'xstate.error.actor.removeLesson', error: refusals.server },
]

const recorder = createCoverageRecorder('course-lessons', courseLessonsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('course lessons model', () => {
  // one lesson: a move needs the lesson added first, which keeps the lists few
  const input = { courseId: 7, lessons: [firstLesson] }
  const model = createMachineTestModel(courseLessonsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  // one path per distinct move (from a state, on an event, to a state): the lists and errors
  // multiply the model's vertices, not the machine's transitions or guard branches
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths: one call while busy, positions always 1..n`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseLessonsMachine.provide({
        actors: {
          addLesson: controls.logic<StudioLesson, { courseId: number; title: string }>('addLesson'),
          orderLessons: controls.logic<StudioLesson[], { courseId: number; ids: number[] }>('orderLessons'),
          removeLesson: controls.logic<unknown, { id: number }>('removeLesson'),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          if (snapshot.matches('adding')) expect(live[0].input).toEqual({ courseId: 7, title: 'Conclusioni' })
          if (snapshot.matches('ordering'))
            expect(live[0].input).toEqual({
              courseId: 7,
              ids: snapshot.context.lessons.map((lesson) => lesson.id),
            })
          const view = courseLessonsView(snapshot)
          expect(new Set(view.lessons.map((lesson) => lesson.id)).size).toBe(view.lessons.length)
        },
      })
    }
  }, 30_000)
})
