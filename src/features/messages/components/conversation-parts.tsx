import { Trans, useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import type { Locale } from '../../../../contracts/core/constants'
import { DM_LIMITS } from '../../../../contracts/messages/schemas'
import { RouteLink } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { messageTime } from './time'

/** The other person: back to the list, avatar with the online dot, name, typing or online status. */
export function ConversationHeader({
  other,
  online,
  typing,
}: {
  other: { full_name: string; avatar_url: string | null; slug: string }
  online: boolean
  typing: boolean
}) {
  const { t } = useLingui()
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
      <RouteLink name="dms" className="rounded-md p-1 text-slate-700 hover:bg-slate-100 md:hidden">
        <Icon type="chevron-left" label={t`Tutte le conversazioni`} />
      </RouteLink>
      <span className="relative">
        <Avatar name={other.full_name} url={other.avatar_url} size={40} />
        {online && (
          <span
            data-testid="online-dot"
            className="absolute right-0 bottom-0 h-3 w-3 rounded-full border-2 border-white bg-green-600"
          />
        )}
      </span>
      <span className="min-w-0">
        <RouteLink
          name="id"
          params={{ id: other.slug }}
          className="block truncate font-semibold text-slate-900"
        >
          {other.full_name}
        </RouteLink>
        <span className="block text-xs text-slate-600" aria-live="polite">
          {typing ? (
            <span data-testid="typing-indicator">
              <Trans>sta scrivendo…</Trans>
            </span>
          ) : online ? (
            <Trans>online</Trans>
          ) : (
            <Trans>offline</Trans>
          )}
        </span>
      </span>
    </header>
  )
}

/** One message, the user's on the right; the user's last one carries its read receipt. */
export function MessageBubble({
  message,
  mine,
  receipt,
  read,
  locale,
}: {
  message: { id: number; message: string; created_at: string }
  mine: boolean
  receipt: boolean
  read: boolean
  locale: Locale
}) {
  return (
    <li className={['flex', mine ? 'justify-end' : 'justify-start'].join(' ')}>
      <div
        data-testid="message"
        className={[
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
        ].join(' ')}
      >
        <p>{message.message}</p>
        <p className={['mt-1 text-right text-xs', mine ? 'text-brand-50' : 'text-slate-600'].join(' ')}>
          <time dateTime={message.created_at}>{messageTime(message.created_at, locale)}</time>
          {receipt && (
            <span data-testid="receipt">
              {' · '}
              {read ? <Trans>Letto</Trans> : <Trans>Inviato</Trans>}
            </span>
          )}
        </p>
      </div>
    </li>
  )
}

/** A message that was not sent: why, retry it or take it back into the composer. */
export function SendFailed({
  message,
  onRetry,
  onEdit,
}: {
  message: string | undefined
  onRetry: () => void
  onEdit: () => void
}) {
  const { t } = useLingui()
  return (
    <div
      role="alert"
      className="mx-3 mb-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p>{message ?? t`Il messaggio non è stato inviato.`}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button outline onClick={onRetry}>
          <Trans>Riprova</Trans>
        </Button>
        <Button outline onClick={onEdit}>
          <Trans>Modifica</Trans>
        </Button>
      </div>
    </div>
  )
}

/** The composer: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  draft,
  disabled,
  onSubmit,
  onType,
  onKeyDown,
}: {
  draft: string
  disabled: boolean
  onSubmit: () => void
  onType: (value: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}) {
  const { t } = useLingui()
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor="dm-composer" className="sr-only">
        <Trans>Scrivi un messaggio</Trans>
      </label>
      <textarea
        id="dm-composer"
        rows={2}
        value={draft}
        maxLength={DM_LIMITS.textMax}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t`Scrivi un messaggio… (Invio per inviare, Maiusc+Invio per andare a capo)`}
        className="min-h-11 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
      <Button type="submit" disabled={disabled}>
        <Icon type="chevron-right" size="sm" />
        <span className="sr-only sm:not-sr-only">
          <Trans>Invia</Trans>
        </span>
      </Button>
    </form>
  )
}

/** "Load older messages" on top of the list, and its error. */
export function OlderMessages({
  loading,
  failed,
  onLoad,
}: {
  loading: boolean
  failed: boolean
  onLoad: () => void
}) {
  return (
    <div className="mb-3 text-center">
      <Button outline onClick={onLoad} disabled={loading}>
        <Trans>Carica i messaggi precedenti</Trans>
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          <Trans>Non è stato possibile caricare i messaggi precedenti. Riprova.</Trans>
        </p>
      )}
    </div>
  )
}
