/**
 * The support area's job: `support.traces.cleanup` runs every night at 03:00 UTC and deletes the
 * flows sent more than TRACE_RETENTION_DAYS days ago (traces.ts). And where the mail delivery reads
 * a ticket's attachments from: the media storage (in every process that delivers mail).
 */
import { defineServices } from '../../core/areas.ts'
import { storageFor } from '../media/index.ts'
import { ATTACHMENT_SOURCE } from './tickets.ts'
import { deleteExpiredTraces } from './traces.ts'

/** Only names the ticket route stores under (ticket-<uuid>.<ext>). */
const STORED_NAME = /^ticket-[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/

export const TRACE_CLEANUP_QUEUE = 'support.traces.cleanup'
export const TRACE_CLEANUP_CRON = '0 3 * * *'

export default defineServices(async (app) => {
  const storage = storageFor(app.config)
  app.mailer.attachmentSource(ATTACHMENT_SOURCE, async (ref) =>
    STORED_NAME.test(ref) ? storage.get(ref) : null,
  )
  await app.jobs.work(TRACE_CLEANUP_QUEUE, async () => {
    const deleted = await deleteExpiredTraces(app.db)
    if (deleted > 0) app.log.info({ deleted }, 'support traces past their retention deleted')
  })
  // After the queue's own onReady has started it (server/core/plugins/services.ts does the same).
  app.addHook('onReady', () => app.jobs.schedule(TRACE_CLEANUP_QUEUE, TRACE_CLEANUP_CRON))
})
