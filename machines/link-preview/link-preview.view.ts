/** What the composer shows under the link, from the link-preview machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { LinkPreview } from '../../contracts/social/schemas'
import type { linkPreviewMachine } from './link-preview.machine'

/** 'loading' while the server fetches it, its data once it came, else nothing. */
export type LinkPreviewView = 'loading' | LinkPreview | null

export function linkPreviewView(snapshot: SnapshotFrom<typeof linkPreviewMachine>): LinkPreviewView {
  if (snapshot.matches('loading')) return 'loading'
  return snapshot.matches('shown') ? snapshot.context.preview : null
}
