/** What /mysettings/help's ticket form shows, from the support-ticket machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { TicketReceipt } from '../../contracts/support/tickets'
import type { SettingsFormView } from '../settings-form/settings-form.view'
import type { supportTicketMachine, TicketFile } from './support-ticket.machine'

export type SupportTicketPhase =
  'editing' | 'invalid' | 'failed' | 'attachingFlow' | 'sending' | 'throttled' | 'sent'

export interface SupportTicketView {
  phase: SupportTicketPhase
  /** The flow or the ticket is on its way: the form waits. */
  busy: boolean
  /** The button waits: busy, or too many tickets until Retry-After has passed. */
  waiting: boolean
  files: readonly TicketFile[]
  /** The share of the files uploaded, 0 to 100, while they go (null: nothing to show). */
  percent: number | null
  errors: Partial<Record<string, string>>
  alert: SettingsFormView['alert']
  /** The ticket sent: its number, the flow's code, the files kept. */
  receipt: TicketReceipt | null
}

export function supportTicketView(snapshot: SnapshotFrom<typeof supportTicketMachine>): SupportTicketView {
  const value = snapshot.value
  const phase = (typeof value === 'string' ? value : value.form) as SupportTicketPhase
  const { files, progress, errors, message, failure, receipt } = snapshot.context
  const busy = snapshot.hasTag('busy')
  return {
    phase,
    busy,
    waiting: busy || phase === 'throttled',
    files,
    // a ticket without files sends no upload to follow
    percent: progress === null || files.length === 0 ? null : Math.round(progress * 100),
    errors,
    alert:
      phase === 'invalid' && message !== null
        ? { kind: 'refused', message }
        : (phase === 'failed' || phase === 'throttled') && failure
          ? { kind: 'failed', failure }
          : null,
    receipt: phase === 'sent' ? receipt : null,
  }
}
