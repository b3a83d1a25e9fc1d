import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OwnedSubscription } from '../../contracts/payments/plans'
import { monthly, offline, refusal, retries, subscriptions } from './fixtures'
import { subscriptionMachine, subscriptionView } from './index'

type Server = {
  load?: () => Promise<OwnedSubscription | null>
  cancel?: () => Promise<OwnedSubscription | null>
  resume?: () => Promise<OwnedSubscription>
  change?: (id: number) => Promise<OwnedSubscription>
}

function start(server: Server) {
  const calls: string[] = []
  const unexpected = () => Promise.reject(new Error('not expected'))
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        loadSubscription: fromPromise(() => (calls.push('load'), (server.load ?? unexpected)())),
        cancelSubscription: fromPromise(() => (calls.push('cancel'), (server.cancel ?? unexpected)())),
        resumeSubscription: fromPromise(() => (calls.push('resume'), (server.resume ?? unexpected)())),
        changeSubscription: fromPromise<OwnedSubscription, { id: number }>(({ input }) => {
          calls.push(`change ${input.id}`)
          return (server.change ?? unexpected)(input.id)
        }),
      },
    }),
  ).start()
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
  const view = () => subscriptionView(actor.getSnapshot())
  return { actor, calls, settled, view }
}

describe('subscription journeys', () => {
  it('cancels at period end only once confirmed, then resumes before the end', async () => {
    const { actor, calls, settled, view } = start({
      load: async () => subscriptions.active,
      cancel: async () => subscriptions.ending,
      resume: async () => subscriptions.active,
    })
    await settled()
    expect(view()).toMatchObject({ phase: 'active', canCancel: true, canResume: false, renews: true })
    actor.send({ type: 'subscription.cancel' })
    actor.send({ type: 'subscription.dismiss' })
    expect(view()).toMatchObject({ phase: 'active', confirming: null })
    actor.send({ type: 'subscription.cancel' })
    expect(view().confirming).toEqual({ kind: 'cancel' })
    actor.send({ type: 'subscription.confirm' })
    expect(view().busy).toBe(true)
    await settled()
    expect(view()).toMatchObject({ phase: 'ending', canResume: true, canCancel: false, confirming: null })
    actor.send({ type: 'subscription.resume' })
    await settled()
    expect(view()).toMatchObject({ phase: 'active', error: null })
    expect(calls).toEqual(['load', 'cancel', 'resume'])
  })

  it('a refused cancellation keeps the confirmation open with the reason', async () => {
    const { actor, settled, view } = start({
      load: async () => subscriptions.active,
      cancel: () => Promise.reject(refusal),
    })
    await settled()
    actor.send({ type: 'subscription.cancel' })
    actor.send({ type: 'subscription.confirm' })
    await settled()
    expect(view()).toMatchObject({
      phase: 'active',
      confirming: { kind: 'cancel' },
      error: { action: 'cancel', status: 409, message: refusal.serverMessage },
    })
  })

  it('changes plan from the next renewal, and undoes it with the current plan', async () => {
    const { actor, calls, settled, view } = start({
      load: async () => subscriptions.active,
      change: async (id) => (id === monthly.id ? subscriptions.changed : subscriptions.active),
    })
    await settled()
    actor.send({ type: 'subscription.change', plan: monthly })
    expect(view().confirming).toEqual({ kind: 'change', plan: monthly, undo: false })
    actor.send({ type: 'subscription.confirm' })
    await settled()
    expect(view().owned?.next_subscription?.id).toBe(monthly.id)
    actor.send({ type: 'subscription.change', plan: subscriptions.active.subscription })
    expect(view().confirming).toMatchObject({ kind: 'change', undo: true })
    actor.send({ type: 'subscription.confirm' })
    await settled()
    expect(view()).toMatchObject({ phase: 'active', owned: { next_subscription: null } })
    expect(calls).toEqual(['load', `change ${monthly.id}`, `change ${subscriptions.active.subscription.id}`])
  })

  it('past due: a new card that pays makes it active again; one declined keeps it past due and says why', async () => {
    const { actor, settled, view } = start({ load: async () => subscriptions.pastDue })
    await settled()
    expect(view()).toMatchObject({ phase: 'pastDue', canCancel: false, renews: true })
    actor.send({ type: 'subscription.updated', owned: subscriptions.pastDue, retry: retries.declined })
    expect(view()).toMatchObject({
      phase: 'pastDue',
      retry: { outcome: 'declined', reason: 'insufficient_funds' },
    })
    actor.send({ type: 'subscription.updated', owned: subscriptions.active, retry: retries.paid })
    expect(view()).toMatchObject({ phase: 'active', retry: { outcome: 'paid' } })
  })

  it('a subscription left with no card asks for one; ended and none lead to the plans', async () => {
    const { actor, settled, view } = start({ load: async () => subscriptions.noCard })
    await settled()
    expect(view()).toMatchObject({ phase: 'active', needsCard: true })
    actor.send({ type: 'subscription.updated', owned: subscriptions.ended, retry: null })
    expect(view()).toMatchObject({ phase: 'ended', renews: false, needsCard: false, retry: null })
    actor.send({ type: 'subscription.updated', owned: null, retry: null })
    expect(view()).toMatchObject({ phase: 'none', owned: null })
  })

  it('a failed load is retried', async () => {
    let answer: () => Promise<OwnedSubscription | null> = () => Promise.reject(offline)
    const { actor, settled, view } = start({ load: () => answer() })
    await settled()
    expect(view()).toMatchObject({ phase: 'failed', error: { action: 'load' } })
    answer = async () => subscriptions.pending
    actor.send({ type: 'subscription.retry' })
    await settled()
    expect(view()).toMatchObject({ phase: 'pending', renews: false, error: null })
  })
})
