import { afterAll, describe, expect, it } from 'vitest'
import type { StudioLesson } from '../../contracts/studio/schemas'
import { firstLesson, refusals } from '../course-manager/fixtures'
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
import { lessonEditorMachine, lessonEditorView, type LessonChanges, type LessonEditorEvent } from './index'

const events: EventCases<LessonEditorEvent> = {
  'lesson.save': [
    { type: 'lesson.save', changes: { free: false } },
    { type: 'lesson.save', changes: { title: 'Benvenuti' } },
  ],
}

const outcomes: ModelEvent<LessonEditorEvent>[] = [
  { type: 'xstate.done.actor.saveLesson', output: { ...firstLesson, free: false } },
  { type: 'xstate.error.actor.saveLesson', error: refusals.server },
]

const recorder = createCoverageRecorder('lesson-editor', lessonEditorMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('lesson editor model', () => {
  const input = { lesson: firstLesson }
  const model = createMachineTestModel(lessonEditorMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save at a time, the box back to the server's value on failure`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = lessonEditorMachine.provide({
        actors: {
          saveLesson: controls.logic<StudioLesson, { id: number; changes: LessonChanges }>('saveLesson'),
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
          if (live.length) expect(live[0].input).toMatchObject({ id: 11 })
          const view = lessonEditorView(snapshot)
          // nothing waits once idle: the box shows what the server has
          if (snapshot.matches('idle')) expect(view.free).toBe(snapshot.context.savedFree)
        },
      })
    }
  })
})
