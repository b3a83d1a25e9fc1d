/** Uploaded files (SPEC.md §7 media): the bytes live under DATA_DIR/media, the row says whose and what. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { MediaCollection } from '../../../contracts/media/schemas.ts'
import { createdAt, id } from '../../core/db/columns.ts'
import { userRef } from '../../core/db/tables.ts'

export const media = pgTable(
  'media',
  {
    id: id(),
    owner_id: userRef(),
    collection: text().$type<MediaCollection>().notNull(),
    mime: text().$type<'image/webp' | 'application/pdf'>().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    name: text().notNull(),
    /** Relative to DATA_DIR/media: a random name, never the user's. */
    path: text().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('media_owner_idx').on(table.owner_id, table.collection)],
)
export type MediaRow = typeof media.$inferSelect
