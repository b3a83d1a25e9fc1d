/** What a dialog shows and accepts, from the dialog machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { dialogMachine } from './dialog.machine'

export type DialogPhase = 'closed' | 'opening' | 'open' | 'closing'

export interface DialogView {
  phase: DialogPhase
  /** Mounted on the page: from opening until closing has played. */
  visible: boolean
  /** Opening or open: the dialog holds the focus (closing lets it go back). */
  holdsFocus: boolean
  /** The close button and the answers are disabled. */
  disabled: boolean
  /** An action runs: the panel is aria-busy. */
  loading: boolean
  /** Escape and the backdrop close it. */
  dismissible: boolean
  /** The answer it closed with; undefined until it closes. */
  result: boolean | undefined
}

export function dialogView(snapshot: SnapshotFrom<typeof dialogMachine>): DialogView {
  const phase = snapshot.value as DialogPhase
  const { disabled, loading, persistent, result } = snapshot.context
  return {
    phase,
    visible: phase !== 'closed',
    holdsFocus: phase === 'opening' || phase === 'open',
    disabled,
    loading,
    dismissible: (phase === 'opening' || phase === 'open') && !persistent && !disabled,
    result,
  }
}
