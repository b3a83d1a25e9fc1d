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
import { resourceMachine, type ResourceEvent, type ResourceInput, type ResourceLoadInput } from './index'

const events: EventCases<ResourceEvent> = {
  'resource.retry': [{ type: 'resource.retry' }],
  'resource.reload': [{ type: 'resource.reload' }],
  'resource.setParams': [{ type: 'resource.setParams', params: { page: 2 } }],
}

// What the provided `load` can answer: a list, an empty list, an empty page, or an error.
const loadOutcomes: ModelEvent<ResourceEvent>[] = [
  { type: 'xstate.done.actor.load', output: [{ id: 1 }] },
  { type: 'xstate.done.actor.load', output: [] },
  { type: 'xstate.done.actor.load', output: { data: [], meta: { current_page: 1, total: 0 } } },
  { type: 'xstate.error.actor.load', error: new Error('Servizio non disponibile') },
]

const input: ResourceInput = { params: { page: 1 } }

const recorder = createCoverageRecorder('resource', resourceMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('resource model', () => {
  const model = createMachineTestModel(resourceMachine, {
    input,
    events: [...eventCases(events), ...loadOutcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths, one live load exactly while loading or reloading`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = resourceMachine.provide({
        actors: { load: controls.logic<unknown, ResourceLoadInput>('load') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const busy = snapshot.matches('loading') || snapshot.matches('reloading')
          expect(live.map((call) => call.input)).toEqual(busy ? [{ params: snapshot.context.params }] : [])
        },
      })
    }
  })
})
