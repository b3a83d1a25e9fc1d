/** What a lesson's notes show, from the lesson-notes machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { LessonNote } from '../../contracts/learning/schemas'
import { ownedListView, type OwnedListView } from '../owned-list/owned-list'
import type { lessonNotesMachine } from './lesson-notes.machine'

/**
 * phase — empty: the first note is to be taken; sending — the form whose call is under way ('new',
 * or `note:{id}`); the rest as machines/owned-list says.
 */
export interface LessonNotesView extends OwnedListView {
  notes: LessonNote[]
}

export function lessonNotesView(snapshot: SnapshotFrom<typeof lessonNotesMachine>): LessonNotesView {
  const { notes } = snapshot.context
  return { ...ownedListView(snapshot, notes), notes }
}
