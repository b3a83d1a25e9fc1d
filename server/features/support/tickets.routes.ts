/**
 * POST /api/support/tickets: a logged-in user's ticket from /mysettings/help, stored and e-mailed
 * to support (tickets.ts). Limited per user, counting every attempt, so a loop in a client cannot
 * flood support's inbox; a flow code is accepted only for a flow the same user sent.
 */
import type { FastifyPluginAsync } from 'fastify'
import { sendTicket } from '../../../contracts/support/endpoints.ts'
import { validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { say } from './messages.ts'
import { isOwnTrace, storeTicket } from './tickets.ts'

export const ticketRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    sendTicket,
    async ({ body, request }) => {
      const locale = requestLocale(request)
      const user = currentUser(request)
      if (body.trace_code && !(await isOwnTrace(app.db, body.trace_code, user.id)))
        throw validationError({ trace_code: [say('traceNotYours', locale)] }, locale)
      const sender = { id: user.id, name: `${user.first_name} ${user.last_name}`, accountEmail: user.email }
      const ticket = await storeTicket(app.db, app.mailer, app.config, sender, body)
      return { data: { ...ticket, created_at: ticket.created_at.toISOString() } }
    },
    {
      before: (request) =>
        enforce(app.db, [LIMITS.ticketsPerUser(currentUser(request).id)], requestLocale(request)),
    },
  )
}
