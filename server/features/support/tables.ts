/** Support: the flows users send (issue 11), kept TRACE_RETENTION_DAYS days (traces.ts). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { TraceStep } from '../../../contracts/support/traces.ts'
import { createdAt, id } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

export const supportTraces = pgTable(
  'support_traces',
  {
    id: id(),
    code: text().notNull().unique(),
    /** Who sent it; null for a visitor, and when the account is deleted the trace stays anonymous. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    app_version: text().notNull(),
    /** Machine id → definition hash of the build the user ran. */
    machines: jsonb().$type<Record<string, string>>().notNull(),
    steps: jsonb().$type<TraceStep[]>().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('support_traces_created_at_idx').on(table.created_at)],
)
