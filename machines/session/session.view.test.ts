import { describe, expect, it } from 'vitest'
import type { User } from '../../contracts/accounts/schemas'
import { sessionMachine, type SessionContext } from './session.machine'
import { sessionView } from './session.view'

const user = { id: 5, email: 'studente@aula.test' } as User
const base: SessionContext = { user: null, subscription: null, locale: 'it', hasTokenCookie: false }
const at = (value: unknown, context: Partial<SessionContext> = {}) =>
  sessionView(sessionMachine.resolveState({ value: value as never, context: { ...base, ...context } }))

describe('sessionView', () => {
  it('says who is logged in, and when the shell waits', () => {
    expect(at('anonymous', { ended: 'expired' })).toEqual({
      status: 'anonymous',
      loading: false,
      user: null,
      loggedIn: false,
      error: undefined,
      ended: 'expired',
    })
    expect(at('restoring')).toMatchObject({ status: 'restoring', loading: true, loggedIn: false })
    expect(at({ signingIn: 'credentials' }, { error: { status: 422 } })).toMatchObject({
      status: 'signingIn',
      loading: true,
      error: { status: 422 },
    })
    expect(at('authenticated', { user })).toMatchObject({
      status: 'authenticated',
      loading: false,
      loggedIn: true,
      user,
    })
    expect(at('loggingOut', { user })).toMatchObject({ status: 'loggingOut', loading: true, loggedIn: false })
  })
})
