/**
 * A post's comments and replies (issue 17): the list oldest first with replies under their
 * comment, a form to comment and one to answer, edit and delete of one's own (delete with a
 * confirm; the post's author may delete any under their post), report of someone else's.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { SOCIAL_LIMITS, type Comment, type PostCounts } from '../../../../../contracts/social/schemas'
import { isApiError } from '../../../../shared/api'
import { useLocale } from '../../../../shared/i18n/use-locale'
import { RouteLink } from '../../../../shared/lib/routing'
import { Avatar } from '../../../../shared/ui/avatar'
import { Button } from '../../../../shared/ui/button'
import { useConfirm } from '../../../../shared/ui/confirm-dialog'
import { addComment, editComment, removeComment } from '../../api'
import { RichText } from './post-card'
import { ReportButton } from './report-button'
import { formatWhen } from './when'

const failureText = (failure: unknown, fallback: string) =>
  isApiError(failure)
    ? (Object.values(failure.fieldErrors)[0]?.[0] ?? failure.serverMessage ?? fallback)
    : fallback

function CommentForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string
  initial?: string
  submitLabel: string
  onSubmit: (text: string) => Promise<void>
  onCancel?: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!text.trim()) {
      setError(t`Scrivi il commento.`)
      return
    }
    setBusy(true)
    setError('')
    try {
      await onSubmit(text)
      setText('')
    } catch (failure) {
      setError(failureText(failure, t`Commento non salvato.`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={SOCIAL_LIMITS.commentMax}
        placeholder={label}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button outline onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}

function CommentItem({
  comment,
  postIsMine,
  onReply,
  onChanged,
  onDeleted,
}: {
  comment: Comment
  postIsMine: boolean
  onReply?: () => void
  onChanged: (comment: Comment) => void
  onDeleted: (comment: Comment, counts: PostCounts) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { confirm, confirmDialog } = useConfirm()
  const [editing, setEditing] = useState(false)
  const remove = () =>
    void confirm({
      title: t`Eliminare il commento?`,
      text:
        comment.parent_id === null ? t`Anche le risposte a questo commento saranno eliminate.` : undefined,
      yes: t`Elimina`,
      onConfirm: async () => onDeleted(comment, await removeComment(comment.id)),
    })
  return (
    <div className="flex gap-3" data-comment-id={comment.id}>
      <Avatar name={comment.author.full_name} url={comment.author.avatar_url} size={32} />
      <div className="min-w-0 flex-1">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <p className="text-sm">
            <RouteLink
              name="id"
              params={{ id: comment.author.slug }}
              className="font-semibold text-slate-900 hover:underline"
            >
              {comment.author.full_name}
            </RouteLink>{' '}
            <time dateTime={comment.created_at} className="text-xs text-slate-600">
              {formatWhen(comment.created_at, locale)}
            </time>
          </p>
          {editing ? (
            <CommentForm
              label={t`Modifica il commento`}
              initial={comment.text}
              submitLabel={t`Salva`}
              onSubmit={async (text) => {
                onChanged(await editComment(comment.id, text))
                setEditing(false)
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="text-sm">
              <RichText text={comment.text} />
            </div>
          )}
        </div>
        <div className="mt-1 flex flex-wrap gap-3 text-xs">
          {onReply && (
            <button type="button" className="text-brand-800 hover:underline" onClick={onReply}>
              <Trans>Rispondi</Trans>
            </button>
          )}
          {comment.is_mine && !editing && (
            <button type="button" className="text-slate-700 hover:underline" onClick={() => setEditing(true)}>
              <Trans>Modifica</Trans>
            </button>
          )}
          {(comment.is_mine || postIsMine) && (
            <button type="button" className="text-red-700 hover:underline" onClick={remove}>
              <Trans>Elimina</Trans>
            </button>
          )}
          {!comment.is_mine && <ReportButton kind="comment" id={comment.id} />}
        </div>
      </div>
      {confirmDialog}
    </div>
  )
}

export function Comments({
  postId,
  postIsMine,
  comments,
  onComments,
  onCounts,
}: {
  postId: number
  postIsMine: boolean
  comments: Comment[]
  onComments: (comments: Comment[]) => void
  onCounts: (counts: PostCounts) => void
}) {
  const { t } = useLingui()
  const [replyTo, setReplyTo] = useState<number | null>(null)
  const roots = comments.filter((comment) => comment.parent_id === null)
  const repliesOf = (id: number) => comments.filter((comment) => comment.parent_id === id)
  const send = async (text: string, parentId: number | null) => {
    const { comment, counts } = await addComment(postId, text, parentId)
    onComments([...comments, comment])
    onCounts(counts)
    setReplyTo(null)
  }
  const changed = (next: Comment) => onComments(comments.map((c) => (c.id === next.id ? next : c)))
  const deleted = (gone: Comment, counts: PostCounts) => {
    onComments(comments.filter((c) => c.id !== gone.id && c.parent_id !== gone.id))
    onCounts(counts)
  }
  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Commenti</Trans>
      </h2>
      <CommentForm
        label={t`Scrivi un commento`}
        submitLabel={t`Commenta`}
        onSubmit={(text) => send(text, null)}
      />
      {roots.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Nessun commento per ora: scrivi il primo.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {roots.map((comment) => (
            <li key={comment.id} className="space-y-3">
              <CommentItem
                comment={comment}
                postIsMine={postIsMine}
                onReply={() => setReplyTo(comment.id)}
                onChanged={changed}
                onDeleted={deleted}
              />
              <ul className="ml-11 space-y-3">
                {repliesOf(comment.id).map((reply) => (
                  <li key={reply.id}>
                    <CommentItem
                      comment={reply}
                      postIsMine={postIsMine}
                      onReply={() => setReplyTo(comment.id)}
                      onChanged={changed}
                      onDeleted={deleted}
                    />
                  </li>
                ))}
                {replyTo === comment.id && (
                  <li>
                    <CommentForm
                      label={t`Rispondi a ${comment.author.full_name}`}
                      submitLabel={t`Rispondi`}
                      onSubmit={(text) => send(text, comment.id)}
                      onCancel={() => setReplyTo(null)}
                    />
                  </li>
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
