/** What the app shell shows of the session, from the session machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { User } from '../../contracts/accounts/schemas'
import type { SessionEndReason, SessionError, sessionMachine } from './session.machine'

export type SessionStatus = 'anonymous' | 'restoring' | 'signingIn' | 'authenticated' | 'loggingOut'

export interface SessionView {
  status: SessionStatus
  /** Restoring, signing in or logging out: the shell shows its spinner, forms their busy state. */
  loading: boolean
  user: User | null
  loggedIn: boolean
  /** Why the last login failed (the login form's message). */
  error: SessionError | undefined
  /** Why the previous session ended, for the login page. */
  ended: SessionEndReason | undefined
}

export function sessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const value = snapshot.value
  const status = (typeof value === 'string' ? value : Object.keys(value)[0]) as SessionStatus
  const { user, error, ended } = snapshot.context
  return {
    status,
    loading: snapshot.hasTag('loading'),
    user,
    loggedIn: status === 'authenticated' && user !== null,
    error,
    ended,
  }
}
