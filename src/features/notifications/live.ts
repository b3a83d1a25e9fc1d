/**
 * What the notifications actor (realtime.ts) tells the views, as small stores: the unread count for
 * the bell, the notifications pushed since the page was opened (prepended to its list), and the
 * toasts on screen. Kept apart from realtime.ts so the bell and the page never pull in pusher-js.
 */
import type { Notification } from '../../../contracts/notifications/schemas'
import { createStore } from '../../shared/lib/store'

export const unreadCount = createStore(0)

/** Newest first; cleared on logout. */
export const pushedNotifications = createStore<readonly Notification[]>([])

export interface Toast {
  id: number
  notification: Notification
}

export const toasts = createStore<readonly Toast[]>([])

/** How long a toast stays on screen unless it is hovered or focused. */
export const TOAST_MS = 6_000
const MAX_TOASTS = 3

export function showToast(notification: Notification): void {
  toasts.set([{ id: notification.id, notification }, ...toasts.get()].slice(0, MAX_TOASTS))
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id))
}

export function clearLive(): void {
  unreadCount.set(0)
  pushedNotifications.set([])
  toasts.set([])
}

/** What the page reports after a successful read, so the actor's count follows (set by realtime.ts). */
export const readReports = createStore<{ read: () => void; readAll: () => void }>({
  read: () => unreadCount.set(Math.max(0, unreadCount.get() - 1)),
  readAll: () => unreadCount.set(0),
})
