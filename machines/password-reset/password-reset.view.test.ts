import { describe, expect, it } from 'vitest'
import { passwordResetMachine, type PasswordResetContext } from './password-reset.machine'
import { passwordResetView } from './password-reset.view'

const at = (value: string, context: Partial<PasswordResetContext> = {}) =>
  passwordResetView(
    passwordResetMachine.resolveState({
      value: value as never,
      context: { email: 'ada@aula.test', pin: '', ...context },
    }),
  )

describe('passwordResetView', () => {
  it('shows one form per step, busy while its call runs', () => {
    expect(at('askEmail')).toMatchObject({ step: 'email', busy: false, running: null })
    expect(at('sendingPin')).toMatchObject({ step: 'email', busy: true, running: 'sendPin' })
    expect(at('enterPin', { notice: 'pinSent' })).toMatchObject({
      step: 'pin',
      busy: false,
      notice: 'pinSent',
    })
    expect(at('resendingPin')).toMatchObject({ step: 'pin', running: 'resendPin' })
    expect(at('verifyingPin')).toMatchObject({ step: 'pin', running: 'verifyPin' })
    expect(at('newPassword')).toMatchObject({ step: 'password', busy: false })
    expect(at('updating')).toMatchObject({ step: 'password', busy: true, running: 'updatePassword' })
    expect(at('done')).toMatchObject({ step: 'done', busy: false })
  })

  it('carries the e-mail and the refusal to the form', () => {
    const error = { status: 422, fields: { pin: ['Il PIN non è valido'] } }
    expect(at('enterPin', { error })).toMatchObject({ email: 'ada@aula.test', error })
  })
})
