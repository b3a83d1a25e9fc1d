/** What a form of /me shows, from the profile-form machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { profileFormMachine } from './profile-form.machine'

export interface ProfileFormView {
  open: boolean
  saving: boolean
  values: Record<string, unknown>
  /** The server's messages by field. */
  errors: Record<string, string>
  /** The first of them, for a form with one place to say it (a tag list). */
  firstError: string | null
  /** The save failed other than by field: the values are still here. */
  failed: boolean
}

export function profileFormView(snapshot: SnapshotFrom<typeof profileFormMachine>): ProfileFormView {
  const { values, errors, failure } = snapshot.context
  return {
    open: !snapshot.matches('closed'),
    saving: snapshot.hasTag('busy'),
    values,
    errors,
    firstError: Object.values(errors)[0] ?? null,
    failed: failure !== null,
  }
}
