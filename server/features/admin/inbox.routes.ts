/**
 * The admin area's queues that had no endpoint of their own (issue 35): closing a report on a
 * profile (the reports on posts and comments are closed by the social area's hide and dismiss),
 * and the support tickets inbox, each ticket with its sender, files and the flow code it came
 * with, which opens the flow's replay at /dev?trace=CODE while the flow is kept.
 */
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { dismissProfileReport, listTickets, type AdminTicket } from '../../../contracts/admin/endpoints.ts'
import { ticketNumber } from '../../../contracts/support/tickets.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { pageOffset, paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { closeProfileReport } from '../network/index.ts'
import { profiles } from '../profiles/tables.ts'
import { supportTicketAttachments, supportTickets, supportTraces } from '../support/tables.ts'
import { say } from './messages.ts'

export const adminInboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, dismissProfileReport, async ({ params, request }) => {
    const closed = await closeProfileReport(app.db, params.id)
    if (closed === null) throw notFound(say('reportMissing', requestLocale(request)))
    return { data: { id: closed, status: 'closed' as const } }
  })

  route(app, listTickets, async ({ query }) => {
    let where
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`
      const number = /^t-?0*(\d{1,9})$/i.exec(query.q.trim())
      where = or(
        ilike(supportTickets.subject, pattern),
        ilike(supportTickets.message, pattern),
        ilike(supportTickets.email, pattern),
        ilike(supportTickets.trace_code, pattern),
        number ? eq(supportTickets.id, Number(number[1])) : undefined,
      )
    }
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({
          ticket: supportTickets,
          sender_id: users.id,
          sender_first: users.first_name,
          sender_last: users.last_name,
          sender_slug: profiles.slug,
          sender_avatar: profiles.avatar_url,
          trace_available: sql<boolean>`exists (select 1 from ${supportTraces}
            where ${supportTraces.code} = ${supportTickets.trace_code})`,
        })
        .from(supportTickets)
        .leftJoin(users, eq(users.id, supportTickets.user_id))
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .where(where)
        .orderBy(desc(supportTickets.created_at), desc(supportTickets.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(supportTickets)
        .where(where),
    ])
    const ids = rows.map((row) => row.ticket.id)
    const files =
      ids.length === 0
        ? []
        : await app.db
            .select({
              ticket_id: supportTicketAttachments.ticket_id,
              name: supportTicketAttachments.name,
              content_type: supportTicketAttachments.content_type,
              size: supportTicketAttachments.size,
            })
            .from(supportTicketAttachments)
            .where(inArray(supportTicketAttachments.ticket_id, ids))
            .orderBy(supportTicketAttachments.id)
    return paginated(
      rows.map(({ ticket, ...row }): AdminTicket => ({
        id: ticket.id,
        number: ticketNumber(ticket.id),
        sender:
          row.sender_id === null
            ? null
            : {
                id: row.sender_id,
                slug: row.sender_slug ?? '',
                full_name: `${row.sender_first} ${row.sender_last}`.trim(),
                avatar_url: row.sender_avatar,
              },
        email: ticket.email,
        category: ticket.category,
        subject: ticket.subject,
        message: ticket.message,
        trace_code: ticket.trace_code,
        trace_available: ticket.trace_code !== null && row.trace_available,
        attachments: files
          .filter((file) => file.ticket_id === ticket.id)
          .map(({ name, content_type, size }) => ({ name, content_type, size })),
        created_at: ticket.created_at.toISOString(),
      })),
      query,
      total,
    )
  })
}
