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
import { blankName, renamed, savedList } from './fixtures'
import { savedSearchesMachine, savedSearchesView, type SavedChange, type SavedSearchesEvent } from './index'

// row 11 is listed, row 99 is not (deleted in another tab)
const events: EventCases<SavedSearchesEvent> = {
  'saved.retry': [{ type: 'saved.retry' }],
  'saved.startRename': [{ type: 'saved.startRename', id: 11 }],
  'saved.cancelRename': [{ type: 'saved.cancelRename' }],
  'saved.rename': [{ type: 'saved.rename', id: 11, name: 'Excel per iniziare' }],
  'saved.notify': [{ type: 'saved.notify', id: 11, notify: true }],
  'saved.delete': [
    { type: 'saved.delete', id: 11 },
    { type: 'saved.delete', id: 99 },
  ],
}
const outcomes: ModelEvent<SavedSearchesEvent>[] = [
  { type: 'xstate.done.actor.list', output: savedList },
  { type: 'xstate.error.actor.list', error: new Error('offline') },
  { type: 'xstate.done.actor.apply', output: renamed },
  { type: 'xstate.error.actor.apply', error: blankName },
]

const recorder = createCoverageRecorder('saved-searches', savedSearchesMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('saved-searches model', () => {
  const model = createMachineTestModel(savedSearchesMachine, {
    events: [...eventCases(events), ...outcomes],
  })
  // a path that another one starts with adds nothing: that one takes the same steps and more
  const every = transitionCoverPaths(model)
  const paths = every.filter(
    (path) => !every.some((other) => other.description.startsWith(`${path.description}, `)),
  )

  it(`replays all ${paths.length} paths: one call at a time, the change asked for while changing`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = savedSearchesMachine.provide({
        actors: {
          list: controls.logic<unknown, void>('list') as never,
          apply: controls.logic<unknown, SavedChange>('apply') as never,
        },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          const view = savedSearchesView(snapshot)
          expect(view.rows.filter((row) => row.busy).length).toBe(view.busy ? 1 : 0)
          expect(view.rows.filter((row) => row.renaming).length).toBeLessThanOrEqual(1)
        },
      })
    }
  }, 30_000)
})
