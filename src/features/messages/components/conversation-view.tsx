/**
 * One conversation (machines/conversation): its messages oldest to newest with "load older" on top,
 * the composer (Enter sends, Shift+Enter starts a new line), the other person's online dot and
 * typing indicator (the machine's, fed by the presence channel `presence-dm.{id}` in actors.ts; the
 * user's typing goes to the machine, which announces it at most every few seconds), and the read
 * receipt of the last message the user sent. What arrives while it is open is marked read.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale } from '../../../shared/i18n/use-locale'
import { Button } from '../../../shared/ui/button'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useSessionSelector } from '../../../session/session-store'
import { useConversation, useMarkRead } from '../actors'
import { Composer, ConversationHeader, MessageBubble, OlderMessages, SendFailed } from './conversation-parts'

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
      <ConversationHeader other={other} online={online} typing={typing} />

      <div
        ref={listRef}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
        data-testid="message-list"
      >
        {hasOlder && (
          <OlderMessages
            loading={loadingOlder}
            failed={Boolean(olderError)}
            onLoad={() => actor.send({ type: 'conversation.loadOlder' })}
          />
        )}
        {messages.length === 0 && (
          <p className="py-8 text-center text-sm text-slate-700">
            <Trans>Nessun messaggio: scrivi il primo.</Trans>
          </p>
        )}
        <ol className="space-y-2" aria-label={t`Messaggi`}>
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.sender_id === me}
              receipt={message.sender_id === me && message.id === lastMine?.id}
              read={otherLastReadId >= message.id}
              locale={locale}
            />
          ))}
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
        <SendFailed
          message={error?.message}
          onRetry={() => actor.send({ type: 'conversation.retrySend' })}
          onEdit={() => {
            setDraft(outgoing ?? '')
            actor.send({ type: 'conversation.discard' })
          }}
        />
      )}

      {conversation.can_send ? (
        <Composer
          draft={draft}
          disabled={!draft.trim() || sending || sendFailed}
          onSubmit={submit}
          onType={onType}
          onKeyDown={onKeyDown}
        />
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-700">
          <Trans>Non puoi più scrivere in questa conversazione: uno dei due account non è attivo.</Trans>
        </p>
      )}
    </section>
  )
}
