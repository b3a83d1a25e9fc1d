/** What the phone section of the account settings shows, from the machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { PhoneChangeError, phoneChangeMachine } from './phone-change.machine'

export type PhoneChangePhase = 'editing' | 'codeSent' | 'changed'

export interface PhoneChangeView {
  /** Which form shows: the number, the code, or the confirmation. */
  phase: PhoneChangePhase
  /** A call is under way: the form's button is disabled and shows a spinner. */
  busy: boolean
  /** Which call runs, if any. */
  running: 'send' | 'resend' | 'verify' | null
  error: PhoneChangeError | undefined
  /** Where the code went (while the code form shows) and when another one may be asked for. */
  sentTo: string | null
  resendAt: string | null
  /** The number the account holds, once verified. */
  verified: string | null
}

export function phoneChangeView(snapshot: SnapshotFrom<typeof phoneChangeMachine>): PhoneChangeView {
  const { sent, verified, error } = snapshot.context
  const running = snapshot.matches('sending')
    ? 'send'
    : snapshot.matches('resending')
      ? 'resend'
      : snapshot.matches('verifying')
        ? 'verify'
        : null
  const phase: PhoneChangePhase =
    snapshot.matches('editing') || snapshot.matches('sending')
      ? 'editing'
      : snapshot.matches('changed')
        ? 'changed'
        : 'codeSent'
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    running,
    error,
    sentTo: sent ? `${sent.phone_code} ${sent.phone}` : null,
    resendAt: sent?.resend_at ?? null,
    verified: verified ? `${verified.phone_code} ${verified.phone}` : null,
  }
}
