/**
 * The notifications actor (machines/notifications) with its real parts: the tab's pusher-js
 * connection (shared/realtime/pusher-client.ts), the catch-up and unread calls, and what its announcements do:
 * user_blocked / user_deactivated log the session out, any other news is a toast and joins the list.
 *
 * Loaded on first login only (manifest.ts imports it on session.userChanged), so pusher-js never
 * weighs on a visitor's first page.
 */
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import { ACCOUNT_NOTIFICATIONS } from '../../../contracts/accounts/notifications'
import { NOTIFICATION_PUSH_EVENT, type Notification } from '../../../contracts/notifications/schemas'
import {
  notificationsMachine,
  notificationsView,
  type FetchMissedInput,
  type SubscribeInput,
} from '../../../machines/notifications'
import { purchaseEventFromNotification } from '../../../machines/purchase/purchase.notifications'
import { publishPaymentEvent, realtimeConnected } from '../../shared/checkout/payment-events'
import { runningSessionActor } from '../../session/session-store'
import { fetchNotifications, fetchUnreadCount } from './api'
import { holdPusher } from '../../shared/realtime/pusher-client'
import { clearLive, pushedNotifications, readReports, showToast, unreadCount } from './live'
import { flowRecorder } from '../../shared/lib/flow-recorder'

const subscribe = fromCallback<EventObject, SubscribeInput>(({ input, sendBack }) => {
  let stopped = false
  let teardown = () => {}
  void (async () => {
    const hold = await holdPusher()
    if (stopped) return hold.release()
    const { pusher } = hold
    const channel = pusher.subscribe(`private-${input.channel}`)
    channel.bind('pusher:subscription_succeeded', () => sendBack({ type: 'realtime.connected' }))
    channel.bind('pusher:subscription_error', () => sendBack({ type: 'realtime.disconnected' }))
    channel.bind(NOTIFICATION_PUSH_EVENT, (notification: Notification) =>
      sendBack({ type: 'realtime.event', notification }),
    )
    const onStateChange = ({ current }: { current: string }) => {
      if (current === 'unavailable' || current === 'failed') sendBack({ type: 'realtime.disconnected' })
    }
    pusher.connection.bind('state_change', onStateChange)
    teardown = () => {
      pusher.connection.unbind('state_change', onStateChange)
      pusher.unsubscribe(`private-${input.channel}`)
      hold.release()
    }
  })().catch(() => {
    if (!stopped) sendBack({ type: 'realtime.disconnected' })
  })
  return () => {
    stopped = true
    teardown()
  }
})

/** What arrived while nobody listened: newer than the cursor, oldest first (the first page holds it). */
const fetchMissed = fromPromise<Notification[], FetchMissedInput>(async ({ input, signal }) => {
  const { data } = await fetchNotifications({}, signal)
  const since = input.since
  return since ? data.filter((n) => n.id > since.id).reverse() : data
})

const fetchUnread = fromPromise<number, { userId: number }>(
  async ({ signal }) => (await fetchUnreadCount(signal)).count,
)

const remember = (notification: Notification) =>
  pushedNotifications.set([
    notification,
    ...pushedNotifications.get().filter((n) => n.id !== notification.id),
  ])

const actor = createActor(notificationsMachine.provide({ actors: { subscribe, fetchMissed, fetchUnread } }), {
  systemId: 'notifications',
  inspect: flowRecorder.inspect,
})
actor.subscribe((snapshot) => {
  const view = notificationsView(snapshot)
  unreadCount.set(view.unread)
  // Connected once the channel is subscribed (syncing or live); checkouts then poll only as a fallback.
  realtimeConnected.set(view.connected)
})
actor.on('notifications.forceLogout', ({ reason }) => {
  clearLive()
  // the login page says why: blocked by an admin, or the account deactivated or deleted
  runningSessionActor()?.send({
    type: 'session.forceLogout',
    reason: reason === ACCOUNT_NOTIFICATIONS.userBlocked.type ? 'blocked' : 'deactivated',
  })
})
actor.on('notifications.received', ({ notification }) => {
  remember(notification)
  showToast(notification)
})
for (const type of [
  'notifications.paymentFailed',
  'notifications.subscriptionPaid',
  'notifications.productPurchased',
] as const)
  actor.on(type, (event) => {
    remember(event.notification)
    // The checkout on screen (a /buy page, the wizard's payment steps) moves on at once.
    const purchaseEvent = purchaseEventFromNotification(event)
    if (purchaseEvent) publishPaymentEvent(purchaseEvent)
    // A subscription paid, renewed or failing to renew: the not-subscribed guard must know.
    if (event.type !== 'notifications.productPurchased')
      void import('../../session/session-actor').then((m) => m.refreshSessionSubscription())
  })
actor.start()
readReports.set({
  read: () => actor.send({ type: 'notifications.read' }),
  readAll: () => actor.send({ type: 'notifications.readAll' }),
})

export function watchUser(user: { id: number } | null): void {
  actor.send({ type: 'session.userChanged', user })
}

export function stopWatching(): void {
  actor.send({ type: 'session.loggedOut' })
  realtimeConnected.set(false)
  clearLive()
}

/** For support staff and tests: the live actor (inspect it in devtools as `notifications`). */
export const notificationsActor = actor
