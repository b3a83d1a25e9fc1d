import { afterAll, describe, expect, it } from 'vitest'
import type { PhoneCodeSent } from '../../contracts/onboarding/schemas'
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
  phoneChangeMachine,
  phoneChangeView,
  type PhoneChangeEvent,
  type PhoneChangeInput,
  type PhoneNumber,
} from './index'
import { NEW_NUMBER, sent } from './fixtures'

const events: EventCases<PhoneChangeEvent> = {
  'phone.submit': [{ type: 'phone.submit', number: NEW_NUMBER }],
  'phone.verify': [{ type: 'phone.verify', otp: '123456' }],
  'phone.resend': [{ type: 'phone.resend' }],
  'phone.edit': [{ type: 'phone.edit' }],
  'phone.again': [{ type: 'phone.again' }],
}

// What the three calls can answer: the code sent, the number refused (422 by field), too early
// (429), and the code right or wrong.
const outcomes: ModelEvent<PhoneChangeEvent>[] = [
  { type: 'xstate.done.actor.sendCode', output: sent },
  {
    type: 'xstate.error.actor.sendCode',
    error: { status: 422, serverMessage: 'Dati non validi', fieldErrors: { phone: ['Numero già usato'] } },
  },
  { type: 'xstate.done.actor.resendCode', output: sent },
  { type: 'xstate.error.actor.resendCode', error: { status: 429, serverMessage: 'Attendi 40 secondi' } },
  { type: 'xstate.done.actor.verifyCode', output: { phone_verified: true } },
  {
    type: 'xstate.error.actor.verifyCode',
    error: { status: 422, fieldErrors: { otp: ['Codice errato: restano 4 tentativi'] } },
  },
]

const recorder = createCoverageRecorder('phone-change', phoneChangeMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

const inputs: PhoneChangeInput[] = [{ verified: { phone_code: '0039', phone: '3200000000' } }, {}]

describe.each(inputs)('phone change model with input %o', (input) => {
  const model = createMachineTestModel(phoneChangeMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live call exactly while busy, the view in step`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      let confirmed = false
      const controls = createPromiseControls()
      const machine = phoneChangeMachine.provide({
        actors: {
          sendCode: controls.logic<PhoneCodeSent, PhoneNumber>('sendCode'),
          resendCode: controls.logic<PhoneCodeSent, void>('resendCode'),
          verifyCode: controls.logic<unknown, { otp: string }>('verifyCode'),
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
          const view = phoneChangeView(snapshot)
          if (snapshot.matches('sending'))
            expect(live[0]).toMatchObject({ id: 'sendCode', input: NEW_NUMBER })
          if (snapshot.matches('verifying'))
            expect(live[0]).toMatchObject({ id: 'verifyCode', input: { otp: '123456' } })
          expect(view.busy).toBe(view.running !== null)
          // the code form shows only once a code went out, and says where
          if (view.phase === 'codeSent') expect(view.sentTo).toBe('0039 3331234567')
          // the account's number changes only once the code is confirmed, and stays changed
          if (snapshot.matches('changed')) confirmed = true
          expect(view.verified).toBe(
            confirmed ? '0039 3331234567' : input.verified ? '0039 3200000000' : null,
          )
        },
      })
    }
  })
})
