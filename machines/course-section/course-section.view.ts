/** What a manage page's form shows, from the course-section machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { courseSectionMachine, SectionValues } from './course-section.machine'

export interface CourseSectionView {
  values: SectionValues
  errors: Record<string, string>
  /** A general failure: the changes are still here. */
  failed: boolean
  saving: boolean
  /** The values differ from the last saved: the save button is enabled, leaving asks first. */
  dirty: boolean
  /** What the line beside the button says. */
  saveState: 'saving' | 'unsaved' | 'justSaved' | 'saved'
}

export function courseSectionView(snapshot: SnapshotFrom<typeof courseSectionMachine>): CourseSectionView {
  const { values, saved, errors, failure, justSaved } = snapshot.context
  const saving = snapshot.hasTag('busy')
  const dirty = JSON.stringify(values) !== JSON.stringify(saved)
  return {
    values,
    errors,
    failed: failure !== null,
    saving,
    dirty,
    saveState: saving ? 'saving' : dirty ? 'unsaved' : justSaved ? 'justSaved' : 'saved',
  }
}
