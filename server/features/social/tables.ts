/**
 * Social: what people post to the feed.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

export const posts = pgTable(
  'posts',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    link_url: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('posts_created_at_idx').on(table.created_at.desc(), table.id.desc()),
    index('posts_user_idx').on(table.user_id, table.created_at.desc()),
  ],
)
