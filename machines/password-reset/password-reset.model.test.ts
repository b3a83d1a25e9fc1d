import { afterAll, describe, expect, it } from 'vitest'
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
  passwordResetMachine,
  type AskResetInput,
  type PasswordResetEvent,
  type UpdatePasswordInput,
  type VerifyPinInput,
  type VerifyPinOutput,
} from './index'

const events: EventCases<PasswordResetEvent> = {
  'reset.submitEmail': [
    { type: 'reset.submitEmail', email: 'mario' },
    { type: 'reset.submitEmail', email: 'mario@example.it' },
  ],
  'reset.submitPin': [
    { type: 'reset.submitPin', pin: '12' },
    { type: 'reset.submitPin', pin: '123456' },
  ],
  'reset.resend': [{ type: 'reset.resend' }],
  'reset.changeEmail': [{ type: 'reset.changeEmail' }],
  'reset.submitPassword': [
    { type: 'reset.submitPassword', password: 'Nuova12345', password_confirmation: 'Diversa123' },
    { type: 'reset.submitPassword', password: 'Nuova12345', password_confirmation: 'Nuova12345' },
  ],
  'reset.restart': [{ type: 'reset.restart' }],
}

// What the three API calls can answer.
const outcomes: ModelEvent<PasswordResetEvent>[] = [
  { type: 'xstate.done.actor.askReset', output: { message: 'ok' } },
  { type: 'xstate.error.actor.askReset', error: { status: 429, fieldErrors: {} } },
  { type: 'xstate.done.actor.verifyPin', output: { id: 7, reset_token: 'tok' } satisfies VerifyPinOutput },
  { type: 'xstate.error.actor.verifyPin', error: { status: 422, fieldErrors: { pin: ['PIN errato'] } } },
  { type: 'xstate.done.actor.updatePassword', output: { id: 7 } },
  {
    type: 'xstate.error.actor.updatePassword',
    error: { status: 422, fieldErrors: { reset_token: ['Scaduto'] } },
  },
]

const recorder = createCoverageRecorder('password-reset', passwordResetMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('password reset model', () => {
  const model = createMachineTestModel(passwordResetMachine, {
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: one live call exactly while busy, with the right input`, async () => {
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = passwordResetMachine.provide({
        actors: {
          askReset: controls.logic<unknown, AskResetInput>('askReset'),
          verifyPin: controls.logic<VerifyPinOutput, VerifyPinInput>('verifyPin'),
          updatePassword: controls.logic<unknown, UpdatePasswordInput>('updatePassword'),
        },
      })
      await runModelPath({
        machine,
        path,
        recorder,
        controls,
        afterStep: (snapshot, step) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          const { context } = snapshot
          if (snapshot.matches('sendingPin') || snapshot.matches('resendingPin'))
            expect(live[0]).toMatchObject({ id: 'askReset', input: { email: context.email } })
          if (snapshot.matches('verifyingPin'))
            expect(live[0]).toMatchObject({
              id: 'verifyPin',
              input: { email: context.email, pin: context.pin },
            })
          if (snapshot.matches('updating') && step.event.type === 'reset.submitPassword')
            expect(live[0]).toMatchObject({
              id: 'updatePassword',
              input: { id: 7, reset_token: 'tok', password: step.event.password },
            })
          // a password never sits in the context, and the reset token only while it is usable
          expect(JSON.stringify(context)).not.toContain('Nuova12345')
          if (!snapshot.matches('newPassword') && !snapshot.matches('updating'))
            expect(context.resetToken).toBeUndefined()
        },
      })
    }
  })
})
