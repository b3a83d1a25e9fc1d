import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PhoneCodeSent } from '../../contracts/onboarding/schemas'
import { NEW_NUMBER, OLD_NUMBER, codeSentTo, phoneRefusals } from './fixtures'
import { phoneChangeMachine, phoneChangeView, type PhoneNumber } from './index'

/** The server: numbers it refuses, whether a new code is too early, the code it expects. */
interface Server {
  taken: string[]
  tooEarly: boolean
  code: string
  calls: string[]
}

function start(server: Server) {
  let last: PhoneNumber | null = null
  const actor = createActor(
    phoneChangeMachine.provide({
      actors: {
        sendCode: fromPromise<PhoneCodeSent, PhoneNumber>(async ({ input }) => {
          server.calls.push(`send ${input.phone}`)
          if (server.taken.includes(input.phone)) throw phoneRefusals.taken
          last = input
          return codeSentTo(input)
        }),
        resendCode: fromPromise<PhoneCodeSent, void>(async () => {
          server.calls.push('resend')
          if (server.tooEarly) throw phoneRefusals.tooEarly
          return codeSentTo(last!, '2026-11-27T10:03:00.000Z')
        }),
        verifyCode: fromPromise<unknown, { otp: string }>(async ({ input }) => {
          server.calls.push(`verify ${input.otp}`)
          if (input.otp !== server.code) throw phoneRefusals.wrongCode
          return { phone_verified: true }
        }),
      },
    }),
    { input: { verified: OLD_NUMBER } },
  ).start()
  const view = () => phoneChangeView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled }
}

const server = (overrides: Partial<Server> = {}): Server => ({
  taken: [],
  tooEarly: false,
  code: '123456',
  calls: [],
  ...overrides,
})

describe('phone change journeys', () => {
  it('moves to a new number: a code to it, a wrong code, the right one; the account keeps the old until then', async () => {
    const backend = server()
    const { actor, view, settled } = start(backend)
    expect(view()).toMatchObject({ phase: 'editing', verified: '0039 3209876543', sentTo: null })

    actor.send({ type: 'phone.submit', number: NEW_NUMBER })
    expect(view()).toMatchObject({ busy: true, running: 'send' })
    await settled()
    expect(view()).toMatchObject({
      phase: 'codeSent',
      sentTo: '0039 3331234567',
      resendAt: '2026-11-27T10:01:00.000Z',
      verified: '0039 3209876543',
    })

    actor.send({ type: 'phone.verify', otp: '654321' })
    await settled()
    expect(view()).toMatchObject({
      phase: 'codeSent',
      error: { status: 422, fields: { otp: ['Codice errato: restano 4 tentativi'] } },
      verified: '0039 3209876543',
    })

    actor.send({ type: 'phone.verify', otp: '123456' })
    expect(view().error).toBeUndefined()
    await settled()
    expect(view()).toMatchObject({ phase: 'changed', verified: '0039 3331234567', error: undefined })
    expect(backend.calls).toEqual(['send 3331234567', 'verify 654321', 'verify 123456'])

    // another change starts from the number form, the new number now the account's
    actor.send({ type: 'phone.again' })
    expect(view()).toMatchObject({ phase: 'editing', sentTo: null, verified: '0039 3331234567' })
  })

  it('a taken number stays on the form with the reason; a new code asked too early says when', async () => {
    const backend = server({ taken: ['3331234567'], tooEarly: true })
    const { actor, view, settled } = start(backend)
    actor.send({ type: 'phone.submit', number: NEW_NUMBER })
    await settled()
    expect(view()).toMatchObject({
      phase: 'editing',
      error: { status: 422, message: 'Dati non validi', fields: { phone: ['Numero già usato'] } },
    })

    actor.send({ type: 'phone.submit', number: { phone_code: '0039', phone: '3470000000' } })
    await settled()
    expect(view()).toMatchObject({ phase: 'codeSent', sentTo: '0039 3470000000', error: undefined })

    actor.send({ type: 'phone.resend' })
    expect(view().running).toBe('resend')
    await settled()
    expect(view()).toMatchObject({
      phase: 'codeSent',
      error: { status: 429, message: 'Attendi 40 secondi' },
      resendAt: '2026-11-27T10:01:00.000Z',
    })

    backend.tooEarly = false
    actor.send({ type: 'phone.resend' })
    await settled()
    expect(view()).toMatchObject({ error: undefined, resendAt: '2026-11-27T10:03:00.000Z' })
  })

  it('another number after the code went: back to the form, nothing verified', async () => {
    const backend = server()
    const { actor, view, settled } = start(backend)
    actor.send({ type: 'phone.submit', number: NEW_NUMBER })
    await settled()
    actor.send({ type: 'phone.edit' })
    expect(view()).toMatchObject({ phase: 'editing', busy: false, verified: '0039 3209876543' })
    expect(backend.calls).toEqual(['send 3331234567'])
  })
})
