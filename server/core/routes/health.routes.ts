import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'drizzle-orm'
import { health } from '../../../contracts/core/endpoints.ts'
import { route } from '../http/route.ts'

/** Liveness and the database in use; it runs a query so a dead database shows up as 500. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, health, async () => {
    await app.db.execute(sql`select 1`)
    return { data: { status: 'ok', database: app.database.kind } }
  })
}
