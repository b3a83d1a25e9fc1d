/**
 * One conversation (machines/conversation): its messages oldest to newest with "load older" on top,
 * the composer (Enter sends, Shift+Enter starts a new line), the other person's online dot and
 * typing indicator (the machine's, fed by the presence channel `presence-dm.{id}` in actors.ts; the
 * user's typing goes to the machine, which announces it at most every few seconds), and the read
 * receipt of the last message the user sent. What arrives while it is open is marked read.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { DM_LIMITS } from '../../../../contracts/messages/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { RouteLink } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useSessionSelector } from '../../../session/session-store'
import { useConversation, useMarkRead } from '../actors'
import { messageTime } from './time'

export function ConversationView({ conversationId }: { conversationId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const me = useSessionSelector((state) => state.user?.id ?? 0)
  const { actor, snapshot, view } = useConversation(conversationId, me)
  const { conversation, messages, hasOlder, otherLastReadId, error, olderError, outgoing } = view
  const { sending, sendFailed, loadingOlder, otherTyping: typing, otherOnline: online } = view
  const loading = view.phase === 'loading'
  const failed = view.phase === 'failed'
  const [draft, setDraft] = useState('')
  const bottom = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  // What shows is read: the receipt moves to the newest message of the other person.
  const newestFromOther = [...messages].reverse().find((m) => m.sender_id !== me)?.id ?? 0
  const myLastRead = conversation?.my_last_read_id ?? 0
  useMarkRead(conversationId, newestFromOther, myLastRead)

  // Read as in every messenger: oldest at the top, opened at the newest at the bottom, and kept
  // there when one is added at the end. The list scrolls itself (scrollIntoView could scroll the
  // page instead, and left a first load at the top, on the oldest message).
  const newestId = messages.at(-1)?.id
  useLayoutEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
    else bottom.current?.scrollIntoView?.({ block: 'end' })
  }, [newestId, loading])

  const submit = () => {
    if (!draft.trim() || sending || !snapshot.can({ type: 'conversation.send', text: draft })) return
    actor.send({ type: 'conversation.send', text: draft })
    setDraft('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  const onType = (value: string) => {
    setDraft(value)
    actor.send({ type: 'conversation.draft', text: value })
  }

  if (loading)
    return (
      <div role="status" aria-label={t`Caricamento della conversazione`} className="space-y-3 p-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </div>
    )
  if (failed || !conversation)
    return (
      <div role="alert" className="p-6 text-sm text-slate-800">
        <p>
          {error?.status === 404 ? (
            <Trans>Questa conversazione non c’è.</Trans>
          ) : (
            <Trans>Non è stato possibile aprire la conversazione.</Trans>
          )}
        </p>
        {error?.status !== 404 && (
          <Button className="mt-3" outline onClick={() => actor.send({ type: 'conversation.retry' })}>
            <Trans>Riprova</Trans>
          </Button>
        )}
      </div>
    )

  const other = conversation.other
  const lastMine = [...messages].reverse().find((m) => m.sender_id === me)

  return (
    <section aria-label={t`Conversazione con ${other.full_name}`} className="flex h-full min-h-0 flex-col">
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

      <div
        ref={listRef}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
        data-testid="message-list"
      >
        {hasOlder && (
          <div className="mb-3 text-center">
            <Button
              outline
              onClick={() => actor.send({ type: 'conversation.loadOlder' })}
              disabled={loadingOlder}
            >
              <Trans>Carica i messaggi precedenti</Trans>
            </Button>
            {olderError && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                <Trans>Non è stato possibile caricare i messaggi precedenti. Riprova.</Trans>
              </p>
            )}
          </div>
        )}
        {messages.length === 0 && (
          <p className="py-8 text-center text-sm text-slate-700">
            <Trans>Nessun messaggio: scrivi il primo.</Trans>
          </p>
        )}
        <ol className="space-y-2" aria-label={t`Messaggi`}>
          {messages.map((message) => {
            const mine = message.sender_id === me
            return (
              <li key={message.id} className={['flex', mine ? 'justify-end' : 'justify-start'].join(' ')}>
                <div
                  data-testid="message"
                  className={[
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
                    mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                  ].join(' ')}
                >
                  <p>{message.message}</p>
                  <p
                    className={['mt-1 text-right text-xs', mine ? 'text-brand-50' : 'text-slate-600'].join(
                      ' ',
                    )}
                  >
                    <time dateTime={message.created_at}>{messageTime(message.created_at, locale)}</time>
                    {mine && message.id === lastMine?.id && (
                      <span data-testid="receipt">
                        {' · '}
                        {otherLastReadId >= message.id ? <Trans>Letto</Trans> : <Trans>Inviato</Trans>}
                      </span>
                    )}
                  </p>
                </div>
              </li>
            )
          })}
          {sending && outgoing && (
            <li className="flex justify-end opacity-70">
              <div className="max-w-[85%] rounded-2xl bg-brand-700 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white sm:max-w-[70%]">
                <p>{outgoing}</p>
                <p className="mt-1 text-right text-xs text-brand-50">
                  <Trans>Invio…</Trans>
                </p>
              </div>
            </li>
          )}
        </ol>
        <div ref={bottom} />
      </div>

      {sendFailed && (
        <div
          role="alert"
          className="mx-3 mb-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>{error?.message ?? t`Il messaggio non è stato inviato.`}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button outline onClick={() => actor.send({ type: 'conversation.retrySend' })}>
              <Trans>Riprova</Trans>
            </Button>
            <Button
              outline
              onClick={() => {
                setDraft(outgoing ?? '')
                actor.send({ type: 'conversation.discard' })
              }}
            >
              <Trans>Modifica</Trans>
            </Button>
          </div>
        </div>
      )}

      {conversation.can_send ? (
        <form
          className="flex items-end gap-2 border-t border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
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
          <Button type="submit" disabled={!draft.trim() || sending || sendFailed}>
            <Icon type="chevron-right" size="sm" />
            <span className="sr-only sm:not-sr-only">
              <Trans>Invia</Trans>
            </span>
          </Button>
        </form>
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-700">
          <Trans>Non puoi più scrivere in questa conversazione: uno dei due account non è attivo.</Trans>
        </p>
      )}
    </section>
  )
}
