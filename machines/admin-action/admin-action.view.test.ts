import { describe, expect, it } from 'vitest'
import { adminActionMachine, type AdminActionContext } from './admin-action.machine'
import { adminActionView } from './admin-action.view'

const at = (value: string, context: Partial<AdminActionContext> = {}) =>
  adminActionView(
    adminActionMachine.resolveState({
      value,
      context: { action: null, reason: '', error: null, done: null, ...context },
    }),
  )

describe('adminActionView', () => {
  it('shows the buttons when idle, the confirmation with its reason field for an account change', () => {
    expect(at('idle')).toEqual({
      phase: 'idle',
      confirming: false,
      busy: false,
      action: null,
      asksReason: false,
      reason: '',
      reasonMissing: false,
      failure: null,
      done: null,
    })
    expect(at('confirming', { action: 'block', reason: 'spam' })).toMatchObject({
      confirming: true,
      action: 'block',
      asksReason: true,
      reason: 'spam',
      busy: false,
    })
    expect(at('confirming', { action: 'dismiss' })).toMatchObject({ confirming: true, asksReason: false })
  })

  it('waits while submitting; says a reason is missing, or the server’s message (or none)', () => {
    expect(at('submitting', { action: 'refund' })).toMatchObject({ confirming: true, busy: true })
    expect(at('confirming', { action: 'block', error: { kind: 'reasonRequired' } })).toMatchObject({
      reasonMissing: true,
      failure: null,
    })
    expect(
      at('confirming', { action: 'hide', error: { kind: 'failed', message: 'Già nascosto' } }),
    ).toMatchObject({ reasonMissing: false, failure: 'Già nascosto' })
    expect(at('confirming', { action: 'hide', error: { kind: 'failed' } }).failure).toBe('')
  })

  it('done: the buttons again, with what was done', () => {
    expect(at('done', { done: 'hide' })).toMatchObject({ phase: 'done', confirming: false, done: 'hide' })
  })
})
