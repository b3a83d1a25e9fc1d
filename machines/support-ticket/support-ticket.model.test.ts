import { afterAll, describe, expect, it } from 'vitest'
import type { TicketReceipt } from '../../contracts/support/tickets'
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
import { fields, flowCode, receipt, refusals, screenshot } from './fixtures'
import {
  supportTicketMachine,
  supportTicketView,
  type SendTicketInput,
  type SupportTicketEvent,
} from './index'

// A bounded event set: one file, the flow ticked or not, one message of the page's own checks.
const events: EventCases<SupportTicketEvent> = {
  'ticket.files': [{ type: 'ticket.files', files: [screenshot] }],
  'ticket.submit': [
    { type: 'ticket.submit', ticket: fields, attachFlow: true },
    { type: 'ticket.submit', ticket: fields, attachFlow: false },
  ],
  'ticket.invalid': [{ type: 'ticket.invalid', errors: { subject: 'Il campo Oggetto è richiesto' } }],
  'ticket.edit': [{ type: 'ticket.edit', field: 'subject' }],
  'ticket.progress': [{ type: 'ticket.progress', fraction: 0.5 }],
  'ticket.reset': [{ type: 'ticket.reset' }],
}

// the flow's code or a failure; the receipt, a 422 by field, too many (429) or a failure
const outcomes: ModelEvent<SupportTicketEvent>[] = [
  { type: 'xstate.done.actor.sendFlow', output: flowCode },
  { type: 'xstate.error.actor.sendFlow', error: refusals.server },
  { type: 'xstate.done.actor.sendTicket', output: receipt() },
  { type: 'xstate.error.actor.sendTicket', error: refusals.fields('subject', 'Oggetto troppo lungo') },
  { type: 'xstate.error.actor.sendTicket', error: refusals.tooMany },
  { type: 'xstate.error.actor.sendTicket', error: refusals.network },
]

const recorder = createCoverageRecorder('support-ticket', supportTicketMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('support ticket model', () => {
  const model = createMachineTestModel(supportTicketMachine, { events: [...eventCases(events), ...outcomes] })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one call at a time, the flow sent once per ticket`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = supportTicketMachine.provide({
        actors: {
          sendFlow: controls.logic<string>('sendFlow'),
          sendTicket: controls.logic<TicketReceipt, SendTicketInput>('sendTicket'),
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
          const { context } = snapshot
          if (snapshot.matches('sending')) {
            const input = live[0].input as SendTicketInput
            // the flow's code goes on the ticket when ticked, and only then
            expect(input.ticket).toEqual({ ...fields, trace_code: context.attachFlow ? flowCode : null })
            expect(input.files).toBe(context.files)
          }
          const view = supportTicketView(snapshot)
          expect(view.waiting).toBe(view.busy || snapshot.matches('throttled'))
          expect(view.percent !== null).toBe(snapshot.matches('sending') && context.files.length > 0)
          expect(view.receipt !== null).toBe(snapshot.matches('sent'))
          if (view.phase === 'throttled') expect(view.alert).toMatchObject({ failure: { status: 429 } })
        },
      })
    }
  }, 30_000)
})
