/**
 * POST /api/support/tickets: a logged-in user's ticket from /mysettings/help, stored and e-mailed
 * to support (tickets.ts). Limited per user, counting every attempt, so a loop in a client cannot
 * flood support's inbox; a flow code is accepted only for a flow the same user sent.
 *
 * The same call takes JSON, or multipart/form-data with the same fields and up to
 * TICKET_ATTACHMENTS_MAX `attachments` files (attachments.ts): the form is read and the files
 * checked before the fields are validated, and a problem with either is one 422 naming every
 * field at fault; nothing is stored until all of it is right.
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { resolveSchema } from '../../../contracts/core/endpoint.ts'
import { sendTicket } from '../../../contracts/support/endpoints.ts'
import { HttpError, validationError, type FieldErrors } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { parseInput } from '../../core/http/validate.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { enforce } from '../../core/rate-limit.ts'
import { storageFor } from '../media/index.ts'
import { MULTIPART_LIMITS, readTicketForm, type TicketFile } from './attachments.ts'
import { LIMITS } from './limits.ts'
import { say } from './messages.ts'
import { isOwnTrace, storeTicket } from './tickets.ts'

export const ticketRoutes: FastifyPluginAsync = async (app) => {
  // Files past the size are cut (`truncated`) rather than thrown, so the rest of the form is read.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false })
  const storage = storageFor(app.config)
  const filesOf = new WeakMap<FastifyRequest, TicketFile[]>()

  /** A multipart ticket: its text fields become the body, its checked files wait for the handler. */
  async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) return
    const locale = requestLocale(request)
    const form = await readTicketForm(request, locale)
    request.body = form.fields
    if (Object.keys(form.errors).length === 0) {
      filesOf.set(request, form.files)
      return
    }
    // The fields' own problems too, so the sender sees everything at once.
    const errors: FieldErrors = { ...form.errors }
    try {
      parseInput(resolveSchema(sendTicket.body, locale), form.fields, 'body', locale)
    } catch (error) {
      if (!(error instanceof HttpError) || !error.errors) throw error
      for (const [field, messages] of Object.entries(error.errors))
        errors[field] = [...(errors[field] ?? []), ...messages]
    }
    throw validationError(errors, locale)
  }

  route(
    app,
    sendTicket,
    async ({ body, request }) => {
      const locale = requestLocale(request)
      const user = currentUser(request)
      if (body.trace_code && !(await isOwnTrace(app.db, body.trace_code, user.id)))
        throw validationError({ trace_code: [say('traceNotYours', locale)] }, locale)
      const sender = {
        id: user.id,
        name: `${user.first_name} ${user.last_name}`,
        accountEmail: user.email,
        firstName: user.first_name,
        locale: user.locale,
      }
      const files = filesOf.get(request) ?? []
      const ticket = await storeTicket(app.db, app.mailer, app.config, sender, body, files, storage)
      return { data: { ...ticket, created_at: ticket.created_at.toISOString() } }
    },
    {
      before: async (request) => {
        await enforce(app.db, [LIMITS.ticketsPerUser(currentUser(request).id)], requestLocale(request))
        await readForm(request)
      },
    },
  )
}
