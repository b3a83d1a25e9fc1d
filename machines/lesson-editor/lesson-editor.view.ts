/** What a lesson's row shows, from the lesson-editor machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { StudioCallError } from '../course-manager/call-error'
import type { lessonEditorMachine } from './lesson-editor.machine'

export interface LessonEditorView {
  /** The free preview box. */
  free: boolean
  saving: boolean
  /** The row's line: the failure, or 'Salvato' after a save. */
  status: 'error' | 'saved' | null
  error: StudioCallError | null
}

export function lessonEditorView(snapshot: SnapshotFrom<typeof lessonEditorMachine>): LessonEditorView {
  const { free, error, saved } = snapshot.context
  return {
    free,
    saving: snapshot.hasTag('busy'),
    status: error ? 'error' : saved ? 'saved' : null,
    error,
  }
}
