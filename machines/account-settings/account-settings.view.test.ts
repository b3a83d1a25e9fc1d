import { describe, expect, it } from 'vitest'
import { accountFormInput, accountSettingsMachine, accountSettingsView } from './index'

/** The machine's snapshot in a state with a context, without running its actor. */
const at = (value: unknown, context: Record<string, unknown>) =>
  accountSettingsView(
    accountSettingsMachine.resolveState({
      value: (typeof value === 'string' && value !== 'submitting' ? { form: value } : value) as never,
      context: {
        ...accountFormInput('email'),
        body: undefined,
        output: undefined,
        errors: {},
        message: null,
        failure: null,
        ...context,
      },
    }),
  )

describe('account settings view', () => {
  it('names the address the link went to only while the form says so', () => {
    expect(at('saved', { output: { email: 'nuova@aula.test' } }).sentTo).toBe('nuova@aula.test')
    expect(at('submitting', { output: { email: 'nuova@aula.test' } })).toMatchObject({
      sentTo: null,
      saved: null,
      busy: true,
    })
  })

  it('shows a failure as the alert only while failed, a 422 for no field only while invalid', () => {
    expect(at('failed', { failure: { status: 429, retryAfter: 60 } }).alert).toEqual({
      kind: 'failed',
      failure: { status: 429, retryAfter: 60 },
    })
    expect(at('editing', { failure: { status: 429 } }).alert).toBeNull()
    expect(at('invalid', { message: 'Link già usato.' }).alert).toEqual({
      kind: 'refused',
      message: 'Link già usato.',
    })
  })
})
