import { afterAll, describe, expect, it } from 'vitest'
import type { StudioCourse } from '../../contracts/studio/schemas'
import { completeCourse, refusals } from '../course-manager/fixtures'
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
  courseSectionMachine,
  courseSectionView,
  type CourseSectionEvent,
  type SaveCourseInput,
} from './index'

const events: EventCases<CourseSectionEvent> = {
  'field.set': [{ type: 'field.set', key: 'title', value: 'Fotografia avanzata' }],
  'section.submit': [{ type: 'section.submit', body: { title: 'Fotografia avanzata' } }],
  'section.invalid': [{ type: 'section.invalid', errors: { title: 'Scrivi il titolo del corso.' } }],
}

// saved, refused by field (422), or failed (503)
const outcomes: ModelEvent<CourseSectionEvent>[] = [
  { type: 'xstate.done.actor.saveCourse', output: completeCourse },
  { type: 'xstate.error.actor.saveCourse', error: refusals.fields('title', 'Titolo troppo lungo') },
  { type: 'xstate.error.actor.saveCourse', error: refusals.server },
]

const recorder = createCoverageRecorder('course-section', courseSectionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('course section model', () => {
  const input = { courseId: 7, values: { title: 'Fotografia di base' } }
  const model = createMachineTestModel(courseSectionMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save while saving, dirty while the values differ`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseSectionMachine.provide({
        actors: { saveCourse: controls.logic<StudioCourse, SaveCourseInput>('saveCourse') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = courseSectionView(snapshot)
          expect(live.length).toBe(view.saving ? 1 : 0)
          if (view.saving) expect(live[0].input).toEqual({ id: 7, body: { title: 'Fotografia avanzata' } })
          expect(view.dirty).toBe(snapshot.context.values.title !== snapshot.context.saved.title)
          if (view.dirty) expect(view.saveState).toBe(view.saving ? 'saving' : 'unsaved')
        },
      })
    }
  })
})
