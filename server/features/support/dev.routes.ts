/**
 * Development endpoints (DESIGN.md §6), never registered when APP_ENV=production:
 * GET /api/dev/outbox?to=ADDRESS lists the e-mails and SMS sent to an address, newest first.
 */
import { desc, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { listOutbox } from '../../../contracts/support/endpoints.ts'
import { outbox } from '../../core/db/tables.ts'
import { route } from '../../core/http/route.ts'

const LIMIT = 100

export const devRoutes: FastifyPluginAsync = async (app) => {
  route(app, listOutbox, async ({ query: { to } }) => {
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
