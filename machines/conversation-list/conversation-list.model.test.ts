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
import { firstPage, secondPage } from './fixtures'
import {
  conversationListMachine,
  conversationListView,
  type ConversationListEvent,
  type ConversationsPage,
  type LoadConversationsInput,
} from './index'

const events: EventCases<ConversationListEvent> = {
  'list.retry': [{ type: 'list.retry' }],
  'list.more': [{ type: 'list.more' }],
  'list.refresh': [{ type: 'list.refresh' }],
}
// the first page (more after it) and the last one: a refresh answers the first page again
const outcomes: ModelEvent<ConversationListEvent>[] = [
  { type: 'xstate.done.actor.loadPage', output: firstPage },
  { type: 'xstate.done.actor.loadPage', output: secondPage },
  { type: 'xstate.error.actor.loadPage', error: refusals.server },
]

const recorder = createCoverageRecorder('conversation-list', conversationListMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('conversation list model', () => {
  const model = createMachineTestModel(conversationListMachine, {
    events: [...eventCases(events), ...outcomes],
  })
  // one path per distinct move (from a state, on an event, to a state): the lists' contents multiply
  // the model's vertices, not the machine's transitions
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })

  it(`replays all ${paths.length} paths: one page at a time, no conversation twice`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = conversationListMachine.provide({
        actors: { loadPage: controls.logic<ConversationsPage, LoadConversationsInput>('loadPage') },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.matches('failed') || snapshot.matches({ ready: 'idle' }) ? 0 : 1)
          if (snapshot.matches({ ready: 'loadingMore' }))
            expect(live[0].input).toEqual({ before: snapshot.context.nextBefore })
          const view = conversationListView(snapshot)
          const ids = view.items.map((item) => item.id)
          expect(new Set(ids).size).toBe(ids.length)
        },
      })
    }
  }, 30_000)
})
