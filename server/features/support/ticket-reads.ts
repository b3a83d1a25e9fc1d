/**
 * How other areas read support tickets (issue 33: reads go through the owner's face): read views of
 * the tickets and the recorded traces to filter, sort and join inside their own SQL (subqueries
 * built without a db; PostgreSQL inlines them, so the plan is the one of the tables they replace),
 * and the files attached to tickets, a point read taking the caller's db.
 */
import { inArray } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { supportTicketAttachments, supportTickets, supportTraces } from './tables.ts'

const qb = new QueryBuilder()

/** Tickets as the admins' inbox reads them: sender, category, subject, message, trace code, date. */
export const ticketView = <A extends string = 'ticket_view'>(as: A = 'ticket_view' as A) =>
  qb
    .select({
      id: supportTickets.id,
      user_id: supportTickets.user_id,
      email: supportTickets.email,
      category: supportTickets.category,
      subject: supportTickets.subject,
      message: supportTickets.message,
      trace_code: supportTickets.trace_code,
      created_at: supportTickets.created_at,
    })
    .from(supportTickets)
    .as(as)

/** The codes of the recorded flow traces (whether a ticket's trace can still be opened). */
export const traceCodeView = <A extends string = 'trace_code_view'>(as: A = 'trace_code_view' as A) =>
  qb.select({ code: supportTraces.code }).from(supportTraces).as(as)

/** The files attached to these tickets (name, type, size; not where they are stored), in upload order. */
export async function ticketAttachmentsOf(db: Db, ticketIds: number[]) {
  return db
    .select({
      ticket_id: supportTicketAttachments.ticket_id,
      name: supportTicketAttachments.name,
      content_type: supportTicketAttachments.content_type,
      size: supportTicketAttachments.size,
    })
    .from(supportTicketAttachments)
    .where(inArray(supportTicketAttachments.ticket_id, ticketIds))
    .orderBy(supportTicketAttachments.id)
}
