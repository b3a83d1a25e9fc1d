/**
 * Services routes share: `app.mailer` (outbox + SMTP delivery) and `app.identityProviders`
 * (Facebook/Google adapters, present only when configured).
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { createIdentityProviders, type IdentityProviders } from '../../features/accounts/providers.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
    identityProviders: IdentityProviders
  }
}

const plugin: FastifyPluginAsync<{ identityProviders?: IdentityProviders }> = async (app, options) => {
  const mailer = createMailer(app.db, {
    smtpUrl: app.config.smtpUrl,
    from: `Aula <no-reply@${new URL(app.config.publicUrl).hostname}>`,
    log: app.log,
  })
  app.decorate('mailer', mailer)
  app.addHook('onClose', () => mailer.close())
  app.decorate('identityProviders', options.identityProviders ?? createIdentityProviders(app.config))
}

export const services = fp(plugin, { name: 'services', dependencies: ['context'] })
