/**
 * Search (issue 19): the saved searches. The search itself reads the other areas' tables through
 * the expression indexes and SQL functions of migration 0029 (search_norm, search_query, the
 * search_*_doc functions), so no copy of any document is kept here.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

/** What a saved search repeats: the text, the kind of result and the filters of its page. */
export interface SavedSearchItem {
  q: string
  kind: string
  filters: Record<string, string>
}

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    user_id: userRef(),
    name: text().notNull(),
    item_data: jsonb().$type<SavedSearchItem>().notNull(),
    /** Notify the owner of new matches (the daily search_saved_notify job). */
    notify: boolean().notNull().default(false),
    /** Until when the owner has been told about matches: only newer documents are new. */
    notified_until: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.user_id, table.created_at.desc()),
    index('saved_searches_notify_idx')
      .on(table.id)
      .where(sql`${table.notify}`),
    check('saved_searches_name_check', sql`length(${table.name}) between 1 and 120`),
  ],
)
