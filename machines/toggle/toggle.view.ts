/** What a toggle shows (pressed or not, a reaction chosen), from the toggle machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { StudioCallError } from '../course-manager/call-error'
import type { toggleMachine } from './toggle.machine'

export interface ToggleView<TValue = unknown> {
  /** The value shown: the one asked for while saving, else the confirmed one. */
  value: TValue
  /** The server is being asked: the control waits. */
  busy: boolean
  /** The last change was refused and rolled back: the server's message, if any. */
  error: StudioCallError | null
}

export function toggleView<TValue = unknown>(
  snapshot: SnapshotFrom<typeof toggleMachine>,
): ToggleView<TValue> {
  return {
    value: snapshot.context.shown as TValue,
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
  }
}
