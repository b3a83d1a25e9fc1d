/**
 * The diary (issue 17): a user's private entries. Only their author reads them; nothing else in
 * the product joins this table (no feed, search or profile query).
 */
import { sql } from 'drizzle-orm'
import { date, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: id(),
    user_id: userRef(),
    entry_date: date({ mode: 'string' }).notNull(),
    text: text().notNull(),
    /** One of contracts/diary DIARY_MOODS, or null. */
    mood: text().$type<'great' | 'good' | 'neutral' | 'low' | 'bad'>(),
    tags: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  // Every read is one user's entries, newest day first (a month is a range of the same index).
  (table) => [
    index('diary_entries_user_date_idx').on(table.user_id, table.entry_date.desc(), table.id.desc()),
  ],
)

export type DiaryEntryRow = typeof diaryEntries.$inferSelect
