/**
 * `app.jobs`: the job queue of server/core/jobs on the application's database. pg-boss starts once
 * the app is ready (every area has registered its workers, main.ts has migrated) and stops when the
 * app closes: fetching ends, running jobs finish, then the database may close.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { createJobQueue, type JobQueue } from './index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const queue = createJobQueue(app.database, { workers: app.config.workers, log: app.log })
  app.decorate('jobs', queue)
  app.addHook('onReady', () => queue.start())
  app.addHook('onClose', () => queue.stop())
}

export const jobs = fp(plugin, { name: 'jobs', dependencies: ['context'] })
