/**
 * The core's services: `app.jobs` (the pg-boss job queue, server/core/jobs) and `app.mailer`
 * (outbox + delivery through the `email` and `sms` queues). An area's own services (e.g. the
 * accounts area's Facebook/Google adapters) come from its services.ts, registered right after
 * this one (server/core/areas.ts), so the core needs to know none of them.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { jobs } from '../jobs/plugin.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(jobs)
  const mailer = await createMailer(app.db, app.jobs, {
    smtpUrl: app.config.smtpUrl,
    from: `Aula <no-reply@${new URL(app.config.publicUrl).hostname}>`,
    log: app.log,
  })
  app.decorate('mailer', mailer)
  // After the queue's own onReady (registered first, by the jobs plugin) has started it.
  app.addHook('onReady', () => mailer.start())
  app.addHook('onClose', () => mailer.close())
}

export const services = fp(plugin, { name: 'services', dependencies: ['context'] })
