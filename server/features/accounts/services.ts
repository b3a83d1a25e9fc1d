/**
 * The accounts area's services: `app.identityProviders`, the Facebook/Google adapters (present
 * only when configured). A stand-in given to buildApp as `decorations: { identityProviders }`
 * (tests) is kept.
 */
import { defineServices } from '../../core/areas.ts'
import { createIdentityProviders, type IdentityProviders } from './providers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    identityProviders: IdentityProviders
  }
}

export default defineServices(async (app) => {
  if (!app.hasDecorator('identityProviders'))
    app.decorate('identityProviders', createIdentityProviders(app.config))
})
