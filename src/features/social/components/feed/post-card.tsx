/**
 * One post as the feed and its page show it (issue 17): author and time, text (mentions and the
 * link as links), the link's preview, the reactions (one per person: pressing the own one again
 * removes it), the comment count, and the author's edit, pin and delete (with a confirm) or
 * someone else's report.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { REACTIONS, SOCIAL_LIMITS, type Post, type Reaction } from '../../../../../contracts/social/schemas'
import { useLocale } from '../../../../shared/i18n/use-locale'
import { RouteLink } from '../../../../shared/lib/routing'
import { Avatar } from '../../../../shared/ui/avatar'
import { Button } from '../../../../shared/ui/button'
import { useConfirm } from '../../../../shared/ui/confirm-dialog'
import { Icon } from '../../../../shared/ui/icon'
import { usePin, useReaction, useEditPost, useRemovePost, useRemovePostImage } from '../../actors'
import { PreviewImage } from './preview-image'
import { ReportButton } from './report-button'
import { formatWhen } from './when'

export const REACTION_EMOJI: Record<Reaction, string> = {
  like: '👍',
  love: '❤️',
  clap: '👏',
  insightful: '💡',
  laugh: '😄',
}

export function useReactionLabels(): Record<Reaction, string> {
  const { t } = useLingui()
  return {
    like: t`Mi piace`,
    love: t`Adoro`,
    clap: t`Applauso`,
    insightful: t`Interessante`,
    laugh: t`Divertente`,
  }
}

/** The text with @mentions and web addresses as links (no HTML is ever interpreted). */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  const pattern = /(https?:\/\/[^\s<]+)|(^|[^\w@/.])@([a-z0-9][a-z0-9_-]{0,119})/gi
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (match[1]) {
      parts.push(text.slice(last, start))
      parts.push(
        <a
          key={start}
          href={match[1]}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="break-all text-brand-800 underline"
        >
          {match[1]}
        </a>,
      )
      last = start + match[0].length
    } else if (!/^\d+$/.test(match[3])) {
      const at = start + match[2].length
      parts.push(text.slice(last, at))
      parts.push(
        <RouteLink
          key={at}
          name="id"
          params={{ id: match[3].toLowerCase() }}
          className="font-medium text-brand-800 underline"
        >
          @{match[3]}
        </RouteLink>,
      )
      last = start + match[0].length
    }
  }
  parts.push(text.slice(last))
  return <p className="whitespace-pre-wrap break-words text-slate-900">{parts}</p>
}

export function Reactions({ post, onChange }: { post: Post; onChange: (post: Post) => void }) {
  const { t } = useLingui()
  const labels = useReactionLabels()
  // machines/toggle: the reaction shows at once and goes back if refused (../../actors.ts)
  const reaction = useReaction(post, (mine, counts) => onChange({ ...post, counts, my_reaction: mine }))
  const { busy } = reaction.view
  const error = reaction.view.error ? (reaction.view.error.message ?? t`Reazione non salvata.`) : ''
  const choose = (chosen: Reaction) => reaction.set(reaction.view.value === chosen ? null : chosen)
  return (
    <div>
      <div role="group" aria-label={t`Reazioni`} className="flex flex-wrap gap-1.5">
        {REACTIONS.map((each) => {
          const count = post.counts.reactions[each]
          const mine = reaction.view.value === each
          return (
            <button
              key={each}
              type="button"
              disabled={busy}
              aria-pressed={mine}
              title={labels[each]}
              onClick={() => choose(each)}
              data-reaction={each}
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                mine
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <span aria-hidden="true">{REACTION_EMOJI[each]}</span>
              <span className="sr-only">{labels[each]}</span>
              <span data-testid={`reaction-count-${each}`}>{count}</span>
            </button>
          )
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

function EditForm({ post, onDone }: { post: Post; onDone: (post: Post | null) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(post.text)
  const [link, setLink] = useState(post.link_url ?? '')
  // machines/request for the edit and for taking the image off (../../actors.ts)
  const edit = useEditPost()
  const image = useRemovePostImage()
  const refused = edit.view.error
  const error = {
    text: refused?.fields?.text,
    link_url: refused?.fields?.link_url,
    form: image.view.error
      ? t`Immagine non rimossa.`
      : refused && !refused.fields
        ? refused.status === undefined
          ? t`Modifica non salvata.`
          : (refused.message ?? t`Modifica non salvata.`)
        : undefined,
  }
  const saving = edit.view.busy
  const save = () => {
    edit.send({ id: post.id, body: { text, link_url: link.trim() || null } }).then(onDone, () => undefined)
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <label className="block text-sm font-medium text-slate-900">
        <Trans>Testo del post</Trans>
        <textarea
          value={text}
          maxLength={SOCIAL_LIMITS.postMax}
          rows={4}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error.text ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
        />
      </label>
      {error.text && <p className="text-sm text-red-700">{error.text}</p>}
      <label className="block text-sm font-medium text-slate-900">
        <Trans>Link (facoltativo)</Trans>
        <input
          type="url"
          value={link}
          maxLength={SOCIAL_LIMITS.urlMax}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={error.link_url ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
        />
      </label>
      {error.link_url && <p className="text-sm text-red-700">{error.link_url}</p>}
      {error.form && (
        <p role="alert" className="text-sm text-red-700">
          {error.form}
        </p>
      )}
      {post.image_url && (
        <button
          type="button"
          className="text-sm text-red-700 hover:underline"
          onClick={() => void image.send(post.id).then(onDone, () => undefined)}
        >
          <Trans>Rimuovi l’immagine</Trans>
        </button>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          <Trans>Salva</Trans>
        </Button>
        <Button outline onClick={() => onDone(null)}>
          <Trans>Annulla</Trans>
        </Button>
      </div>
    </form>
  )
}

/** Who wrote the post and when (a link to its page in the feed), edited, pinned or hidden. */
function PostHeader({ post, linkToPage }: { post: Post; linkToPage: boolean }) {
  const locale = useLocale()
  const name = post.author.full_name
  const edited = post.updated_at !== post.created_at
  return (
    <header className="flex items-start gap-3">
      <Avatar name={name} url={post.author.avatar_url} size={44} />
      <div className="min-w-0 flex-1">
        <RouteLink
          id={`post-${post.id}-author`}
          name="id"
          params={{ id: post.author.slug }}
          className="font-semibold text-slate-900 hover:underline"
        >
          {name}
        </RouteLink>
        <p className="text-xs text-slate-600">
          {linkToPage ? (
            <RouteLink name="posts-id" params={{ id: post.id }} className="hover:underline">
              <time dateTime={post.created_at}>{formatWhen(post.created_at, locale)}</time>
            </RouteLink>
          ) : (
            <time dateTime={post.created_at}>{formatWhen(post.created_at, locale)}</time>
          )}
          {edited && (
            <span>
              {' · '}
              <Trans>modificato</Trans>
            </span>
          )}
          {post.pinned && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
              <Trans>In evidenza</Trans>
            </span>
          )}
          {post.hidden && (
            <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-medium text-red-900">
              <Trans>Nascosto dagli amministratori</Trans>
            </span>
          )}
        </p>
      </div>
    </header>
  )
}

export function PostCard({
  post,
  onChange,
  onDeleted,
  linkToPage = true,
}: {
  post: Post
  onChange: (post: Post) => void
  onDeleted: (id: number) => void
  /** The feed links to the post's page; the page itself does not. */
  linkToPage?: boolean
}) {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  const [editing, setEditing] = useState(false)
  // machines/toggle for the pin, machines/request for the removal (../../actors.ts)
  const pinned = usePin(post, (_, saved) => onChange(saved))
  const removal = useRemovePost()
  const error = pinned.view.error ? (pinned.view.error.message ?? t`Non riuscito.`) : ''
  const name = post.author.full_name

  const remove = () =>
    void confirm({
      title: t`Eliminare il post?`,
      text: t`Il post, le sue reazioni e i suoi commenti spariscono per tutti. Non si può annullare.`,
      yes: t`Elimina`,
      onConfirm: async () => {
        await removal.send(post.id)
        onDeleted(post.id)
      },
    })
  const pin = () => pinned.set(!pinned.view.value)

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      data-post-id={post.id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <PostHeader post={post} linkToPage={linkToPage} />

      <div className="mt-3 space-y-3">
        {editing ? (
          <EditForm
            post={post}
            onDone={(saved) => {
              setEditing(false)
              if (saved) onChange(saved)
            }}
          />
        ) : (
          <>
            <RichText text={post.text} />
            {post.image_url && (
              <img
                src={post.image_url}
                alt={t`Immagine del post di ${name}`}
                loading="lazy"
                className="max-h-[32rem] w-full rounded-lg border border-slate-200 object-contain"
              />
            )}
            {post.link_url && (
              <a
                href={post.link_url}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="block rounded-lg border border-slate-200 bg-slate-50 p-3 no-underline hover:bg-slate-100"
              >
                {post.preview && <PreviewImage preview={post.preview} />}
                {post.preview?.title && (
                  <span className="block font-semibold text-slate-900">{post.preview.title}</span>
                )}
                {post.preview?.description && (
                  <span className="mt-1 block text-sm text-slate-700">{post.preview.description}</span>
                )}
                <span className="mt-1 block break-all text-xs text-brand-800">{post.link_url}</span>
              </a>
            )}
          </>
        )}
      </div>

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Reactions post={post} onChange={onChange} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {linkToPage ? (
            <RouteLink
              name="posts-id"
              params={{ id: post.id }}
              className="text-brand-800 hover:underline"
              data-testid="comment-count"
            >
              <Plural value={post.counts.comments} _0="Commenta" one="# commento" other="# commenti" />
            </RouteLink>
          ) : (
            <span className="text-slate-700" data-testid="comment-count">
              <Plural value={post.counts.comments} _0="Nessun commento" one="# commento" other="# commenti" />
            </span>
          )}
          {post.is_mine ? (
            <>
              <button
                type="button"
                className="text-slate-700 hover:underline"
                onClick={() => setEditing(true)}
              >
                <Trans>Modifica</Trans>
              </button>
              {!post.hidden && (
                <button type="button" className="text-slate-700 hover:underline" onClick={pin}>
                  {pinned.view.value ? <Trans>Togli dal profilo</Trans> : <Trans>Fissa sul profilo</Trans>}
                </button>
              )}
              <button
                type="button"
                className="inline-flex items-center gap-1 text-red-700 hover:underline"
                onClick={remove}
              >
                <Icon type="close" size="sm" />
                <Trans>Elimina</Trans>
              </button>
            </>
          ) : (
            <ReportButton kind="post" id={post.id} />
          )}
        </div>
      </footer>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {confirmDialog}
    </article>
  )
}
