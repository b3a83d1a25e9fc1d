/**
 * The core's services: `app.mailer` (outbox + SMTP delivery). An area's own services (e.g. the
 * accounts area's Facebook/Google adapters) come from its services.ts, registered right after
 * this one (server/core/areas.ts), so the core needs to know none of them.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer(app.db, {
    smtpUrl: app.config.smtpUrl,
    from: `Aula <no-reply@${new URL(app.config.publicUrl).hostname}>`,
    log: app.log,
  })
  app.decorate('mailer', mailer)
  app.addHook('onClose', () => mailer.close())
}

export const services = fp(plugin, { name: 'services', dependencies: ['context'] })
