import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { canMoveApplication, type ApplicationStatus } from '../../contracts/jobs/schemas'
import { application, moveRefusals } from './fixtures'
import { jobApplicationMachine, jobApplicationView, type MoveInput } from './index'

/** The server keeps the application's status and refuses a move that is not on the graph. */
function start(status: ApplicationStatus, refuse: unknown[] = []) {
  const server = { status, moves: [] as MoveInput[] }
  const actor = createActor(
    jobApplicationMachine.provide({
      actors: {
        move: fromPromise<{ status: ApplicationStatus }, MoveInput>(async ({ input }) => {
          server.moves.push(input)
          const refusal = refuse.shift()
          if (refusal) throw refusal
          if (!canMoveApplication(server.status, input.to)) throw moveRefusals.movedFirst
          server.status = input.to
          return { status: server.status }
        }),
      },
    }),
    { input: application(status) },
  ).start()
  const view = () => jobApplicationView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, server, view, settled }
}

describe('job application journeys', () => {
  it('a viewed application is shortlisted, then hired: one call each, nothing to do after', async () => {
    const { actor, server, view, settled } = start('viewed')
    expect(view()).toMatchObject({
      status: 'viewed',
      moves: ['application.shortlist', 'application.reject'],
    })
    actor.send({ type: 'application.shortlist' })
    expect(view()).toMatchObject({ moving: true, target: 'shortlisted', moves: [] })
    await settled()
    expect(view()).toMatchObject({
      status: 'shortlisted',
      moving: false,
      target: null,
      moves: ['application.reject', 'application.hire'],
    })
    actor.send({ type: 'application.hire' })
    await settled()
    expect(view()).toMatchObject({ status: 'hired', moves: [], error: undefined })
    // hired is final: a move asked anyway asks nothing
    actor.send({ type: 'application.reject' })
    expect(server.moves).toEqual([
      { id: 5, to: 'shortlisted' },
      { id: 5, to: 'hired' },
    ])
  })

  it('a refused move keeps the status with the reason; the next move clears it', async () => {
    const { actor, view, settled } = start('sent', [moveRefusals.down])
    actor.send({ type: 'application.reject' })
    await settled()
    expect(view()).toMatchObject({ status: 'sent', error: { status: 503 } })
    actor.send({ type: 'application.reject' })
    expect(view().error).toBeUndefined()
    await settled()
    expect(view()).toMatchObject({ status: 'rejected', moves: ['application.shortlist'] })
    // a rejected one can be shortlisted again
    actor.send({ type: 'application.shortlist' })
    await settled()
    expect(view().status).toBe('shortlisted')
  })

  it('someone moved it first: the server’s message, and where the answer says it stands', async () => {
    const { actor, server, view, settled } = start('shortlisted')
    server.status = 'rejected'
    actor.send({ type: 'application.hire' })
    await settled()
    expect(view()).toMatchObject({
      status: 'shortlisted',
      error: { status: 409, message: 'Già spostata.' },
    })
  })
})
