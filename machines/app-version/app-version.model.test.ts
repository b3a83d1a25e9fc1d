import { afterAll, describe, expect, it } from 'vitest'
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
import { appVersionMachine, type AppVersionEvent, type AppVersionInput } from './index'

const events: EventCases<AppVersionEvent> = {
  'version.dismiss': [{ type: 'version.dismiss' }],
  'version.reload': [{ type: 'version.reload' }],
}

// What the manifest fetch can answer: the running build, a newer one, or a network error.
const fetchOutcomes: ModelEvent<AppVersionEvent>[] = [
  { type: 'xstate.done.actor.fetchVersion', output: 'build-1' },
  { type: 'xstate.done.actor.fetchVersion', output: 'build-2' },
  { type: 'xstate.error.actor.fetchVersion', error: new Error('offline') },
]

const input: AppVersionInput = { currentVersion: 'build-1' }

const recorder = createCoverageRecorder('app-version', appVersionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('app-version model', () => {
  const model = createMachineTestModel(appVersionMachine, {
    input,
    events: [...eventCases(events), ...fetchOutcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths, reloading only on request while an update is available`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      let reloads = 0
      const machine = appVersionMachine.provide({
        actors: { fetchVersion: controls.logic<string>('fetchVersion') },
        actions: { reload: () => (reloads += 1) },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const expected = step.event.type === 'version.reload' && snapshot.matches('updateAvailable') ? 1 : 0
          expect(reloads).toBe(expected)
          reloads = 0
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live).toHaveLength(snapshot.matches({ watching: 'checking' }) ? 1 : 0)
        },
      })
    }
  })
})
