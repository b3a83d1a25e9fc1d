/**
 * Direct messages (issue 17): a conversation between two people, one row per participant with
 * what they have read, and the messages. A conversation is one per pair (user_a_id < user_b_id,
 * unique), so opening one again finds the same. The participant row keeps the list's sort key
 * (the id of the conversation's last message: message ids grow, so it orders by recency and is a
 * keyset cursor), the last message the participant read, and their unread count, so the list and
 * the sidebar's total never count messages.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** The smaller of the two user ids. */
    user_a_id: userRef(),
    user_b_id: userRef(),
    /** Who opened it first. */
    created_by: userRef(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('conversations_pair_order', sql`${table.user_a_id} < ${table.user_b_id}`),
    uniqueIndex('conversations_pair_idx').on(table.user_a_id, table.user_b_id),
    index('conversations_user_b_idx').on(table.user_b_id),
  ],
)

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: userRef(),
    /** The other participant, so the list needs no second look at conversations. */
    other_id: userRef(),
    /** The conversation's last message id (0 while empty): the list's order and cursor. */
    last_message_id: integer().notNull().default(0),
    /** The last message this participant read (0 for none): the other side's read receipt. */
    last_read_message_id: integer().notNull().default(0),
    /** Messages of the other participant after last_read_message_id. */
    unread_count: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.conversation_id, table.user_id] }),
    // The list, newest activity first, by keyset on last_message_id.
    index('conversation_members_list_idx').on(table.user_id, table.last_message_id.desc()),
    // The unread total.
    index('conversation_members_unread_idx')
      .on(table.user_id)
      .where(sql`${table.unread_count} > 0`),
  ],
)

export const directMessages = pgTable(
  'direct_messages',
  {
    id: id(),
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: userRef(),
    text: text().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('direct_messages_conversation_idx').on(table.conversation_id, table.id.desc())],
)

export type ConversationRow = typeof conversations.$inferSelect
export type ConversationMemberRow = typeof conversationMembers.$inferSelect
export type DirectMessageRow = typeof directMessages.$inferSelect
