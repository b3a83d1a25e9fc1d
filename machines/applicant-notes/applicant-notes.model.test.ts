import { afterAll, describe, expect, it } from 'vitest'
import type { Applicant } from '../../contracts/jobs/schemas'
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
import { noted, refusals } from './fixtures'
import {
  applicantNotesMachine,
  applicantNotesView,
  type ApplicantNotesEvent,
  type SaveNotesInput,
} from './index'

const events: EventCases<ApplicantNotesEvent> = {
  'notes.set': [
    { type: 'notes.set', notes: 'Da richiamare' },
    { type: 'notes.set', notes: '' },
  ],
  'notes.save': [{ type: 'notes.save' }],
}

// saved, refused with the server's reason, or failed without one
const outcomes: ModelEvent<ApplicantNotesEvent>[] = [
  { type: 'xstate.done.actor.saveNotes', output: noted },
  { type: 'xstate.error.actor.saveNotes', error: { status: 404, serverMessage: 'Candidatura non trovata.' } },
  { type: 'xstate.error.actor.saveNotes', error: refusals.network },
]

const recorder = createCoverageRecorder('applicant-notes', applicantNotesMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('applicant notes model', () => {
  const input = { id: 31, notes: '' }
  const model = createMachineTestModel(applicantNotesMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one save at a time, only of changed notes`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = applicantNotesMachine.provide({
        actors: { saveNotes: controls.logic<Applicant, SaveNotesInput>('saveNotes') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = applicantNotesView(snapshot)
          expect(live.length).toBe(view.saving ? 1 : 0)
          // the notes as they were when the save was pressed
          if (step.event.type === 'notes.save' && view.saving)
            expect(live[0].input).toEqual({ id: 31, notes: snapshot.context.notes })
          expect(view.canSave).toBe(!view.saving && snapshot.context.notes !== snapshot.context.saved)
        },
      })
    }
  })
})
