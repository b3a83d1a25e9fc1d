/**
 * POST /api/support/traces stores a flow recorded in the browser (anyone may send one: the error
 * page is shown to visitors too) and answers its code; GET /api/support/traces/:code is for admins,
 * in every environment, since a trace is a user's own steps. GET /api/support/dev-access tells the
 * SPA whether /dev is open to the caller (DESIGN.md §4: admins only in production).
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { devAccess, sendTrace, showTrace } from '../../../contracts/support/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { supportTraces } from './tables.ts'
import { storeTrace } from './traces.ts'

export const traceRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    sendTrace,
    async ({ body, request }) => ({
      data: { code: await storeTrace(app.db, body, request.user?.id ?? null) },
    }),
    {
      before: (request) => enforce(app.db, [LIMITS.tracesPerIp(request.ip)], requestLocale(request)),
    },
  )

  // The SPA cannot tell production from its build: it asks before drawing /dev.
  route(app, devAccess, ({ request }) => ({
    data: { open: app.config.appEnv !== 'production' || !!request.user?.roles.includes('admin') },
  }))

  route(app, showTrace, async ({ params }) => {
    const [trace] = await app.db.select().from(supportTraces).where(eq(supportTraces.code, params.code))
    if (!trace) throw notFound('No flow has this code.')
    return {
      data: {
        code: trace.code,
        created_at: trace.created_at.toISOString(),
        app_version: trace.app_version,
        machines: trace.machines,
        steps: trace.steps,
        user_id: trace.user_id,
      },
    }
  })
}
