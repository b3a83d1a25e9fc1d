import { afterAll, describe, expect, it } from 'vitest'
import type { PartnershipStatus } from '../../contracts/network/schemas'
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
import {
  partnershipMachine,
  partnershipView,
  type ActInput,
  type LoadPartnershipInput,
  type PartnershipEvent,
  type PartnershipInput,
} from './index'

const events: EventCases<PartnershipEvent> = {
  'partnership.request': [{ type: 'partnership.request' }],
  'partnership.accept': [{ type: 'partnership.accept' }],
  'partnership.reject': [{ type: 'partnership.reject' }],
  'partnership.cancel': [{ type: 'partnership.cancel' }],
  'partnership.terminate': [{ type: 'partnership.terminate' }],
  'partnership.confirm': [{ type: 'partnership.confirm' }],
  'partnership.dismiss': [{ type: 'partnership.dismiss' }],
  'partnership.retry': [{ type: 'partnership.retry' }],
  'partnership.refresh': [{ type: 'partnership.refresh' }],
}

const status = (standing: PartnershipStatus['standing']): PartnershipStatus => ({
  user_id: 7,
  standing,
  id: standing === 'none' ? null : 3,
  since: standing === 'none' ? null : '2026-11-27T10:00:00.000Z',
})

// What the two calls can answer: every standing, a refusal because the pair changed (409, 404),
// and a failure that changes nothing (503).
const outcomes: ModelEvent<PartnershipEvent>[] = [
  ...(['none', 'pending_sent', 'pending_received', 'accepted'] as const).flatMap((standing) => [
    { type: 'xstate.done.actor.loadPartnership', output: status(standing) } as const,
    { type: 'xstate.done.actor.act', output: status(standing) } as const,
  ]),
  { type: 'xstate.error.actor.loadPartnership', error: { status: 503 } },
  { type: 'xstate.error.actor.act', error: { status: 409, message: 'Siete già partner.' } },
  { type: 'xstate.error.actor.act', error: { status: 404 } },
  { type: 'xstate.error.actor.act', error: { status: 503, message: 'Servizio non disponibile' } },
]

const ACTION_OF = {
  requesting: 'request',
  cancelling: 'cancel',
  accepting: 'accept',
  rejecting: 'reject',
  terminating: 'terminate',
} as const

const recorder = createCoverageRecorder('partnership', partnershipMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

const inputs: PartnershipInput[] = [{ userId: 7 }, { userId: 7, standing: 'pending_received' }]

describe.each(inputs)('partnership model with input %o', (input) => {
  const model = createMachineTestModel(partnershipMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live call exactly while busy, for the right action`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = partnershipMachine.provide({
        actors: {
          loadPartnership: controls.logic<PartnershipStatus, LoadPartnershipInput>('loadPartnership'),
          act: controls.logic<PartnershipStatus, ActInput>('act'),
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
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          for (const [state, action] of Object.entries(ACTION_OF))
            if (snapshot.matches(state as keyof typeof ACTION_OF))
              expect(live[0]).toMatchObject({ id: 'act', input: { userId: 7, action } })
          if (snapshot.matches('loading'))
            expect(live[0]).toMatchObject({ id: 'loadPartnership', input: { userId: 7 } })
          // the view offers exactly the actions the state takes
          const view = partnershipView(snapshot)
          expect(view.canRequest).toBe(snapshot.matches('none'))
          expect(view.canAccept).toBe(snapshot.matches('pendingReceived'))
          expect(view.canReject).toBe(snapshot.matches('pendingReceived'))
          expect(view.canCancel).toBe(snapshot.matches('pendingSent'))
          expect(view.canTerminate).toBe(snapshot.matches('partners'))
          expect(view.busy).toBe(view.running !== null || snapshot.matches('loading'))
        },
      })
    }
  })
})
