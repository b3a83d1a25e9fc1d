import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createPromiseControls, flushPromises } from '../test-utils/model'
import {
  passwordResetMachine,
  type AskResetInput,
  type UpdatePasswordInput,
  type VerifyPinInput,
  type VerifyPinOutput,
} from './index'

function start() {
  const controls = createPromiseControls()
  const machine = passwordResetMachine.provide({
    actors: {
      askReset: controls.logic<unknown, AskResetInput>('askReset'),
      verifyPin: controls.logic<VerifyPinOutput, VerifyPinInput>('verifyPin'),
      updatePassword: controls.logic<unknown, UpdatePasswordInput>('updatePassword'),
    },
  })
  const actor = createActor(machine).start()
  const settle = async (event: { type: string; output?: unknown; error?: unknown }) => {
    controls.settle(event)
    await flushPromises()
  }
  return { actor, controls, settle }
}

describe('password reset', () => {
  it('goes from the e-mail to the PIN to the new password, and ends done', async () => {
    const { actor, controls, settle } = start()
    actor.send({ type: 'reset.submitEmail', email: ' anna@example.it ' })
    expect(actor.getSnapshot().value).toBe('sendingPin')
    expect(controls.pending[0]).toMatchObject({ id: 'askReset', input: { email: 'anna@example.it' } })
    await settle({ type: 'xstate.done.actor.askReset', output: {} })
    expect(actor.getSnapshot().value).toBe('enterPin')
    expect(actor.getSnapshot().context.notice).toBe('pinSent')

    actor.send({ type: 'reset.submitPin', pin: '654321' })
    expect(controls.pending[0]).toMatchObject({
      id: 'verifyPin',
      input: { email: 'anna@example.it', pin: '654321' },
    })
    await settle({ type: 'xstate.done.actor.verifyPin', output: { id: 12, reset_token: 'r-t' } })
    expect(actor.getSnapshot().value).toBe('newPassword')

    actor.send({ type: 'reset.submitPassword', password: 'Segreta123', password_confirmation: 'Segreta123' })
    expect(controls.pending[0]).toMatchObject({
      id: 'updatePassword',
      input: { id: 12, reset_token: 'r-t', password: 'Segreta123', password_confirmation: 'Segreta123' },
    })
    await settle({ type: 'xstate.done.actor.updatePassword', output: { id: 12 } })
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.resetToken).toBeUndefined()
  })

  it('refuses input the contracts reject, without calling the API', () => {
    const { actor, controls } = start()
    actor.send({ type: 'reset.submitEmail', email: 'not-an-email' })
    expect(actor.getSnapshot().value).toBe('askEmail')
    expect(controls.pending).toHaveLength(0)
  })

  it('keeps the user on the PIN step with the server message after a wrong PIN, and can resend', async () => {
    const { actor, settle } = start()
    actor.send({ type: 'reset.submitEmail', email: 'anna@example.it' })
    await settle({ type: 'xstate.done.actor.askReset', output: {} })
    actor.send({ type: 'reset.submitPin', pin: '000000' })
    await settle({
      type: 'xstate.error.actor.verifyPin',
      error: { status: 422, fieldErrors: { pin: ['Il PIN non è valido'] } },
    })
    expect(actor.getSnapshot().value).toBe('enterPin')
    expect(actor.getSnapshot().context.error).toEqual({
      status: 422,
      fields: { pin: ['Il PIN non è valido'] },
    })

    actor.send({ type: 'reset.resend' })
    expect(actor.getSnapshot().value).toBe('resendingPin')
    expect(actor.getSnapshot().context.error).toBeUndefined()
    await settle({ type: 'xstate.done.actor.askReset', output: {} })
    expect(actor.getSnapshot().context.notice).toBe('pinResent')
  })

  it('goes back to the e-mail step when asking for the PIN fails', async () => {
    const { actor, settle } = start()
    actor.send({ type: 'reset.submitEmail', email: 'anna@example.it' })
    await settle({ type: 'xstate.error.actor.askReset', error: { status: 429 } })
    expect(actor.getSnapshot().value).toBe('askEmail')
    expect(actor.getSnapshot().context.error).toEqual({ status: 429, fields: {} })
  })
})
