import { afterAll, describe, expect, it } from 'vitest'
import { createTestModel } from 'xstate/graph'
import type { CourseReview, MyCourseReview } from '../../contracts/courses/reviews'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createPromiseControls,
  eventCases,
  runModelPath,
  serializeModelState,
  toModelMachine,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import { mine, noReviews, refusals, reviewed, secondOfTwo } from './fixtures'
import {
  courseReviewMachine,
  courseReviewView,
  type CourseReviewEvent,
  type LoadReviewsInput,
  type ReviewsPage,
  type SaveReviewInput,
} from './index'

// The two regions do not read each other's context: each is walked on its own (the other parked at
// its start), so the model is the sum of the two, not their product.
const listEvents: EventCases<Extract<CourseReviewEvent, { type: `reviews.${string}` }>> = {
  'reviews.retry': [{ type: 'reviews.retry' }],
  'reviews.reload': [{ type: 'reviews.reload' }],
  'reviews.more': [{ type: 'reviews.more' }],
}
const listOutcomes: ModelEvent<CourseReviewEvent>[] = [
  { type: 'xstate.done.actor.loadReviews', output: noReviews },
  // as a first page it says a second exists; as the second, that it is the last
  { type: 'xstate.done.actor.loadReviews', output: secondOfTwo },
  { type: 'xstate.error.actor.loadReviews', error: refusals.server },
]
const ownEvents: EventCases<Extract<CourseReviewEvent, { type: `review.${string}` }>> = {
  'review.open': [{ type: 'review.open' }],
  'review.close': [{ type: 'review.close' }],
  // the own review's values: the form typed or opened on it holds the same (fewer model states)
  'review.rating': [{ type: 'review.rating', rating: mine.rating }],
  'review.text': [{ type: 'review.text', text: mine.text }],
  'review.edit': [{ type: 'review.edit' }],
  'review.cancel': [{ type: 'review.cancel' }],
  'review.submit': [{ type: 'review.submit' }],
  'review.remove': [{ type: 'review.remove' }],
}
const ownOutcomes: ModelEvent<CourseReviewEvent>[] = [
  { type: 'xstate.done.actor.loadMine', output: reviewed },
  { type: 'xstate.error.actor.loadMine', error: refusals.network },
  { type: 'xstate.done.actor.saveReview', output: mine },
  { type: 'xstate.error.actor.saveReview', error: refusals.text },
  { type: 'xstate.done.actor.removeReview', output: undefined },
  { type: 'xstate.error.actor.removeReview', error: refusals.text },
]

const recorder = createCoverageRecorder('course-review', courseReviewMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

const input = { courseId: 7 }

async function replay(events: ModelEvent<CourseReviewEvent>[]) {
  // createMachineTestModel, but only these events are sent: the graph would send the other region's
  // events too, with no payload
  const allowed = new Set(events.map((event) => event.type))
  const model = createTestModel(toModelMachine(courseReviewMachine), {
    input,
    events: events as CourseReviewEvent[],
    serializeState: (snapshot) => serializeModelState(snapshot as never),
    filterEvents: (_, event) => allowed.has(event.type),
    limit: 2_000,
  })
  // one path per move (from a state, on an event, to a state): the form's values and the last
  // change's status multiply the model's states, not the machine's transitions
  const seen = new Set<string>()
  const paths = transitionCoverPaths(model).filter((path) => {
    const [before, last] = [path.steps.at(-2), path.steps.at(-1)!]
    const key = JSON.stringify([before?.state.value, last.event.type, last.state.value])
    return !seen.has(key) && seen.add(key)
  })
  for (const path of paths) {
    const controls = createPromiseControls()
    const machine = courseReviewMachine.provide({
      actors: {
        loadReviews: controls.logic<ReviewsPage, LoadReviewsInput>('loadReviews'),
        loadMine: controls.logic<MyCourseReview, { courseId: number }>('loadMine'),
        saveReview: controls.logic<CourseReview, SaveReviewInput>('saveReview'),
        removeReview: controls.logic<unknown, { courseId: number }>('removeReview'),
      },
    })
    await runModelPath({
      machine,
      input,
      path,
      recorder,
      controls,
      afterStep: (snapshot) => {
        const live = controls.pending.filter((call) => !call.signal.aborted)
        const view = courseReviewView(snapshot)
        // one call per region at most: the list's page, and the own review's call
        expect(live.filter((call) => call.id === 'loadReviews').length).toBe(
          1 - Number(snapshotListIdle(snapshot)),
        )
        expect(live.filter((call) => call.id !== 'loadReviews').length).toBe(
          snapshot.matches({ own: 'loading' }) || view.own.busy ? 1 : 0,
        )
        if (snapshot.matches({ own: { ready: 'submitting' } }))
          expect(live.find((call) => call.id === 'saveReview')?.input).toMatchObject({ courseId: 7 })
        if (snapshot.matches({ list: { shown: 'loadingMore' } }))
          expect(live[0].input).toEqual({ courseId: 7, page: 2 })
        // "more" only where a later page exists; the form's messages only on the form
        if (view.list.canLoadMore) expect(view.list.items.length).toBeGreaterThan(0)
        if (view.own.ratingMissing) expect(view.own.phase).toBe('form')
      },
    })
  }
  return paths.length
}

const snapshotListIdle = (snapshot: { matches: (value: never) => boolean }) =>
  ['failure', 'empty', { shown: 'idle' }, { shown: 'moreFailed' }].some((value) =>
    snapshot.matches({ list: value } as never),
  )

describe('course review model', () => {
  it('walks the list: first page, more, reload, failures and retries', async () => {
    const count = await replay([...eventCases(listEvents), ...listOutcomes])
    expect(count).toBeGreaterThan(0)
  }, 20_000)

  it("walks one's own review: open, write (stars first), edit, cancel, delete, refusals, close", async () => {
    const count = await replay([...eventCases(ownEvents), ...ownOutcomes])
    expect(count).toBeGreaterThan(0)
  }, 20_000)
})
