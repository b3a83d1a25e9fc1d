/**
 * Sending and reading notifications. A notification is stored first and pushed second, on the
 * user's private channel `private-notifications.{userId}` under NOTIFICATION_PUSH_EVENT with the
 * stored object as data, so the bell, the list and a reconnecting client all see the same thing
 * and nothing is lost while the user is offline. A push that fails is logged, never thrown: the
 * row is the record, and the client catches up from the list when it reconnects.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import Pusher from 'pusher'
import { ACCOUNT_NOTIFICATIONS } from '../../../contracts/accounts/notifications.ts'
import {
  notificationDataIssue,
  type NotificationDeclaration,
  type NotificationRegistry,
} from '../../../contracts/core/notifications.ts'
import {
  NOTIFICATION_PUSH_EVENT,
  notificationChannel,
  type Notification,
} from '../../../contracts/notifications/schemas.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/db/index.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import type { Realtime } from './realtime/realtime.plugin.ts'
import { notifications, type NotificationRow } from './tables.ts'

/** Sends an event on a channel (the wire name, with its `private-` prefix). */
export type Publish = (channel: string, event: string, data: unknown) => Promise<void>

/**
 * Where events go. With PUSHER_HOST set, through the official `pusher` SDK to Pusher Channels or
 * Soketi (the same HTTP events API the embedded server answers, so moving there changes only the
 * environment); otherwise straight into the embedded server's fan-out, which is what its HTTP
 * API would do after a loopback round trip.
 */
export function createPublisher(pusher: Config['pusher'], realtime: Realtime | undefined): Publish {
  if (pusher.host) {
    const client = new Pusher({
      appId: pusher.appId,
      key: pusher.key,
      secret: pusher.secret,
      host: pusher.host,
      port: String(pusher.port),
      useTLS: pusher.useTLS,
    })
    return async (channel, event, data) => {
      await client.trigger(channel, event, data)
    }
  }
  if (!realtime) throw new Error('notifications: no PUSHER_HOST and no embedded realtime server')
  return (channel, event, data) => realtime.publish(channel, event, data)
}

export const wireChannel = (userId: number) => `private-${notificationChannel(userId)}`

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    slug_type: row.slug_type,
    data: row.data,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export interface Notifier {
  /**
   * Stores a notification for the user, then pushes it; answers what was stored. The type is one an
   * area declares (contracts/<area>/notifications.ts: the declaration or its type) and the data
   * must match the declared payload: anything else throws (UndeclaredNotification), a programming
   * error the sender's tests catch, and nothing is stored.
   */
  send(
    userId: number,
    type: string | NotificationDeclaration,
    data?: Record<string, unknown>,
  ): Promise<Notification>
  /**
   * Pushes a passing event to the user's private channel without storing it (a video's progress):
   * whoever is not connected reads the state from the API instead. Never throws.
   */
  push(userId: number, event: string, data: Record<string, unknown>): Promise<void>
  /**
   * The user's revoked sessions stop listening (issue 32 item 6): the realtime sockets they
   * authorised close. `user_blocked` and `user_deactivated` (SPEC.md §4: they force logout) end
   * every session of the user once they are pushed. Nothing to do when Pusher Channels or Soketi
   * hold the sockets (PUSHER_HOST). Never throws.
   */
  endSessions(userId: number, which?: { tokenIds?: readonly number[]; exceptTokenId?: number }): Promise<void>
}

/** Closes the sockets of revoked sessions: the embedded realtime server's `endSessions`. */
export type EndSessions = (ended: {
  userId: number
  tokenIds?: readonly number[]
  exceptTokenId?: number
}) => Promise<void>

const FORCE_LOGOUT: readonly string[] = [
  ACCOUNT_NOTIFICATIONS.userBlocked.type,
  ACCOUNT_NOTIFICATIONS.userDeactivated.type,
]

/** A notification sent with a type no area declares, or with data its declaration does not describe. */
export class UndeclaredNotification extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UndeclaredNotification'
  }
}

/** The declaration a notification is sent under, its data checked against the declared payload. */
export function declarationOf(
  registry: NotificationRegistry,
  slugType: string,
  data: Record<string, unknown>,
): NotificationDeclaration {
  const declaration = registry.byType(slugType)
  if (!declaration)
    throw new UndeclaredNotification(
      `notification '${slugType}' is declared by no area: add it to contracts/<area>/notifications.ts`,
    )
  const issue = notificationDataIssue(declaration, data)
  if (issue !== null)
    throw new UndeclaredNotification(
      `notification '${slugType}' (contracts/${declaration.area}/notifications.ts): ${issue}`,
    )
  return declaration
}

export function createNotifier(
  db: Db,
  publish: Publish,
  log: FastifyBaseLogger,
  registry: NotificationRegistry,
  closeSessions?: EndSessions,
): Notifier {
  const endSessions: Notifier['endSessions'] = async (userId, which = {}) => {
    try {
      await closeSessions?.({ userId, ...which })
    } catch (error) {
      log.warn({ err: error, userId }, 'realtime sessions not closed')
    }
  }
  return {
    endSessions,
    async send(userId, type, data = {}) {
      const slugType = typeof type === 'string' ? type : type.type
      declarationOf(registry, slugType, data)
      const [row] = await db
        .insert(notifications)
        .values({ user_id: userId, slug_type: slugType, data })
        .returning()
      const notification = toNotification(row)
      try {
        await publish(wireChannel(userId), NOTIFICATION_PUSH_EVENT, notification)
      } catch (error) {
        log.warn({ err: error, notification: notification.id }, 'notification stored but not pushed')
      }
      // pushed first, so the open pages learn why before their sockets close
      if (FORCE_LOGOUT.includes(slugType)) await endSessions(userId)
      return notification
    },
    async push(userId, event, data) {
      try {
        await publish(wireChannel(userId), event, data)
      } catch (error) {
        log.warn({ err: error, event }, 'event not pushed')
      }
    },
  }
}

/**
 * Newest first, optionally only older than `before`; the (user_id, id desc) index answers it (NULLS
 * LAST as in the index). The total counts every notification of the user.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  page: Page,
  before?: number,
): Promise<{ items: Notification[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, userId),
          before === undefined ? undefined : lt(notifications.id, before),
        ),
      )
      .orderBy(sql`${notifications.id} desc nulls last`)
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.user_id, userId)),
  ])
  return { items: rows.map(toNotification), total }
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
  return count
}

export async function notificationOwner(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ user_id: notifications.user_id })
    .from(notifications)
    .where(eq(notifications.id, id))
  return row?.user_id ?? null
}

/** Marks one as read; a notification already read keeps its first read_at. */
export async function markRead(db: Db, id: number): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(eq(notifications.id, id))
    .returning()
  return row ? toNotification(row) : null
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
}
