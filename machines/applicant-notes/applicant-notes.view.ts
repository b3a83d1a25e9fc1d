/** What an applicant's notes show, from the applicant-notes machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { applicantNotesMachine } from './applicant-notes.machine'

export interface ApplicantNotesView {
  notes: string
  /** The save button: something changed and no save is under way. */
  canSave: boolean
  saving: boolean
  /** The line beside the button: 'saved', the server's reason, or 'failed' with none. */
  outcome: 'saved' | { message: string } | 'failed' | null
}

export function applicantNotesView(snapshot: SnapshotFrom<typeof applicantNotesMachine>): ApplicantNotesView {
  const { notes, saved, outcome } = snapshot.context
  const saving = snapshot.hasTag('busy')
  return {
    notes,
    canSave: !saving && notes !== saved,
    saving,
    outcome:
      outcome === null
        ? null
        : outcome.saved
          ? 'saved'
          : outcome.message !== undefined
            ? { message: outcome.message }
            : 'failed',
  }
}
