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
import { excelPage, excelQuery, excelSecondQuery, nobody, unavailable } from './fixtures'
import { listQueryMachine, listQueryView, type ListLoadInput, type ListQueryEvent } from './index'

// the URL gives the query held (asks nothing) or another one (a filter applied, a page link, back)
const events: EventCases<ListQueryEvent> = {
  'list.sync': [
    { type: 'list.sync', query: excelQuery },
    { type: 'list.sync', query: excelSecondQuery },
  ],
  'list.retry': [{ type: 'list.retry' }],
  'list.reload': [{ type: 'list.reload' }],
}
const outcomes: ModelEvent<ListQueryEvent>[] = [
  { type: 'xstate.done.actor.load', output: excelPage },
  { type: 'xstate.done.actor.load', output: nobody },
  { type: 'xstate.error.actor.load', error: unavailable },
]

const input = { query: excelQuery }
const recorder = createCoverageRecorder('list-query', listQueryMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('list-query model', () => {
  const model = createMachineTestModel(listQueryMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  // a path that another one starts with adds nothing: that one takes the same steps and more
  const every = transitionCoverPaths(model)
  const paths = every.filter(
    (path) => !every.some((other) => other.description.startsWith(`${path.description}, `)),
  )

  it(`replays all ${paths.length} paths: one live load, for the query held, exactly while busy`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = listQueryMachine.provide({
        actors: { load: controls.logic<unknown, ListLoadInput>('load') },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          const view = listQueryView(snapshot)
          expect(live.map((call) => call.input)).toEqual(view.busy ? [{ query: snapshot.context.query }] : [])
          expect(view.filters).not.toHaveProperty('page')
        },
      })
    }
  }, 30_000)
})
