/**
 * Notifications: written before they are pushed, so a user who was offline finds them in the
 * list (SPEC.md §3 "Notification: slug_type"). The list reads (user_id, id desc); the unread badge
 * reads the partial index of unread rows.
 */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: userRef(),
    slug_type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.user_id, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
  ],
)

export type NotificationRow = typeof notifications.$inferSelect
