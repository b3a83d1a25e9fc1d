import { afterAll, describe, expect, it } from 'vitest'
import type { FeedPage } from '../../contracts/social/schemas'
import { post } from '../composer/fixtures'
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
import { feedMachine, feedView, type FeedEvent } from './index'

const older = { ...post, id: 20, is_mine: false }
const events: EventCases<FeedEvent> = {
  'feed.more': [{ type: 'feed.more' }],
  'feed.reload': [{ type: 'feed.reload' }],
  'feed.published': [{ type: 'feed.published', post: { ...post, id: 22 } }],
  // the same post and counts as loaded: the transition is taken, the model's state space stays small
  // (the journeys test checks a real change)
  'feed.changed': [{ type: 'feed.changed', post }],
  'feed.removed': [{ type: 'feed.removed', id: 21 }],
  'feed.counts': [{ type: 'feed.counts', counts: post.counts }],
}
const outcomes: ModelEvent<FeedEvent>[] = [
  { type: 'xstate.done.actor.fetchPage', output: { posts: [post], next_cursor: 'c2' } },
  { type: 'xstate.done.actor.fetchPage', output: { posts: [post, older], next_cursor: null } },
  { type: 'xstate.error.actor.fetchPage', error: refusals.network },
]

const recorder = createCoverageRecorder('feed', feedMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('feed model', () => {
  const model = createMachineTestModel(feedMachine, {
    events: [...eventCases(events), ...outcomes],
    limit: 4_000,
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: the cursor of the last page asked, no post twice`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = feedMachine.provide({
        actors: { fetchPage: controls.logic<FeedPage, { cursor: string | null }>('fetchPage') },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted).map((call) => call.input)
          expect(live).toEqual(
            snapshot.matches('loading')
              ? [{ cursor: null }]
              : snapshot.matches('loadingMore')
                ? [{ cursor: snapshot.context.cursor }]
                : [],
          )
          const ids = feedView(snapshot).posts.map((each) => each.id)
          expect(new Set(ids).size).toBe(ids.length)
        },
      })
    }
  }, 60_000)
})
