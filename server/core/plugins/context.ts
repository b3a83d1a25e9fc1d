/**
 * Makes the configuration and the open database available to every route as `app.config`,
 * `app.database` (kind, close) and `app.db` (the Drizzle handle routes query with).
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Database, Db } from '../db/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
  }
}

const plugin: FastifyPluginAsync<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
}

export const context = fp(plugin, { name: 'context' })
