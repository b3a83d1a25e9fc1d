/** What an admin's action panel shows, from the admin-action machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import { needsReason, type AdminAction, type adminActionMachine } from './admin-action.machine'

export type AdminActionPhase = 'idle' | 'confirming' | 'submitting' | 'done'

export interface AdminActionView {
  phase: AdminActionPhase
  /** The confirmation is open (while it is being carried out too). */
  confirming: boolean
  /** The server is doing it: the buttons wait. */
  busy: boolean
  /** The action being confirmed. */
  action: AdminAction | null
  /** This action keeps a reason: the field shows. */
  asksReason: boolean
  reason: string
  /** Confirmed with no reason: the field's message. */
  reasonMissing: boolean
  /** The server refused or could not be reached: its message, or '' for the page's own. */
  failure: string | null
  /** The last action carried out. */
  done: AdminAction | null
}

export function adminActionView(snapshot: SnapshotFrom<typeof adminActionMachine>): AdminActionView {
  const phase = snapshot.value as AdminActionPhase
  const { action, reason, error, done } = snapshot.context
  const confirming = (phase === 'confirming' || phase === 'submitting') && action !== null
  return {
    phase,
    confirming,
    busy: snapshot.hasTag('busy'),
    action: confirming ? action : null,
    asksReason: confirming && action !== null && needsReason(action),
    reason,
    reasonMissing: error?.kind === 'reasonRequired',
    failure: error?.kind === 'failed' ? (error.message ?? '') : null,
    done,
  }
}
