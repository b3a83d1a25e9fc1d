/**
 * The search area's services: the daily `search.saved-matches` job that tells the owners of saved
 * searches with `notify` on about new matches (notify.ts).
 */
import { defineServices } from '../../core/areas.ts'
import { notifySavedSearches, SAVED_MATCHES_CRON, SAVED_MATCHES_QUEUE, SAVED_MATCHES_TYPE } from './notify.ts'

export default defineServices(async (app) => {
  await app.jobs.work(SAVED_MATCHES_QUEUE, async () => {
    const sent = await notifySavedSearches(app.db, (userId, data) =>
      app.notifications.send(userId, SAVED_MATCHES_TYPE, data),
    )
    if (sent.length > 0) app.log.info({ sent: sent.length }, 'saved searches: new matches notified')
  })
  // after the queue's own onReady has started it, as the accounts' deletions
  app.addHook('onReady', () => app.jobs.schedule(SAVED_MATCHES_QUEUE, SAVED_MATCHES_CRON))
})
