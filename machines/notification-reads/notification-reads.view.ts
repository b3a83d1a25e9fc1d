/** What /notifications shows of its marks, from the notification-reads machine's snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { notificationReadsMachine } from './notification-reads.machine'

/** What a notification needs to tell whether it reads as read. */
export interface ReadableNotification {
  id: number
  read_at: string | null
  created_at: string
}

export interface NotificationReadsView {
  /** A mark is being saved. */
  busy: boolean
  /** "Mark all" is under way: its button waits. */
  markingAll: boolean
  /** Everything created up to then reads as read (a "mark all" shown or confirmed), or null. */
  allReadAt: string | null
  /** The last mark was refused (it was taken back): the page says so until the next is asked. */
  failed: boolean
  /** When a notification reads as read on this page (a mark here, its own, a "mark all"), or null: unread. */
  readAt: (notification: ReadableNotification) => string | null
  /** The pushed notifications to show on top: those after the page opened (earlier ones are in its first batch). */
  fresh: <T extends { created_at: string }>(pushed: readonly T[]) => T[]
}

/** A push this close before the page opened may have missed the first batch: shown on top too. */
export const FRESH_MARGIN_MS = 1000

export function notificationReadsView(
  snapshot: SnapshotFrom<typeof notificationReadsMachine>,
): NotificationReadsView {
  const { marks, allReadAt, queue, failed, openedAt } = snapshot.context
  return {
    busy: snapshot.hasTag('busy'),
    markingAll: queue.some((mark) => mark.id === null),
    allReadAt,
    failed,
    readAt: (notification) =>
      marks[notification.id] ??
      notification.read_at ??
      (allReadAt !== null && notification.created_at <= allReadAt ? allReadAt : null),
    fresh: (pushed) => pushed.filter((n) => Date.parse(n.created_at) > openedAt - FRESH_MARGIN_MS),
  }
}
