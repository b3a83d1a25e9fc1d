/**
 * A post's comments and replies (issue 17): the list oldest first with replies under their
 * comment, a form to comment and one to answer, edit and delete of one's own (delete with a
 * confirm; the post's author may delete any under their post), report of someone else's.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { SOCIAL_LIMITS, type Comment, type PostCounts } from '../../../../../contracts/social/schemas'
import type { CommentsView } from '../../../../../machines/comments'
import { useLocale } from '../../../../shared/i18n/use-locale'
import { RouteLink } from '../../../../shared/lib/routing'
import { Avatar } from '../../../../shared/ui/avatar'
import { Button } from '../../../../shared/ui/button'
import { useConfirm } from '../../../../shared/ui/confirm-dialog'
import { settle, useComments, useEmitted, type CommentsActor } from '../../actors'
import { RichText } from './post-card'
import { ReportButton } from './report-button'
import { formatWhen } from './when'

interface Thread {
  actor: CommentsActor
  view: CommentsView
}

/** A form of the thread, named `form` in the machine: its text stays here until it went through. */
function CommentForm({
  thread,
  form,
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  thread: Thread
  form: string
  label: string
  initial?: string
  submitLabel: string
  onSubmit: (text: string) => void
  onCancel?: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [text, setText] = useState(initial)
  const [missing, setMissing] = useState(false)
  useEmitted(thread.actor, 'saved', (event) => {
    if (event.type === 'saved' && event.form === form) setText('')
  })
  const failure = thread.view.errors[form]
  const error = missing
    ? t`Scrivi il commento.`
    : failure
      ? (failure.message ?? t`Commento non salvato.`)
      : ''
  const submit = () => {
    setMissing(!text.trim())
    if (text.trim()) onSubmit(text)
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
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
        <Button type="submit" disabled={thread.view.busy}>
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
  thread,
  comment,
  postIsMine,
  onReply,
}: {
  thread: Thread
  comment: Comment
  postIsMine: boolean
  onReply?: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { confirm, confirmDialog } = useConfirm()
  const [editing, setEditing] = useState(false)
  const form = `edit:${comment.id}`
  useEmitted(thread.actor, 'saved', (event) => {
    if (event.type === 'saved' && event.form === form) setEditing(false)
  })
  const remove = () =>
    void confirm({
      title: t`Eliminare il commento?`,
      text:
        comment.parent_id === null ? t`Anche le risposte a questo commento saranno eliminate.` : undefined,
      yes: t`Elimina`,
      // the dialog stays open when the machine says the removal failed
      onConfirm: () =>
        settle(thread.actor, { type: 'comments.remove', id: comment.id }, 'removed', 'removeFailed'),
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
              thread={thread}
              form={form}
              label={t`Modifica il commento`}
              initial={comment.text}
              submitLabel={t`Salva`}
              onSubmit={(text) => thread.actor.send({ type: 'comments.edit', form, id: comment.id, text })}
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
  initial,
  onCounts,
}: {
  postId: number
  postIsMine: boolean
  /** The comments as the page loaded them; machines/comments keeps them from there (../../actors.ts). */
  initial: Comment[]
  onCounts: (counts: PostCounts) => void
}) {
  const { t } = useLingui()
  const [replyTo, setReplyTo] = useState<number | null>(null)
  const thread = useComments({ postId, comments: initial }, onCounts)
  const { roots, repliesOf } = thread.view
  useEmitted(thread.actor, 'saved', (event) => {
    if (event.type === 'saved' && event.form.startsWith('reply:')) setReplyTo(null)
  })
  const send = (form: string, text: string, parentId: number | null) =>
    thread.actor.send({ type: 'comments.add', form, text, parentId })
  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Commenti</Trans>
      </h2>
      <CommentForm
        thread={thread}
        form="new"
        label={t`Scrivi un commento`}
        submitLabel={t`Commenta`}
        onSubmit={(text) => send('new', text, null)}
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
                thread={thread}
                comment={comment}
                postIsMine={postIsMine}
                onReply={() => setReplyTo(comment.id)}
              />
              <ul className="ml-11 space-y-3">
                {(repliesOf[comment.id] ?? []).map((reply) => (
                  <li key={reply.id}>
                    <CommentItem
                      thread={thread}
                      comment={reply}
                      postIsMine={postIsMine}
                      onReply={() => setReplyTo(comment.id)}
                    />
                  </li>
                ))}
                {replyTo === comment.id && (
                  <li>
                    <CommentForm
                      thread={thread}
                      form={`reply:${comment.id}`}
                      label={t`Rispondi a ${comment.author.full_name}`}
                      submitLabel={t`Rispondi`}
                      onSubmit={(text) => send(`reply:${comment.id}`, text, comment.id)}
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
