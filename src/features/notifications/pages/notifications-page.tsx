/**
 * /notifications (SPEC.md §2): the user's notifications, newest first. Each batch is one resource
 * (machines/resource) read on from the last id shown (`before`), so news arriving meanwhile never
 * shifts a batch; the next batch loads when the end of the list scrolls into view, or from the
 * button. Pushed notifications join at the top as they arrive; unread ones stand out and are marked
 * read one by one or all at once, shown at once and taken back on a refusal (machines/resource and
 * machines/notification-reads, notifications/actors.ts).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Notification } from '../../../../contracts/notifications/schemas'
import type { NotificationReadsView } from '../../../../machines/notification-reads'
import { useStore } from '../../../shared/lib/store'
import type { PageProps } from '../../../shared/lib/routing'
import { useLocale } from '../../../shared/i18n/use-locale'
import { LOCALE_TAGS } from '../../../../contracts/core/constants'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { PageHeader } from '../../../shared/ui/page-header'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { NOTIFICATIONS_PER_PAGE, useNotificationReads, useNotificationsBatch } from '../actors'
import { pushedNotifications, unreadCount } from '../live'
import { notificationLink, notificationText } from '../notification-text'
import { AppLink, useRouteUrl } from '../../../shared/lib/routing'

/** The page's marks (machines/notification-reads): what reads as read, and how to mark. */
interface ListState {
  view: NotificationReadsView
  markOne: (id: number) => void
}

export function NotificationsPage({ title }: PageProps) {
  const { t } = useLingui()
  const pushed = useStore(pushedNotifications)
  const unread = useStore(unreadCount)
  const reads = useNotificationReads()
  const { view } = reads
  const fresh = view.fresh(pushed)
  const freshIds = new Set(fresh.map((n) => n.id))
  const state: ListState = {
    view,
    markOne: (id) => reads.actor.send({ type: 'reads.markOne', id, at: new Date().toISOString() }),
  }

  return (
    <>
      <PageHeader title={title} lead={<Trans>Le novità che ti riguardano, dalla più recente.</Trans>} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            {unread === 0 ? (
              <Trans>Nessuna notifica da leggere.</Trans>
            ) : (
              <Plural value={unread} one="# notifica da leggere." other="# notifiche da leggere." />
            )}
          </p>
          <Button
            outline
            onClick={() => reads.actor.send({ type: 'reads.markAll', at: new Date().toISOString() })}
            disabled={view.markingAll || (unread === 0 && view.allReadAt !== null)}
          >
            <Icon type="check" size="sm" />
            <Trans>Segna tutte come lette</Trans>
          </Button>
        </div>
        {view.failed && (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <Trans>Non è stato possibile aggiornare le notifiche. Riprova.</Trans>
          </p>
        )}
        {fresh.length > 0 && (
          <ul className="mb-3 space-y-2" aria-label={t`Nuove notifiche`}>
            {fresh.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} state={state} />
            ))}
          </ul>
        )}
        <Batch before={undefined} skip={freshIds} state={state} />
      </div>
    </>
  )
}

function Batch({ before, skip, state }: { before: number | undefined; skip: Set<number>; state: ListState }) {
  const { t } = useLingui()
  const resource = useNotificationsBatch(before)
  const page = resource.data
  const last = page?.data.at(-1)
  const hasMore = page !== undefined && page.data.length === NOTIFICATIONS_PER_PAGE && last !== undefined
  return (
    <>
      <ResourceView
        resource={resource}
        label={t`Notifiche`}
        skeleton={<ListSkeleton />}
        empty={
          before === undefined ? (
            <span className="flex flex-col items-center gap-2">
              <Icon type="bell" size="lg" className="text-slate-500" />
              <Trans>Non hai ancora notifiche. Qui vedrai i nuovi follower, i messaggi e gli acquisti.</Trans>
            </span>
          ) : (
            <Trans>Non ci sono altre notifiche.</Trans>
          )
        }
      >
        {({ data }) => (
          <ul className="space-y-2">
            {data
              .filter((notification) => !skip.has(notification.id))
              .map((notification) => (
                <NotificationItem key={notification.id} notification={notification} state={state} />
              ))}
          </ul>
        )}
      </ResourceView>
      {hasMore && <NextBatch before={last.id} skip={skip} state={state} />}
    </>
  )
}

/** The next batch, once the end of the list is in view or the reader asks for it. */
function NextBatch({ before, skip, state }: { before: number; skip: Set<number>; state: ListState }) {
  const [open, setOpen] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = sentinel.current
    if (open || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOpen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [open])
  if (open) return <Batch before={before} skip={skip} state={state} />
  return (
    <div ref={sentinel} className="mt-4 flex justify-center">
      <Button outline onClick={() => setOpen(true)}>
        <Trans>Carica altre notifiche</Trans>
      </Button>
    </div>
  )
}

function NotificationItem({ notification, state }: { notification: Notification; state: ListState }) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const unread = state.view.readAt(notification) === null
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(notification.created_at))
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border p-4 ${
        unread ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'
      }`}
      data-unread={unread || undefined}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`}
      />
      {/* on a phone the button goes under the text, which keeps the card's width */}
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1">
          <p className={`break-words ${unread ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
            {unread && <span className="sr-only">{t`Da leggere:`} </span>}
            {notificationText(i18n, notification)}
          </p>
          <NotificationLink notification={notification} />
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={notification.created_at}>{when}</time>
          </p>
        </div>
        {unread && (
          <Button outline className="mt-3 shrink-0 sm:mt-0" onClick={() => state.markOne(notification.id)}>
            <Trans>Segna come letta</Trans>
          </Button>
        )}
      </div>
    </li>
  )
}

function ListSkeleton() {
  return (
    <ul className="space-y-2" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="mt-2 h-3 w-1/3" />
        </li>
      ))}
    </ul>
  )
}

/** "Apri …" under a notification: the page that shows its subject (its area's declaration, contracts/<area>/notifications.ts). */
function NotificationLink({ notification }: { notification: Notification }) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const link = notificationLink(notification)
  if (!link) return null
  const labels: Record<string, string> = {
    me: t`Vai alla mia rete`,
    'dms-new-id': t`Apri la conversazione`,
    'posts-id': t`Apri il post`,
    search: t`Apri le ricerche salvate`,
    id: t`Apri il profilo`,
    'joblistings-id': t`Apri l'offerta di lavoro`,
    'joblistings-manage-id': t`Apri le candidature`,
    'dev-course-reviews': t`Apri i corsi da revisionare`,
    'instructor-course-id': t`Apri il corso`,
    mypurchases: t`Apri i tuoi acquisti e le ricevute`,
    'mysettings-subscription': t`Apri il tuo abbonamento`,
    'mysettings-help': t`Apri l'assistenza`,
    referrals: t`Apri i tuoi inviti`,
  }
  return (
    <AppLink
      href={url(link.route, link.params) + (link.hash ? `#${link.hash}` : '')}
      className="mt-1 inline-block text-sm font-medium text-brand-800 underline hover:text-brand-900"
    >
      {labels[link.route] ?? t`Apri`}
    </AppLink>
  )
}
