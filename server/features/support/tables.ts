/**
 * Support: the flows users send (issue 11), kept TRACE_RETENTION_DAYS days (traces.ts), and the
 * tickets of the help page (tickets.ts).
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { TicketCategory } from '../../../contracts/support/tickets.ts'
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

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    /** Who sent it; tickets stay with support when the account is deleted. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Where support answers: the address the user gave (prefilled with the account's). */
    email: text().notNull(),
    category: text().$type<TicketCategory>().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /**
     * The code of the flow the user attached. Text, not a reference: the flow is deleted after
     * TRACE_RETENTION_DAYS days, the ticket is kept.
     */
    trace_code: text(),
    created_at: createdAt(),
  },
  (table) => [index('support_tickets_user_id_idx').on(table.user_id)],
)

/**
 * The files a ticket came with (screenshots, a PDF): the bytes on the media storage under
 * `stored_name` (media/storage.ts), their type read from the bytes, the name as the user gave it.
 * They go with their ticket.
 */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: id(),
    ticket_id: integer()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The file's name on the user's device (a base name, at most 200 characters). */
    name: text().notNull(),
    /** The random name the storage keeps the bytes under (ticket-<uuid>.<ext>). */
    stored_name: text().notNull().unique(),
    /** image/jpeg, image/png, image/webp or application/pdf, as the bytes say. */
    content_type: text().notNull(),
    size: integer().notNull(),
    created_at: createdAt(),
  },
  (table) => [index('support_ticket_attachments_ticket_id_idx').on(table.ticket_id)],
)
