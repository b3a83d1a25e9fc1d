/**
 * Payloads of the NOTIFICATIONS area (SPEC.md §3 "Notification: slug_type", §4 "Notification
 * handling by slug_type", §7 realtime). A notification is stored before it is pushed on the
 * private channel `notifications.{userId}`, so the list and the push carry the same object. The
 * types are declared by the areas that send them (contracts/<area>/notifications.ts, issue 33).
 */
import * as v from 'valibot'

/** Longest slug_type the API stores (DESIGN.md §5: every string field has a maximum length). */
export const SLUG_TYPE_MAX_LENGTH = 64

export const Notification = v.object({
  id: v.number(),
  /** A type an area declares (contracts/<area>/notifications.ts), or one no area declares any more (an old row). */
  slug_type: v.pipe(v.string(), v.minLength(1), v.maxLength(SLUG_TYPE_MAX_LENGTH)),
  /** What the text and the link are built from: the payload its declaration describes. */
  data: v.record(v.string(), v.unknown()),
  /** ISO 8601 UTC; null while unread. */
  read_at: v.nullable(v.string()),
  /** ISO 8601 UTC. */
  created_at: v.string(),
})
export type Notification = v.InferOutput<typeof Notification>

/** GET /api/notifications/unread. */
export const UnreadCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type UnreadCount = v.InferOutput<typeof UnreadCount>

/** The newest notification a client has seen: where catching up after a reconnection starts. */
export const NotificationCursor = v.object({ id: v.number(), created_at: v.string() })
export type NotificationCursor = v.InferOutput<typeof NotificationCursor>

/** The channel name without the `private-` prefix pusher-js adds on the wire (DESIGN.md §5). */
export function notificationChannel(userId: number): string {
  return `notifications.${userId}`
}

/** The event name a notification is pushed under on its channel; the payload is a Notification. */
export const NOTIFICATION_PUSH_EVENT = 'notification.created'
