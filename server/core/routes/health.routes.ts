import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Health } from '../../../contracts/public/schemas.ts'

/** Liveness and the database in use; it runs a query so a dead database shows up as 500. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', { config: { access: 'public' } }, async (): Promise<{ data: Health }> => {
    await app.db.execute(sql`select 1`)
    return { data: { status: 'ok', database: app.database.kind } }
  })
}
