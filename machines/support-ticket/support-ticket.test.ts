import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import type { TicketReceipt } from '../../contracts/support/tickets'
import { fields, flowCode, receipt, refusals, screenshot } from './fixtures'
import { supportTicketMachine, supportTicketView, type SendTicketInput } from './index'

function start(answer: (input: SendTicketInput) => Promise<TicketReceipt>, clock?: SimulatedClock) {
  const flows: string[] = []
  const tickets: SendTicketInput[] = []
  const sent: string[] = []
  const actor = createActor(
    supportTicketMachine.provide({
      actors: {
        sendFlow: fromPromise(async () => (flows.push(flowCode), flowCode)),
        sendTicket: fromPromise<TicketReceipt, SendTicketInput>(
          ({ input }) => (tickets.push(input), answer(input)),
        ),
      },
    }),
    { clock },
  ).start()
  actor.on('sent', (event) => sent.push(event.receipt.number))
  const view = () => supportTicketView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, flows, tickets, sent, view, settled }
}

describe('support ticket journeys', () => {
  it('sends the flow once, shows the upload going, keeps the 422 by field, then the receipt; another starts afresh', async () => {
    let answer = (_: SendTicketInput): Promise<TicketReceipt> =>
      Promise.reject(refusals.fields('message', 'Il messaggio non va bene'))
    const ticket = start((input) => answer(input))
    ticket.actor.send({ type: 'ticket.files', files: [screenshot] })
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: true })
    expect(ticket.view()).toMatchObject({ phase: 'attachingFlow', busy: true, percent: null })
    await ticket.settled()
    expect(ticket.view()).toMatchObject({
      phase: 'invalid',
      errors: { message: 'Il messaggio non va bene' },
      percent: null,
    })

    let report: (fraction: number) => void = () => {}
    let finish: (receipt: TicketReceipt) => void = () => {}
    answer = (input) => {
      report = input.onProgress
      return new Promise((resolve) => (finish = resolve))
    }
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: true })
    await waitFor(ticket.actor, (s) => s.matches('sending'))
    expect(ticket.view()).toMatchObject({ percent: 0, waiting: true, errors: {} })
    report(0.42)
    expect(ticket.view().percent).toBe(42)
    finish(receipt(flowCode, [screenshot]))
    await ticket.settled()

    // the flow went once though the ticket took two tries, its code on both
    expect(ticket.flows).toEqual([flowCode])
    expect(ticket.tickets.map((input) => input.ticket.trace_code)).toEqual([flowCode, flowCode])
    expect(ticket.tickets[1].files).toEqual([screenshot])
    expect(ticket.sent).toEqual(['T-000042'])
    expect(ticket.view()).toMatchObject({ phase: 'sent', percent: null, receipt: { trace_code: flowCode } })

    ticket.actor.send({ type: 'ticket.reset' })
    expect(ticket.view()).toMatchObject({ phase: 'editing', files: [], receipt: null, errors: {} })
    answer = async () => receipt(flowCode)
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: true })
    await ticket.settled()
    // a new ticket sends the flow again
    expect(ticket.flows).toEqual([flowCode, flowCode])
  })

  it('too many tickets (429): the button waits for Retry-After, then a try is allowed; unticked, no flow', async () => {
    const clock = new SimulatedClock()
    let answer = (): Promise<TicketReceipt> => Promise.reject(refusals.tooMany)
    const ticket = start(() => answer(), clock)
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: false })
    await ticket.settled()
    expect(ticket.view()).toMatchObject({
      phase: 'throttled',
      waiting: true,
      alert: { kind: 'failed', failure: { status: 429, retryAfter: 60 } },
    })
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: false })
    expect(ticket.tickets).toHaveLength(1)
    clock.increment(59_000)
    expect(ticket.view().phase).toBe('throttled')
    clock.increment(1_000)
    expect(ticket.view()).toMatchObject({ phase: 'failed', waiting: false, alert: { kind: 'failed' } })
    answer = async () => receipt()
    ticket.actor.send({ type: 'ticket.submit', ticket: fields, attachFlow: false })
    await ticket.settled()
    expect(ticket.view().phase).toBe('sent')
    expect(ticket.flows).toEqual([])
    expect(ticket.tickets.map((input) => input.ticket.trace_code)).toEqual([null, null])
  })
})
