import { afterAll, describe, expect, it } from 'vitest'
import {
  APPLICATION_STATUSES,
  canMoveApplication,
  type ApplicationStatus,
} from '../../contracts/jobs/schemas'
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
import { jobApplicationMachine, type JobApplicationEvent, type MoveInput } from './index'

const events: EventCases<JobApplicationEvent> = {
  'application.shortlist': [{ type: 'application.shortlist' }],
  'application.reject': [{ type: 'application.reject' }],
  'application.hire': [{ type: 'application.hire' }],
}

// the server answers the status it moved to, or refuses (409: someone moved it first; 503)
const outcomes: ModelEvent<JobApplicationEvent>[] = [
  ...(['shortlisted', 'rejected', 'hired'] as const).map(
    (status) => ({ type: 'xstate.done.actor.move', output: { status } }) as const,
  ),
  { type: 'xstate.error.actor.move', error: { status: 409, message: 'Già spostata.' } },
  { type: 'xstate.error.actor.move', error: { status: 503 } },
]

const recorder = createCoverageRecorder('job-application', jobApplicationMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe.each(APPLICATION_STATUSES.map((status) => ({ id: 5, status })))(
  'job application model from %o',
  (input) => {
    const model = createMachineTestModel(jobApplicationMachine, {
      input,
      events: [...eventCases(events), ...outcomes],
    })
    const paths = transitionCoverPaths(model)

    it(`replays all ${paths.length} paths: a move only along the contracts' graph, one call while moving`, async () => {
      // hired is final: nothing to replay from it (it is reached from shortlisted)
      expect(paths.length > 0).toBe(input.status !== 'hired')
      for (const path of paths) {
        const controls = createPromiseControls()
        const machine = jobApplicationMachine.provide({
          actors: { move: controls.logic<{ status: ApplicationStatus }, MoveInput>('move') },
        })
        let before: ApplicationStatus = input.status
        await runModelPath({
          machine,
          input,
          path,
          recorder,
          controls,
          afterStep: (snapshot) => {
            const live = controls.pending.filter((call) => !call.signal.aborted)
            expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
            if (snapshot.matches('moving')) {
              const to = (live[0].input as MoveInput).to
              expect(live[0]).toMatchObject({ id: 'move', input: { id: 5 } })
              expect(canMoveApplication(before, to)).toBe(true)
            } else {
              // a settled state is the application's status
              expect(snapshot.value).toBe(snapshot.context.status)
              before = snapshot.context.status
            }
          },
        })
      }
    })
  },
)
