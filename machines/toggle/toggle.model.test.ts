import { afterAll, describe, expect, it } from 'vitest'
import { counts } from '../composer/fixtures'
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
import { toggleMachine, type ApplyToggleInput, toggleView, type ToggleEvent } from './index'

// a post's reaction: none, or one of them
const events: EventCases<ToggleEvent> = {
  'toggle.set': [
    { type: 'toggle.set', value: 'like' },
    { type: 'toggle.set', value: null },
  ],
  'toggle.sync': [{ type: 'toggle.sync', value: 'love' }],
}
const outcomes: ModelEvent<ToggleEvent>[] = [
  { type: 'xstate.done.actor.apply', output: counts(21, 0, 1) },
  { type: 'xstate.error.actor.apply', error: refusals.conflict },
]

const recorder = createCoverageRecorder('toggle', toggleMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('toggle model', () => {
  const input = { target: 21, value: null }
  const model = createMachineTestModel(toggleMachine, { input, events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: the asked value shown while saving, a flip meanwhile sent next, the confirmed one after a refusal`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = toggleMachine.provide({
        actors: { apply: controls.logic<unknown, ApplyToggleInput>('apply') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.map((call) => call.input)).toEqual(
            snapshot.hasTag('busy') ? [{ target: 21, value: snapshot.context.sending }] : [],
          )
          const view = toggleView(snapshot)
          if (!view.busy) expect(view.value).toBe(snapshot.context.value)
        },
      })
    }
  }, 30_000)
})
