/** What the password reset page shows, from the password-reset machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { PasswordResetError, PasswordResetNotice, passwordResetMachine } from './password-reset.machine'

/** The form on screen: the e-mail, the PIN, the new password, or done (the page leaves for login). */
export type PasswordResetStep = 'email' | 'pin' | 'password' | 'done'

export interface PasswordResetView {
  step: PasswordResetStep
  /** A call is under way: the form's button shows a spinner and is disabled. */
  busy: boolean
  /** Which call: sending the PIN, sending it again, checking it, or saving the password. */
  running: 'sendPin' | 'resendPin' | 'verifyPin' | 'updatePassword' | null
  email: string
  /** "PIN sent" or "PIN sent again" above the PIN field. */
  notice: PasswordResetNotice | undefined
  error: PasswordResetError | undefined
}

const STEP = {
  askEmail: 'email',
  sendingPin: 'email',
  enterPin: 'pin',
  resendingPin: 'pin',
  verifyingPin: 'pin',
  newPassword: 'password',
  updating: 'password',
  done: 'done',
} as const satisfies Record<string, PasswordResetStep>

const RUNNING = {
  sendingPin: 'sendPin',
  resendingPin: 'resendPin',
  verifyingPin: 'verifyPin',
  updating: 'updatePassword',
} as const

export function passwordResetView(snapshot: SnapshotFrom<typeof passwordResetMachine>): PasswordResetView {
  const state = snapshot.value as keyof typeof STEP
  return {
    step: STEP[state] ?? 'pin',
    busy: snapshot.hasTag('busy'),
    running: (RUNNING as Record<string, PasswordResetView['running']>)[state] ?? null,
    email: snapshot.context.email,
    notice: snapshot.context.notice,
    error: snapshot.context.error,
  }
}
