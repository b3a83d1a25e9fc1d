/** What a job listing's form shows, from the job-listing-editor machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { jobListingEditorMachine, ListingProblem, ListingValues } from './job-listing-editor.machine'

export interface JobListingEditorView {
  values: ListingValues
  /** Under each field: the form's own finding, or the server's message. */
  errors: Partial<Record<keyof ListingValues, { problem: ListingProblem } | { message: string }>>
  /** The save failed other than by field. */
  saveFailed: boolean
  /** The deletion failed: its confirmation stays open. */
  removeFailed: boolean
  busy: boolean
  /** "Salvato." beside the button. */
  justSaved: boolean
}

export function jobListingEditorView(
  snapshot: SnapshotFrom<typeof jobListingEditorMachine>,
): JobListingEditorView {
  const { values, problems, errors, failure, justSaved } = snapshot.context
  const shown: JobListingEditorView['errors'] = {}
  for (const [field, message] of Object.entries(errors)) shown[field as keyof ListingValues] = { message }
  for (const [field, problem] of Object.entries(problems))
    shown[field as keyof ListingValues] = { problem: problem as ListingProblem }
  return {
    values,
    errors: shown,
    saveFailed: failure?.kind === 'save',
    removeFailed: failure?.kind === 'remove',
    busy: snapshot.hasTag('busy'),
    justSaved,
  }
}
