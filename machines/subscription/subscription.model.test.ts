import type { OwnedSubscription } from '../../contracts/payments/plans'
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
import { monthly, refusal, retries, subscriptions } from './fixtures'
import { subscriptionMachine, subscriptionView, type SubscriptionEvent } from './index'

// A bounded event set: one plan to change to, one answer of the saved cards.
const events: EventCases<SubscriptionEvent> = {
  'subscription.retry': [{ type: 'subscription.retry' }],
  'subscription.cancel': [{ type: 'subscription.cancel' }],
  'subscription.change': [{ type: 'subscription.change', plan: monthly }],
  'subscription.confirm': [{ type: 'subscription.confirm' }],
  'subscription.dismiss': [{ type: 'subscription.dismiss' }],
  'subscription.resume': [{ type: 'subscription.resume' }],
  // the saved cards' answer: the new card declined too (paid is the journeys test's)
  'subscription.updated': [
    { type: 'subscription.updated', owned: subscriptions.pastDue, retry: retries.declined },
  ],
}

// What the server answers: the subscription in each state on load, each call's answer, a refusal.
const outcomes: ModelEvent<SubscriptionEvent>[] = [
  ...[null, subscriptions.pending, subscriptions.ended, subscriptions.ending, subscriptions.active].map(
    (output) => ({ type: 'xstate.done.actor.loadSubscription' as const, output }),
  ),
  { type: 'xstate.error.actor.loadSubscription', error: refusal },
  { type: 'xstate.done.actor.cancelSubscription', output: subscriptions.ending },
  { type: 'xstate.error.actor.cancelSubscription', error: refusal },
  { type: 'xstate.done.actor.changeSubscription', output: subscriptions.changed },
  { type: 'xstate.error.actor.changeSubscription', error: refusal },
  { type: 'xstate.done.actor.resumeSubscription', output: subscriptions.active },
  { type: 'xstate.error.actor.resumeSubscription', error: refusal },
]

const recorder = createCoverageRecorder('subscription', subscriptionMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('subscription model', () => {
  const model = createMachineTestModel(subscriptionMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call while busy, the view in step with the state`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = subscriptionMachine.provide({
        actors: {
          loadSubscription: controls.logic('loadSubscription'),
          cancelSubscription: controls.logic('cancelSubscription'),
          changeSubscription: controls.logic<OwnedSubscription, { id: number }>('changeSubscription'),
          resumeSubscription: controls.logic('resumeSubscription'),
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
          const view = subscriptionView(snapshot)
          const { owned } = snapshot.context
          if (snapshot.matches({ ready: 'changing' }))
            expect(live[0].input).toEqual({ id: snapshot.context.plan!.id })
          // each action is offered only in the state it belongs to
          expect(view.canCancel).toBe(snapshot.matches({ ready: 'active' }))
          expect(view.canResume).toBe(snapshot.matches({ ready: 'ending' }))
          if (view.phase === 'active') expect(owned?.status).toBe('active')
          if (view.phase === 'pastDue') expect(owned?.status).toBe('past_due')
          if (view.phase === 'none') expect(owned).toBeNull()
          if (view.phase === 'ending') expect(owned?.cancel_at_period_end).toBe(true)
        },
      })
    }
  }, 30_000)
})
