import { afterAll, describe, expect, it } from 'vitest'
import type { SearchAll } from '../../contracts/search/schemas'
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
import { emptyResults, foundResults } from './fixtures'
import {
  optionCount,
  searchPreviewMachine,
  searchPreviewView,
  type FetchPreviewInput,
  type SearchPreviewEvent,
} from './index'

// One text too short to ask, one long enough (with the spaces a person leaves around it).
const events: EventCases<SearchPreviewEvent> = {
  'search.type': [
    { type: 'search.type', value: 'e' },
    { type: 'search.type', value: ' excel ' },
  ],
  'search.next': [{ type: 'search.next' }],
  'search.previous': [{ type: 'search.previous' }],
  'search.escape': [{ type: 'search.escape' }],
  'search.focus': [{ type: 'search.focus' }],
  'search.blur': [{ type: 'search.blur' }],
  'search.picked': [{ type: 'search.picked' }],
}

// What the preview call can answer: results, none, a failure.
const outcomes: ModelEvent<SearchPreviewEvent>[] = [
  { type: 'xstate.done.actor.fetchPreview', output: foundResults('excel') },
  { type: 'xstate.done.actor.fetchPreview', output: emptyResults('excel') },
  { type: 'xstate.error.actor.fetchPreview', error: { status: 503 } },
]

const recorder = createCoverageRecorder('search-preview', searchPreviewMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('search preview model', () => {
  const model = createMachineTestModel(searchPreviewMachine, {
    events: [...eventCases(events), ...outcomes],
    limit: 5_000,
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live request exactly while loading, the stale ones aborted`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = searchPreviewMachine.provide({
        actors: { fetchPreview: controls.logic<SearchAll, FetchPreviewInput>('fetchPreview') },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          // a new keystroke, a shorter text or Escape aborted the request before it
          expect(live.length).toBe(snapshot.matches('loading') ? 1 : 0)
          if (live[0]) expect(live[0].input).toEqual({ q: 'excel' })
          const view = searchPreviewView(snapshot)
          const { context } = snapshot
          // the highlight is always an option of the list, or none
          expect(context.highlighted).toBeGreaterThanOrEqual(-1)
          expect(context.highlighted).toBeLessThan(Math.max(optionCount(context.results), 1))
          if (optionCount(context.results) === 0) expect(context.highlighted).toBe(-1)
          // nothing shows and nothing is asked for a text shorter than two characters
          if (context.q.trim().length < 2) {
            expect(view.status).toBe('idle')
            expect(view.listShown).toBe(false)
            expect(view.results).toBeNull()
          }
          expect(view.busy).toBe(snapshot.matches('debouncing') || snapshot.matches('loading'))
          if (view.failed) expect(view.results).toBeNull()
          if (view.empty) expect(optionCount(view.results)).toBe(1)
          if (snapshot.matches('showing')) expect(optionCount(view.results)).toBe(3)
          expect(view.active).toBe(view.listShown ? context.highlighted : -1)
        },
      })
    }
  }, 120_000)
})
