/**
 * Development endpoints (DESIGN.md §6), never registered when APP_ENV=production:
 * GET /api/dev/outbox?to=ADDRESS lists the e-mails and SMS sent to an address, newest first.
 */
import { desc, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { outbox } from '../../core/db/schema.ts'
import { sayIssue } from '../accounts/messages.ts'
import { parseRequest } from '../../core/http/validate.ts'

const OutboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320, sayIssue('outboxTo')))),
})

const LIMIT = 100

export const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (request) => {
    const { to } = parseRequest(request, 'query', OutboxQuery)
    const rows = await app.db
      .select({
        to: outbox.to,
        channel: outbox.channel,
        subject: outbox.subject,
        text: outbox.text,
        created_at: outbox.created_at,
        meta: outbox.meta,
      })
      .from(outbox)
      .where(to ? sql`lower(${outbox.to}) = lower(${to})` : undefined)
      .orderBy(desc(outbox.created_at), desc(outbox.id))
      .limit(LIMIT)
    return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) }
  })
}
