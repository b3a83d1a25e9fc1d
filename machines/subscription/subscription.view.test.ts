import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { monthly, subscriptions } from './fixtures'
import { subscriptionMachine, subscriptionView } from './index'

/** The machine's snapshot in a state with a context, without running its actors. */
const at = (
  value: unknown,
  context: Partial<Parameters<typeof subscriptionMachine.resolveState>[0]['context']>,
) =>
  subscriptionView(
    subscriptionMachine.resolveState({
      value: value as never,
      context: { owned: null, plan: null, error: null, retry: null, ...context },
    }),
  )

describe('subscription view', () => {
  it('loading shows nothing owned and is busy', () => {
    const actor = createActor(subscriptionMachine)
    expect(subscriptionView(actor.getSnapshot())).toMatchObject({ phase: 'loading', busy: true, owned: null })
  })

  it('a confirmation of the active plan is still the active plan; a change to the current plan is an undo', () => {
    const owned = subscriptions.changed
    expect(at({ ready: 'confirmingCancel' }, { owned })).toMatchObject({
      phase: 'active',
      confirming: { kind: 'cancel' },
      canCancel: false,
    })
    expect(at({ ready: 'changing' }, { owned, plan: monthly })).toMatchObject({
      phase: 'active',
      busy: true,
      confirming: { kind: 'change', undo: false },
    })
    expect(at({ ready: 'confirmingChange' }, { owned, plan: owned.subscription }).confirming).toMatchObject({
      undo: true,
    })
  })

  it('resuming is the ending plan, busy; an ending plan with no card does not ask for one', () => {
    expect(at({ ready: 'resuming' }, { owned: subscriptions.ending })).toMatchObject({
      phase: 'ending',
      busy: true,
      canResume: false,
      renews: true,
    })
    expect(at({ ready: 'ending' }, { owned: { ...subscriptions.ending, pmid: null } }).needsCard).toBe(false)
    expect(at({ ready: 'pastDue' }, { owned: { ...subscriptions.pastDue, pmid: null } }).needsCard).toBe(true)
  })
})
