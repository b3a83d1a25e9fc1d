/**
 * The accounts area's services: `app.identityProviders`, the Facebook/Google adapters (present
 * only when configured; a stand-in given to buildApp as `decorations: { identityProviders }`
 * (tests) is kept), and the nightly `accounts.deletions` job that anonymises the accounts whose
 * deletion date has come (deletion.ts).
 */
import { defineServices } from '../../core/areas.ts'
import { DELETIONS_CRON, DELETIONS_QUEUE, purgeDeletedAccounts } from './deletion.ts'
import { createIdentityProviders, type IdentityProviders } from './providers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    identityProviders: IdentityProviders
  }
}

export default defineServices(async (app) => {
  if (!app.hasDecorator('identityProviders'))
    app.decorate('identityProviders', createIdentityProviders(app.config))
  await app.jobs.work(DELETIONS_QUEUE, async () => {
    const purged = await purgeDeletedAccounts(app.db)
    if (purged > 0) app.log.info({ purged }, 'accounts past their deletion date anonymised')
  })
  // after the queue's own onReady has started it, as the support area's cleanup
  app.addHook('onReady', () => app.jobs.schedule(DELETIONS_QUEUE, DELETIONS_CRON))
})
