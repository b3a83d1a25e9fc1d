/** What a diary page's form shows, from the diary-entry machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { DiaryField, diaryEntryMachine } from './diary-entry.machine'

export interface DiaryEntryView {
  /** Saving: the buttons wait. */
  busy: boolean
  /** The messages by field: the page's own, or the server's 422. */
  errors: Partial<Record<DiaryField, string>>
  /** Not saved: the server's message when it gave one below 500; else the page's own words. */
  failure: { message?: string } | null
}

export function diaryEntryView(snapshot: SnapshotFrom<typeof diaryEntryMachine>): DiaryEntryView {
  const { errors, failure } = snapshot.context
  return {
    busy: snapshot.hasTag('busy'),
    errors,
    failure: failure
      ? { message: failure.status !== undefined && failure.status < 500 ? failure.message : undefined }
      : null,
  }
}
