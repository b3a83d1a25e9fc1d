/*
 * Realtime notifications (SPEC.md §4 "Notification handling by slug_type", §7 realtime; issue 10).
 * The app starts one actor and forwards the session's `session.userChanged` / `session.loggedOut`.
 *
 *            session.userChanged [hasUser]  (from any state: a new user restarts `watching`)
 *   ┌──────┐ ───────────────────────────▶ ┌ watching ──────────────────────────────────────────────────┐
 *   │ idle │                              │ ┌ online: invoke subscribe(notifications.{userId}) ──────┐ │
 *   │      │ ◀── session.loggedOut ────── │ │ ┌────────────┐ realtime.connected ┌ syncing ────────┐  │ │
 *   │      │ ◀── userChanged(null) ────── │ │ │ connecting │ ─────────────────▶ │ missed (fetch-  │  │ │
 *   │      │                              │ │ └────────────┘  (retries = 0)     │   Missed)       │  │ │
 *   │      │ ◀── realtime.event ───────── │ │                                   │   ▼             │  │ │
 *   └──────┘   [isAccountClosed]          │ │                                   │ unread (fetch-  │  │ │
 *              emit forceLogout           │ │                                   │   Unread)       │  │ │
 *                                         │ │                                   └───┬─────────────┘  │ │
 *                                         │ │   realtime.event: dispatched          ▼                │ │
 *                                         │ │   in every substate               ┌──────┐             │ │
 *                                         │ │                                   │ live │             │ │
 *                                         │ │                                   └──────┘             │ │
 *                                         │ └──┬─────────────────────────────────────────────────▲───┘ │
 *                                         │    │ realtime.disconnected / subscribe failed        │     │
 *                                         │    ▼                                                 │     │
 *                                         │ ┌──────────────┐ after reconnectDelay                │     │
 *                                         │ │ reconnecting │ ────────────────────────────────────┘     │
 *                                         │ └──────────────┘ 1, 2, 5, 10, then every 30 s              │
 *                                         └────────────────────────────────────────────────────────────┘
 *
 * Dispatch of `realtime.event` by slug_type, exactly SPEC.md §4 (first match wins):
 *   [isSeen]              ignored: the same notification came twice (catch-up and push overlap)
 *   [isAccountClosed]     user_blocked, user_deactivated → emit notifications.forceLogout, go idle
 *   [isPaymentFailed]     stripe_requires_payment_method → emit notifications.paymentFailed
 *   [isSubscriptionPaid]  subscription_active            → emit notifications.subscriptionPaid
 *   [isProductPurchased]  product_purchased              → emit notifications.productPurchased
 *   [isIgnored]           stripe_requires_action         → nothing (the purchase flow polls)
 *   otherwise                                            → emit notifications.received (the toast)
 * Every new notification but the logout ones counts as unread; `fetchUnread` sets the count from
 * the server on each (re)connection, `notifications.read` / `notifications.readAll` (sent once the
 * page's API call succeeded) lower it.
 *
 * Catching up: on every connection `fetchMissed` gets what was pushed while nobody listened, given
 * the newest notification seen (`since`). The first one of a session only sets that baseline (the
 * list and the unread count show older ones; they are no news); later ones are dispatched in id
 * order as if pushed. Live pushes are dispatched during the catch-up too: ids already seen are
 * dropped, so an overlap is harmless. The subscription is an invoked callback actor: leaving
 * `online` (disconnection, logout, another user, stopping the actor) runs its cleanup, which
 * leaves the channel.
 */
import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import type { EventObject } from 'xstate'
import { ACCOUNT_NOTIFICATIONS } from '../../contracts/accounts/notifications'
import {
  notificationChannel,
  type Notification,
  type NotificationCursor,
} from '../../contracts/notifications/schemas'
import { PAYMENT_NOTIFICATIONS } from '../../contracts/payments/notifications'

/** Backoff between reconnection attempts; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const
/** How many handled ids are remembered to drop duplicates (the newest ones are kept). */
export const SEEN_IDS_MAX = 200

export type NotificationKind =
  'forceLogout' | 'paymentFailed' | 'subscriptionPaid' | 'productPurchased' | 'ignored' | 'general'

// the slug_types SPEC.md §4 gives a meaning to; any other one is a general notification
const userBlocked = ACCOUNT_NOTIFICATIONS.userBlocked.type
const userDeactivated = ACCOUNT_NOTIFICATIONS.userDeactivated.type
const stripeRequiresPaymentMethod = PAYMENT_NOTIFICATIONS.stripeRequiresPaymentMethod.type
const subscriptionActive = PAYMENT_NOTIFICATIONS.subscriptionActive.type
const productPurchased = PAYMENT_NOTIFICATIONS.productPurchased.type

/** What SPEC.md §4 does with a slug_type. */
export function notificationKind(slugType: string): NotificationKind {
  switch (slugType) {
    case userBlocked:
    case userDeactivated:
      return 'forceLogout'
    case stripeRequiresPaymentMethod:
      return 'paymentFailed'
    case subscriptionActive:
      return 'subscriptionPaid'
    case productPurchased:
      return 'productPurchased'
    case PAYMENT_NOTIFICATIONS.stripeRequiresAction.type:
      return 'ignored'
    default:
      return 'general'
  }
}

export type ForceLogoutReason = typeof userBlocked | typeof userDeactivated

export interface NotificationsContext {
  /** The user whose channel is watched; null while idle. */
  userId: number | null
  /** Failed connections since the last success (capped): picks the backoff delay. */
  retries: number
  /** The newest notification seen: where the next catch-up starts. */
  cursor: NotificationCursor | null
  /** Whether a first catch-up has set the baseline of this session. */
  synced: boolean
  /** Ids handled this session, ascending, at most SEEN_IDS_MAX (the newest). */
  seenIds: number[]
  unread: number
}

export type NotificationsEvent =
  /** Forwarded from the session (its User satisfies `{ id }`); null: nobody is logged in. */
  | { type: 'session.userChanged'; user: { id: number } | null }
  | { type: 'session.loggedOut' }
  /** Sent back by the `subscribe` actor. */
  | { type: 'realtime.connected' }
  | { type: 'realtime.disconnected' }
  | { type: 'realtime.event'; notification: Notification }
  /** The notifications page marked one unread notification, or all, as read. */
  | { type: 'notifications.read' }
  | { type: 'notifications.readAll' }

/** What the app listens to with `actor.on(type, …)`. */
export type NotificationsEmitted =
  /** Map to the session's `session.forceLogout`. */
  | { type: 'notifications.forceLogout'; reason: ForceLogoutReason; notification: Notification }
  /** Map to the purchase machine's `purchase.paymentFailed` (purchaseEventFromNotification). */
  | { type: 'notifications.paymentFailed'; notification: Notification }
  /** Map to `purchase.paymentSucceeded`. */
  | { type: 'notifications.subscriptionPaid'; notification: Notification }
  /** Map to `purchase.paymentSucceeded`. */
  | { type: 'notifications.productPurchased'; notification: Notification }
  /** Any other slug_type: the toast and the live list. */
  | { type: 'notifications.received'; notification: Notification }

export interface SubscribeInput {
  userId: number
  /** `notifications.{userId}`; pusher-js adds the `private-` prefix. */
  channel: string
}

export interface FetchMissedInput {
  userId: number
  /** The newest notification seen; null on the first catch-up of a session (answer the newest page). */
  since: NotificationCursor | null
}

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`notificationsMachine: provide the \`${name}\` actor`)
}

const initialContext = (): NotificationsContext => ({
  userId: null,
  retries: 0,
  cursor: null,
  synced: false,
  seenIds: [],
  unread: 0,
})

function withSeen(seenIds: readonly number[], ids: readonly number[]): number[] {
  const all = [...new Set([...seenIds, ...ids])].sort((a, b) => a - b)
  return all.slice(-SEEN_IDS_MAX)
}

function newest(cursor: NotificationCursor | null, notifications: readonly Notification[]) {
  let best = cursor
  for (const { id, created_at } of notifications) if (!best || id > best.id) best = { id, created_at }
  return best
}

/** The notification a dispatch guard or action looks at. */
const pushed = (event: NotificationsEvent): Notification => {
  assertEvent(event, 'realtime.event')
  return event.notification
}

const isKind =
  (kind: NotificationKind) =>
  ({ event }: { event: NotificationsEvent }) =>
    notificationKind(pushed(event).slug_type) === kind

const notificationsSetup = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    // Placeholders: src/app provides pusher-js and the API calls with `.provide({ actors })`.
    subscribe: fromCallback<EventObject, SubscribeInput>(() => {
      throw new Error('notificationsMachine: provide the `subscribe` actor')
    }),
    fetchMissed: fromPromise<Notification[], FetchMissedInput>(needsProvided('fetchMissed')),
    fetchUnread: fromPromise<number, { userId: number }>(needsProvided('fetchUnread')),
  },
  actions: {
    watchUser: assign(({ event }) => {
      assertEvent(event, 'session.userChanged')
      return { ...initialContext(), userId: event.user?.id ?? null }
    }),
    forget: assign(initialContext),
    countRetry: assign({
      retries: ({ context }) => Math.min(context.retries + 1, RECONNECT_DELAYS_MS.length),
    }),
    resetRetries: assign({ retries: 0 }),
    /** The first catch-up of a session: what exists already is no news. */
    setBaseline: assign(({ context }, params: { notifications: Notification[] }) => ({
      synced: true,
      seenIds: withSeen(
        context.seenIds,
        params.notifications.map((n) => n.id),
      ),
      cursor: newest(context.cursor, params.notifications),
    })),
    /** Later catch-ups: each missed notification goes through the same dispatch as a push. */
    deliverMissed: enqueueActions(({ enqueue }, params: { notifications: Notification[] }) => {
      const inOrder = [...params.notifications].sort((a, b) => a.id - b.id)
      for (const notification of inOrder) enqueue.raise({ type: 'realtime.event', notification })
    }),
    setUnread: assign((_, params: { count: number }) => ({ unread: Math.max(0, params.count) })),
    countRead: assign({ unread: ({ context }) => Math.max(0, context.unread - 1) }),
    clearUnread: assign({ unread: 0 }),
    remember: assign(({ context, event }) => {
      const notification = pushed(event)
      return {
        seenIds: withSeen(context.seenIds, [notification.id]),
        cursor: newest(context.cursor, [notification]),
        unread: context.unread + 1,
      }
    }),
    announceForceLogout: emit(({ event }) => {
      const notification = pushed(event)
      return {
        type: 'notifications.forceLogout' as const,
        reason: notification.slug_type as ForceLogoutReason,
        notification,
      }
    }),
    announcePaymentFailed: emit(({ event }) => ({
      type: 'notifications.paymentFailed' as const,
      notification: pushed(event),
    })),
    announceSubscriptionPaid: emit(({ event }) => ({
      type: 'notifications.subscriptionPaid' as const,
      notification: pushed(event),
    })),
    announceProductPurchased: emit(({ event }) => ({
      type: 'notifications.productPurchased' as const,
      notification: pushed(event),
    })),
    announceNotification: emit(({ event }) => ({
      type: 'notifications.received' as const,
      notification: pushed(event),
    })),
  },
  guards: {
    isSameUser: ({ context, event }) => {
      assertEvent(event, 'session.userChanged')
      return (event.user?.id ?? null) === context.userId
    },
    hasUser: ({ event }) => {
      assertEvent(event, 'session.userChanged')
      return event.user !== null
    },
    hasSynced: ({ context }) => context.synced,
    hasUnread: ({ context }) => context.unread > 0,
    isSeen: ({ context, event }) => context.seenIds.includes(pushed(event).id),
    isAccountClosed: isKind('forceLogout'),
    isPaymentFailed: isKind('paymentFailed'),
    isSubscriptionPaid: isKind('subscriptionPaid'),
    isProductPurchased: isKind('productPurchased'),
    isIgnored: isKind('ignored'),
  },
  delays: {
    reconnectDelay: ({ context }) => RECONNECT_DELAYS_MS[Math.max(1, context.retries) - 1],
  },
})

// Only entered with a user, hence the cast.
const userIdOf = (context: NotificationsContext) => context.userId as number

export const notificationsMachine = notificationsSetup.createMachine({
  id: 'notifications',
  context: initialContext,
  initial: 'idle',
  on: {
    'session.userChanged': [
      // The same user again (a profile update re-announces it): keep the connection.
      { guard: 'isSameUser' },
      { guard: 'hasUser', target: '.watching', reenter: true, actions: 'watchUser' },
      { target: '.idle', actions: 'forget' },
    ],
    'session.loggedOut': { target: '.idle', actions: 'forget' },
    'notifications.read': { guard: 'hasUnread', actions: 'countRead' },
    'notifications.readAll': { guard: 'hasUnread', actions: 'clearUnread' },
  },
  states: {
    idle: {},
    watching: {
      initial: 'online',
      states: {
        online: {
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => ({
              userId: userIdOf(context),
              channel: notificationChannel(userIdOf(context)),
            }),
            onError: { target: 'reconnecting', actions: 'countRetry' },
          },
          on: {
            'realtime.disconnected': { target: 'reconnecting', actions: 'countRetry' },
            'realtime.event': [
              { guard: 'isSeen' },
              {
                guard: 'isAccountClosed',
                target: '#notifications.idle',
                actions: ['announceForceLogout', 'forget'],
              },
              { guard: 'isPaymentFailed', actions: ['remember', 'announcePaymentFailed'] },
              { guard: 'isSubscriptionPaid', actions: ['remember', 'announceSubscriptionPaid'] },
              { guard: 'isProductPurchased', actions: ['remember', 'announceProductPurchased'] },
              { guard: 'isIgnored', actions: 'remember' },
              { actions: ['remember', 'announceNotification'] },
            ],
          },
          initial: 'connecting',
          states: {
            connecting: {
              on: { 'realtime.connected': { target: 'syncing', actions: 'resetRetries' } },
            },
            syncing: {
              initial: 'missed',
              states: {
                missed: {
                  invoke: {
                    id: 'fetchMissed',
                    src: 'fetchMissed',
                    input: ({ context }) => ({ userId: userIdOf(context), since: context.cursor }),
                    onDone: [
                      {
                        guard: 'hasSynced',
                        target: 'unread',
                        actions: {
                          type: 'deliverMissed',
                          params: ({ event }) => ({ notifications: event.output }),
                        },
                      },
                      {
                        target: 'unread',
                        actions: {
                          type: 'setBaseline',
                          params: ({ event }) => ({ notifications: event.output }),
                        },
                      },
                    ],
                    // Nothing to catch up with this time; the unread count still comes right.
                    onError: { target: 'unread' },
                  },
                },
                unread: {
                  invoke: {
                    id: 'fetchUnread',
                    src: 'fetchUnread',
                    input: ({ context }) => ({ userId: userIdOf(context) }),
                    onDone: {
                      target: '#notifications.watching.online.live',
                      actions: { type: 'setUnread', params: ({ event }) => ({ count: event.output }) },
                    },
                    onError: { target: '#notifications.watching.online.live' },
                  },
                },
              },
            },
            live: {},
          },
        },
        reconnecting: {
          after: { reconnectDelay: 'online' },
        },
      },
    },
  },
})
