import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PartnershipStatus } from '../../contracts/network/schemas'
import { partnershipMachine, partnershipView, type ActInput } from './index'

const answer = (standing: PartnershipStatus['standing']): PartnershipStatus => ({
  user_id: 7,
  standing,
  id: standing === 'none' ? null : 1,
  since: null,
})

function start(
  act: (input: ActInput) => Promise<PartnershipStatus>,
  load: () => Promise<PartnershipStatus> = async () => answer('none'),
) {
  const calls: ActInput[] = []
  const actor = createActor(
    partnershipMachine.provide({
      actors: {
        loadPartnership: fromPromise(load),
        act: fromPromise<PartnershipStatus, ActInput>(({ input }) => {
          calls.push(input)
          return act(input)
        }),
      },
    }),
    { input: { userId: 7 } },
  ).start()
  return { actor, calls }
}

describe('partnership journeys', () => {
  it('asks, and becomes partners once the answer says so after a refresh', async () => {
    let standing: PartnershipStatus['standing'] = 'none'
    const { actor, calls } = start(
      async () => answer('pending_sent'),
      async () => answer(standing),
    )
    await waitFor(actor, (s) => s.matches('none'))
    actor.send({ type: 'partnership.request' })
    await waitFor(actor, (s) => s.matches('pendingSent'))
    expect(calls).toEqual([{ userId: 7, action: 'request' }])
    standing = 'accepted'
    actor.send({ type: 'partnership.refresh' })
    await waitFor(actor, (s) => s.matches('partners'))
    expect(partnershipView(actor.getSnapshot())).toMatchObject({ phase: 'partners', canTerminate: true })
  })

  it('terminates only after the confirmation', async () => {
    const { actor, calls } = start(
      async () => answer('none'),
      async () => answer('accepted'),
    )
    await waitFor(actor, (s) => s.matches('partners'))
    actor.send({ type: 'partnership.terminate' })
    expect(actor.getSnapshot().matches('confirmingTerminate')).toBe(true)
    actor.send({ type: 'partnership.dismiss' })
    expect(actor.getSnapshot().matches('partners')).toBe(true)
    expect(calls).toEqual([])
    actor.send({ type: 'partnership.terminate' })
    actor.send({ type: 'partnership.confirm' })
    await waitFor(actor, (s) => s.matches('none'))
    expect(calls).toEqual([{ userId: 7, action: 'terminate' }])
  })

  it('reloads with a notice when the other side changed the pair meanwhile; keeps the standing on other failures', async () => {
    let loads = 0
    const { actor } = start(
      async ({ action }) => {
        throw action === 'accept' ? { status: 409, message: 'ritirata' } : { status: 500, message: 'Errore' }
      },
      async () => answer(loads++ === 0 ? 'pending_received' : 'none'),
    )
    await waitFor(actor, (s) => s.matches('pendingReceived'))
    actor.send({ type: 'partnership.reject' })
    await waitFor(actor, (s) => s.matches('pendingReceived') && s.context.error !== undefined)
    expect(partnershipView(actor.getSnapshot()).error).toEqual({ status: 500, message: 'Errore' })
    actor.send({ type: 'partnership.accept' })
    await waitFor(actor, (s) => s.matches('none'))
    expect(partnershipView(actor.getSnapshot())).toMatchObject({ changed: true, error: undefined })
  })
})
