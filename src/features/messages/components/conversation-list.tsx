/**
 * The conversations of /dms, the latest activity first: the other person, the last message (who
 * wrote it), its time and the unread count. Pages by keyset ("show more"); a live message reads
 * the first page again so the conversation it belongs to moves to the top with its new count
 * (machines/conversation-list, provided in messages/actors.ts).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../../../shared/i18n/use-locale'
import { RouteLink } from '../../../shared/lib/routing'
import { useSessionSelector } from '../../../session/session-store'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useConversationList } from '../actors'
import { messageTime } from './time'

export function ConversationList({ selected }: { selected: number | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const me = useSessionSelector((state) => state.user?.id ?? 0)
  const { actor, view } = useConversationList()

  if (view.phase === 'loading')
    return (
      <div role="status" aria-label={t`Caricamento delle conversazioni`} className="space-y-3 p-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-14 w-full" />
        ))}
      </div>
    )
  if (view.phase === 'failed')
    return (
      <div role="alert" className="p-4 text-sm text-slate-800">
        <p>
          <Trans>Non è stato possibile caricare le conversazioni.</Trans>
        </p>
        <Button className="mt-3" outline onClick={() => actor.send({ type: 'list.retry' })}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )
  if (view.phase === 'empty')
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-slate-700">
        <Icon type="message" size="lg" className="text-slate-500" />
        <p>
          <Trans>
            Non hai ancora conversazioni. Apri il profilo di una persona e scegli «Invia messaggio».
          </Trans>
        </p>
      </div>
    )

  return (
    <div>
      <ul aria-label={t`Conversazioni`} className="divide-y divide-slate-100">
        {view.items.map((item) => {
          const current = item.id === selected
          const last = item.last_message
          return (
            <li key={item.id}>
              <RouteLink
                name="dms"
                query={{ c: item.id }}
                aria-current={current ? 'page' : undefined}
                data-testid="conversation-item"
                className={[
                  'flex items-center gap-3 px-3 py-3 no-underline focus-visible:outline-2',
                  current ? 'bg-brand-50' : 'hover:bg-slate-50',
                ].join(' ')}
              >
                <Avatar name={item.other.full_name} url={item.other.avatar_url} size={40} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={[
                        'truncate text-sm text-slate-900',
                        item.unread_count > 0 ? 'font-bold' : 'font-medium',
                      ].join(' ')}
                    >
                      {item.other.full_name}
                    </span>
                    {last && (
                      <time dateTime={last.created_at} className="shrink-0 text-xs text-slate-600">
                        {messageTime(last.created_at, locale)}
                      </time>
                    )}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-slate-700">
                      {last && last.sender_id === me && <Trans>Tu: </Trans>}
                      {last?.message}
                    </span>
                    {item.unread_count > 0 && (
                      <span
                        data-testid="conversation-unread"
                        className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                      >
                        <span aria-hidden="true">{item.unread_count}</span>
                        <span className="sr-only">
                          <Plural value={item.unread_count} one="# non letto" other="# non letti" />
                        </span>
                      </span>
                    )}
                  </span>
                </span>
              </RouteLink>
            </li>
          )
        })}
      </ul>
      {view.hasMore && (
        <div className="p-3">
          <Button outline block onClick={() => actor.send({ type: 'list.more' })} disabled={view.loadingMore}>
            <Trans>Mostra altre conversazioni</Trans>
          </Button>
          {view.moreFailed && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              <Trans>Non è stato possibile caricare altre conversazioni. Riprova.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  )
}
