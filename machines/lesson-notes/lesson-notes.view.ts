/** What a lesson's notes show, from the lesson-notes machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { LessonNote } from '../../contracts/learning/schemas'
import type { lessonNotesMachine } from './lesson-notes.machine'

export interface LessonNotesView {
  /** loading: a placeholder; failed: a retry; empty: the first note is to be taken; ready: the list. */
  phase: 'loading' | 'failed' | 'empty' | 'ready'
  notes: LessonNote[]
  /** The list is read again after a change: shown dimmed meanwhile. */
  stale: boolean
  /** A call is under way: the forms' buttons wait. */
  busy: boolean
  /** The form whose call is under way ('new', or `note:{id}`). */
  sending: string | null
  /**
   * Each form's failure: the server's message for the text, or its message below 500 (none: the page's
   * own words; a 5xx's message is not written for people).
   */
  errors: Record<string, { message?: string }>
}

export function lessonNotesView(snapshot: SnapshotFrom<typeof lessonNotesMachine>): LessonNotesView {
  const { notes, errors, form } = snapshot.context
  const phase = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : notes.length === 0
        ? 'empty'
        : 'ready'
  return {
    phase,
    notes,
    stale: snapshot.matches({ ready: 'refreshing' }),
    busy: snapshot.hasTag('busy'),
    sending: form,
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, error]) => [
        key,
        {
          message:
            error.fields?.text ??
            (error.status !== undefined && error.status < 500 ? error.message : undefined),
        },
      ]),
    ),
  }
}
