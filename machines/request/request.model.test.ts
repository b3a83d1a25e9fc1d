import { afterAll, describe, expect, it } from 'vitest'
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
import { requestMachine, requestView, type RequestEvent } from './index'

const events: EventCases<RequestEvent> = {
  'request.send': [{ type: 'request.send', input: { id: 7 } }],
  'request.reset': [{ type: 'request.reset' }],
}
const outcomes: ModelEvent<RequestEvent>[] = [
  { type: 'xstate.done.actor.call', output: { ok: true } },
  { type: 'xstate.error.actor.call', error: refusals.server },
]

const recorder = createCoverageRecorder('request', requestMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('request model', () => {
  const model = createMachineTestModel(requestMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths, one live call exactly while sending`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = requestMachine.provide({ actors: { call: controls.logic<unknown, unknown>('call') } })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(snapshot.hasTag('busy') ? [{ id: 7 }] : [])
          const view = requestView(snapshot)
          expect(view.busy).toBe(snapshot.matches('sending'))
          expect(view.error !== null).toBe(snapshot.matches('failed'))
        },
      })
    }
  }, 30_000)
})
