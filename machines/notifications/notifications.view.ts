/** What the notification bell and the realtime status show, from the notifications machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { notificationsMachine } from './notifications.machine'

/** idle: nobody logged in; connecting → syncing (catching up) → live; reconnecting after a failure. */
export type NotificationsConnection = 'idle' | 'connecting' | 'syncing' | 'live' | 'reconnecting'

export interface NotificationsView {
  connection: NotificationsConnection
  /** The channel is subscribed (syncing or live): checkouts poll only as a fallback. */
  connected: boolean
  /** The bell's count. */
  unread: number
  /** Failed connections since the last success. */
  retries: number
}

export function notificationsView(snapshot: SnapshotFrom<typeof notificationsMachine>): NotificationsView {
  const connection: NotificationsConnection = snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches({ watching: 'reconnecting' })
      ? 'reconnecting'
      : snapshot.matches({ watching: { online: 'live' } })
        ? 'live'
        : snapshot.matches({ watching: { online: 'syncing' } })
          ? 'syncing'
          : 'connecting'
  return {
    connection,
    connected: connection === 'syncing' || connection === 'live',
    unread: snapshot.context.unread,
    retries: snapshot.context.retries,
  }
}
