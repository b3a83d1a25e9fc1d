/**
 * The admin area's queues that had no endpoint of their own (issue 35): closing a report on a
 * profile (the reports on posts and comments are closed by the social area's hide and dismiss),
 * and the support tickets inbox, each ticket with its sender, files and the flow code it came
 * with, which opens the flow's replay at /dev?trace=CODE while the flow is kept.
 */
import { desc, eq, ilike, or, sql } from 'drizzle-orm'
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
import { profileCardView } from '../profiles/index.ts'
import { ticketAttachmentsOf, ticketView, traceCodeView } from '../support/index.ts'
import { say } from './messages.ts'

const tickets = ticketView('ticket')
const traces = traceCodeView('trace')
const senderProfile = profileCardView('sender_profile')

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
        ilike(tickets.subject, pattern),
        ilike(tickets.message, pattern),
        ilike(tickets.email, pattern),
        ilike(tickets.trace_code, pattern),
        number ? eq(tickets.id, Number(number[1])) : undefined,
      )
    }
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({
          ticket: {
            id: tickets.id,
            email: tickets.email,
            category: tickets.category,
            subject: tickets.subject,
            message: tickets.message,
            trace_code: tickets.trace_code,
            created_at: tickets.created_at,
          },
          sender_id: users.id,
          sender_first: users.first_name,
          sender_last: users.last_name,
          sender_slug: senderProfile.slug,
          sender_avatar: senderProfile.avatar_url,
          trace_available: sql<boolean>`exists (select 1 from ${traces}
            where ${traces.code} = ${tickets.trace_code})`,
        })
        .from(tickets)
        .leftJoin(users, eq(users.id, tickets.user_id))
        .leftJoin(senderProfile, eq(senderProfile.user_id, users.id))
        .where(where)
        .orderBy(desc(tickets.created_at), desc(tickets.id))
        .limit(query.perPage)
        .offset(pageOffset(query)),
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(tickets)
        .where(where),
    ])
    const ids = rows.map((row) => row.ticket.id)
    const files = ids.length === 0 ? [] : await ticketAttachmentsOf(app.db, ids)
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
