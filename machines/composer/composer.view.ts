/** What the composer shows, from the composer machine's snapshot (the link's preview: link-preview). */
import type { SnapshotFrom } from 'xstate'
import type { composerMachine } from './composer.machine'

export interface ComposerView {
  text: string
  link: string
  /** Publishing (the post, then its image): the button waits. */
  busy: boolean
  /** Submitted without text. */
  missingText: boolean
  /** The server's messages for the text and the link (422). */
  fieldErrors: { text?: string; link_url?: string }
  /** Not published: 'network' (no answer came) or the server's refusal (with its message, if any). */
  failure: { kind: 'network' } | { kind: 'refused'; message?: string } | null
  /** The image was refused: its message if the server gave one (the post is out without it). */
  imageError: { message?: string } | null
  /** Just published: the page says so. */
  published: boolean
  /** Changes when the picked image is cleared: the file input's key. */
  imageFor: number | null
}

export function composerView(snapshot: SnapshotFrom<typeof composerMachine>): ComposerView {
  const { context } = snapshot
  const error = context.publishError
  const fields = error?.fields ?? {}
  return {
    text: context.text,
    link: context.link,
    busy: snapshot.hasTag('busy'),
    missingText: context.missingText,
    fieldErrors: { text: fields.text, link_url: fields.link_url },
    failure: !error
      ? null
      : error.status === undefined
        ? { kind: 'network' }
        : error.fields
          ? null
          : { kind: 'refused', message: error.message },
    imageError: context.imageError,
    published: context.published !== null && snapshot.matches('editing'),
    imageFor: context.imageFor,
  }
}
