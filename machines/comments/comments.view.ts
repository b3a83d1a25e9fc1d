/** What a post's comments show, from the comments machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { Comment } from '../../contracts/social/schemas'
import type { commentsMachine } from './comments.machine'

export interface CommentsView {
  /** Comments, oldest first, with their replies apart. */
  roots: Comment[]
  repliesOf: Record<number, Comment[]>
  /** A call is under way: the forms' buttons wait. */
  busy: boolean
  /** The form whose call is under way. */
  sending: string | null
  /** Each form's failure: the server's first field message or its message (none: the page's own words). */
  errors: Record<string, { message?: string }>
}

export function commentsView(snapshot: SnapshotFrom<typeof commentsMachine>): CommentsView {
  const { comments, errors, form } = snapshot.context
  const repliesOf: Record<number, Comment[]> = {}
  for (const comment of comments)
    if (comment.parent_id !== null) (repliesOf[comment.parent_id] ??= []).push(comment)
  return {
    roots: comments.filter((comment) => comment.parent_id === null),
    repliesOf,
    busy: snapshot.hasTag('busy'),
    sending: form,
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, error]) => [
        key,
        { message: (error.fields && Object.values(error.fields)[0]) ?? error.message },
      ]),
    ),
  }
}
