/** What the partnership button shows, from the machine's snapshot (views never re-derive a guard). */
import type { SnapshotFrom } from 'xstate'
import type { PartnershipError } from './partnership.machine'
import type { partnershipMachine } from './partnership.machine'

export type PartnershipPhase =
  'loading' | 'failed' | 'none' | 'pendingSent' | 'pendingReceived' | 'partners' | 'confirmingTerminate'

export interface PartnershipView {
  phase: PartnershipPhase
  /** A call is under way: buttons are disabled and show a spinner. */
  busy: boolean
  /** Which action is running, if any. */
  running: 'request' | 'cancel' | 'accept' | 'reject' | 'terminate' | null
  canRequest: boolean
  canCancel: boolean
  canAccept: boolean
  canReject: boolean
  canTerminate: boolean
  error: PartnershipError | undefined
  changed: boolean
}

const RUNNING = {
  requesting: 'request',
  cancelling: 'cancel',
  accepting: 'accept',
  rejecting: 'reject',
  terminating: 'terminate',
} as const

export function partnershipView(snapshot: SnapshotFrom<typeof partnershipMachine>): PartnershipView {
  const running =
    (Object.entries(RUNNING).find(([state]) => snapshot.matches(state as keyof typeof RUNNING))?.[1] as
      PartnershipView['running'] | undefined) ?? null
  const standing = snapshot.context.standing
  const settled: PartnershipPhase[] = [
    'failed',
    'none',
    'pendingSent',
    'pendingReceived',
    'partners',
    'confirmingTerminate',
  ]
  const phase =
    settled.find((state) => snapshot.matches(state)) ??
    // while a call runs, the button keeps the look of where the pair stood
    (standing === null
      ? 'loading'
      : (
          {
            none: 'none',
            pending_sent: 'pendingSent',
            pending_received: 'pendingReceived',
            accepted: 'partners',
          } as const
        )[standing])
  return {
    phase: snapshot.matches('loading') && standing === null ? 'loading' : phase,
    busy: snapshot.hasTag('busy'),
    running,
    canRequest: snapshot.can({ type: 'partnership.request' }),
    canCancel: snapshot.can({ type: 'partnership.cancel' }),
    canAccept: snapshot.can({ type: 'partnership.accept' }),
    canReject: snapshot.can({ type: 'partnership.reject' }),
    canTerminate: snapshot.can({ type: 'partnership.terminate' }),
    error: snapshot.context.error,
    changed: snapshot.context.notice === 'changed',
  }
}
