/**
 * The settings forms' actors as support sees them (issue 34): what the flow recorder keeps of the
 * account deletion and the support ticket replays on the current definitions without divergence,
 * and keeps neither the password nor what the ticket says.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate'
import type { TicketReceipt } from '../../../contracts/support/tickets'
import { accountFormInput, accountSettingsMachine } from '../../../machines/account-settings'
import { deletion, refusals, wrongPassword } from '../../../machines/account-settings/fixtures'
import { supportTicketMachine } from '../../../machines/support-ticket'
import { fields, flowCode, receipt } from '../../../machines/support-ticket/fixtures'
import { createFlowRecorder } from '../../shared/lib/flow-recorder'
import { replayTrace } from './replay'

const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))

describe('settings flows in a trace', () => {
  it('replay as recorded: a refused then confirmed deletion, a ticket with its flow refused then sent', async () => {
    const recorder = createFlowRecorder()
    let refuse = true
    const deleting = createActor(
      accountSettingsMachine.provide({
        actors: {
          submit: fromPromise<unknown, unknown>(async () => {
            if (refuse) throw refusals.fields('current_password', wrongPassword)
            return {}
          }),
        },
      }),
      { input: accountFormInput('deletion'), inspect: recorder.inspect },
    ).start()
    deleting.send({ type: 'form.invalid', errors: { current_password: 'Inserisci la password attuale.' } })
    deleting.send({ type: 'form.submit', body: deletion })
    deleting.send({ type: 'form.cancel' })
    deleting.send({ type: 'form.submit', body: deletion })
    deleting.send({ type: 'form.confirm' })
    await settled(deleting)
    deleting.send({ type: 'form.edit', field: 'current_password' })
    refuse = false
    deleting.send({ type: 'form.submit', body: deletion })
    deleting.send({ type: 'form.confirm' })
    await settled(deleting)

    let answer: () => Promise<TicketReceipt> = () =>
      Promise.reject(refusals.fields('subject', 'Troppo lungo'))
    const ticket = createActor(
      supportTicketMachine.provide({
        actors: {
          sendFlow: fromPromise(async () => flowCode),
          sendTicket: fromPromise(() => answer()),
        },
      }),
      { inspect: recorder.inspect },
    ).start()
    ticket.send({ type: 'ticket.invalid', errors: { subject: 'Il campo Oggetto è richiesto' } })
    ticket.send({ type: 'ticket.edit', field: 'subject' })
    ticket.send({ type: 'ticket.submit', ticket: fields, attachFlow: true })
    await settled(ticket)
    answer = async () => receipt(flowCode)
    ticket.send({ type: 'ticket.submit', ticket: fields, attachFlow: true })
    await settled(ticket)
    expect(ticket.getSnapshot().value).toBe('sent')

    const steps = recorder.steps()
    const results = await replayTrace(
      steps,
      new Map<string, AnyStateMachine>([
        ['accountSettings', accountSettingsMachine],
        ['supportTicket', supportTicketMachine],
      ]),
    )
    expect(results.map(({ machine, status }) => [machine, status])).toEqual([
      ['accountSettings', 'same'],
      ['supportTicket', 'same'],
    ])
    const recorded = JSON.stringify(steps)
    expect(recorded).not.toContain(deletion.current_password)
    expect(recorded).toContain('"attachFlow":true')
  })
})
