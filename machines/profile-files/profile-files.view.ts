/** What the files of /me show, from the profile-files machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { MediaCollection } from '../../contracts/media/schemas'
import type { profileFilesMachine } from './profile-files.machine'

export interface ProfileFilesView {
  /** The collection a file is going up to: "Caricamento…" shows and the pickers wait. */
  uploading: MediaCollection | null
  busy: boolean
  /**
   * Why the last upload failed: the server's reason for the file (a 422's first message), or
   * 'failed' when there is none to tell. A failed delete is said by its confirmation instead.
   */
  uploadError: { reason: string } | 'failed' | null
  removeFailed: boolean
}

export function profileFilesView(snapshot: SnapshotFrom<typeof profileFilesMachine>): ProfileFilesView {
  const { uploading, error } = snapshot.context
  const reason = error?.status === 422 ? Object.values(error.fields ?? {})[0] : undefined
  return {
    uploading,
    busy: snapshot.hasTag('busy'),
    uploadError: error?.kind !== 'upload' ? null : reason !== undefined ? { reason } : 'failed',
    removeFailed: error?.kind === 'remove',
  }
}
