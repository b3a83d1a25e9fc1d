import { afterAll, describe, expect, it } from 'vitest'
import type { LessonNote } from '../../contracts/learning/schemas'
import { refusals } from '../course-manager/fixtures'
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
import { first, second } from './fixtures'
import { lessonNotesMachine, lessonNotesView, type AddNoteInput, type LessonNotesEvent } from './index'

const events: EventCases<LessonNotesEvent> = {
  'notes.retry': [{ type: 'notes.retry' }],
  'notes.add': [{ type: 'notes.add', text: 'Rivedere il teorema', atSeconds: 95 }],
  'notes.edit': [{ type: 'notes.edit', id: 31, text: 'Rivedere il teorema di Pitagora' }],
  'notes.remove': [{ type: 'notes.remove', id: 31 }],
}
const outcomes: ModelEvent<LessonNotesEvent>[] = [
  { type: 'xstate.done.actor.loadNotes', output: [first, second] },
  { type: 'xstate.error.actor.loadNotes', error: refusals.server },
  { type: 'xstate.done.actor.addNote', output: first },
  { type: 'xstate.error.actor.addNote', error: refusals.fields('text', 'Scrivi la nota.') },
  { type: 'xstate.done.actor.editNote', output: first },
  { type: 'xstate.error.actor.editNote', error: refusals.network },
  { type: 'xstate.done.actor.removeNote', output: undefined },
  { type: 'xstate.error.actor.removeNote', error: refusals.server },
]

const recorder = createCoverageRecorder('lesson-notes', lessonNotesMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('lesson notes model', () => {
  const input = { lessonId: 7 }
  const model = createMachineTestModel(lessonNotesMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  // one path per distinct move (from a state, on an event, to a state): the forms' failures multiply
  // the model's vertices, not the machine's transitions
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths: one call at a time, each failure under its form`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = lessonNotesMachine.provide({
        actors: {
          loadNotes: controls.logic<LessonNote[], { lessonId: number }>('loadNotes'),
          addNote: controls.logic<LessonNote, AddNoteInput>('addNote'),
          editNote: controls.logic<LessonNote, { id: number; text: string }>('editNote'),
          removeNote: controls.logic<unknown, { id: number }>('removeNote'),
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
          const calling =
            snapshot.hasTag('busy') ||
            snapshot.matches('loading') ||
            snapshot.matches({ ready: 'refreshing' })
          expect(live.length).toBe(calling ? 1 : 0)
          if (snapshot.matches({ ready: 'adding' }))
            expect(live[0].input).toEqual({ lessonId: 7, text: 'Rivedere il teorema', atSeconds: 95 })
          const view = lessonNotesView(snapshot)
          // a form waits only while its own call is under way
          expect(view.sending !== null).toBe(view.busy)
          expect(Object.keys(view.errors).every((form) => form === 'new' || form === 'note:31')).toBe(true)
        },
      })
    }
  }, 30_000)
})
