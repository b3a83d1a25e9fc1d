/** What a settings form shows, from its machine's snapshot (each flow's view mapper starts here). */
import type { SnapshotFrom } from 'xstate'
import type { FormFailure, SettingsFormMachine } from './settings-form'

export type SettingsFormPhase = 'editing' | 'confirming' | 'submitting' | 'saved' | 'invalid' | 'failed'

export interface SettingsFormView<TOutput = unknown> {
  phase: SettingsFormPhase
  /** The call is under way: the button waits with its spinner. */
  busy: boolean
  /** The confirmation is open (deleting the account). */
  confirming: boolean
  /** The last call's answer, while the form says it was saved. */
  saved: TOutput | null
  /** Messages by field: the view's own checks or the server's 422. */
  errors: Partial<Record<string, string>>
  /**
   * The form's own alert: a 422's message for no field of the form, or a failed call (its status:
   * none for a network failure, 429 too many, the server's message below 500).
   */
  alert: { kind: 'refused'; message: string } | { kind: 'failed'; failure: FormFailure } | null
}

export function settingsFormView<TOutput = unknown>(
  snapshot: SnapshotFrom<SettingsFormMachine>,
): SettingsFormView<TOutput> {
  const value = snapshot.value
  const phase = (typeof value === 'string' ? value : (value as { form: string }).form) as SettingsFormPhase
  const { errors, message, failure, output } = snapshot.context
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    confirming: phase === 'confirming',
    saved: phase === 'saved' ? (output as TOutput) : null,
    errors,
    alert:
      phase === 'invalid' && message !== null
        ? { kind: 'refused', message }
        : phase === 'failed' && failure
          ? { kind: 'failed', failure }
          : null,
  }
}
