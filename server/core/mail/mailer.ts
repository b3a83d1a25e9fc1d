/**
 * Outgoing e-mail and SMS. Every message is first written to the outbox table (the dev endpoint and
 * the tests read it there), then an `email` or `sms` job delivers it (server/core/jobs): retried
 * with exponential backoff, and parked in `email_dead` / `sms_dead` once the retries are spent, so
 * an SMTP outage loses nothing. The job carries only the outbox row's id; the row records the
 * outcome (sent_at, attempts, last_error).
 *
 * - E-mail goes through SMTP with nodemailer when SMTP_URL is set; without it the message stays in
 *   the outbox (development), unsent.
 * - SMS has no provider yet: the outbox is the sink, and the job marks the row delivered there.
 */
import { eq, sql } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import type { Transporter } from 'nodemailer'
import nodemailer from 'nodemailer'
import type { Db } from '../db/index.ts'
import { outbox } from '../db/tables.ts'
import type { JobQueue, WorkOptions } from '../jobs/index.ts'

/** What an area's mail templates render: one message, as plain text and as HTML. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/**
 * A file sent with an e-mail. The outbox keeps only this reference (in the row's meta, under
 * `attachments`); the delivery job reads the bytes from the area that registered `source`
 * (`mailer.attachmentSource`), so a large file never sits in the database twice.
 */
export interface MailAttachment {
  filename: string
  contentType: string
  size: number
  source: string
  ref: string
}

/** Reads an attachment's bytes by its ref; null when they are gone. */
export type AttachmentLoader = (ref: string) => Promise<Readable | Buffer | null>

export interface OutgoingMail extends RenderedMail {
  to: string
  meta?: Record<string, unknown>
  attachments?: MailAttachment[]
}

export interface OutgoingSms {
  /** The number as the user gave it, with its prefix (e.g. '+393331234567'). */
  to: string
  text: string
  meta?: Record<string, unknown>
}

export interface Mailer {
  /**
   * Writes the message to the outbox and queues its delivery. `target` may be a transaction: the
   * row then commits (or rolls back) with it, and the job waits until the row is there.
   */
  send(target: Db, mail: OutgoingMail): Promise<void>
  /** Where the delivery job reads the attachments of `source` from (an area's services.ts). */
  attachmentSource(source: string, loader: AttachmentLoader): void
  /** The same for an SMS (outbox channel 'sms', queue 'sms'). */
  sendSms(target: Db, sms: OutgoingSms): Promise<void>
  /** Once the queue runs: schedules the sweep that queues rows a crash left without a job. */
  start(): Promise<void>
  /** Closes the SMTP connections (the queue itself stops with the app). */
  close(): Promise<void>
}

export const EMAIL_QUEUE = 'email'
export const SMS_QUEUE = 'sms'
export const OUTBOX_SWEEP_QUEUE = 'outbox_sweep'
/** Rows younger than this may still be getting their job; older than MAX_AGE they are history. */
const SWEEP_MIN_AGE = '1 minute'
const SWEEP_MAX_AGE = '2 days'
/** 6 tries over about half an hour (30 s, 1, 2, 4, 8 min…), then the dead-letter queue. */
export const DELIVERY_RETRIES: WorkOptions = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true }

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  log: { error(object: unknown, message: string): void }
  /** Overrides DELIVERY_RETRIES (tests make them short). */
  retries?: WorkOptions
}

interface DeliveryJob {
  outboxId: number
}

export async function createMailer(db: Db, jobs: JobQueue, options: MailerOptions): Promise<Mailer> {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  const retries = options.retries ?? DELIVERY_RETRIES
  const loaders = new Map<string, AttachmentLoader>()

  /** The row's attachments as nodemailer takes them; one whose bytes are gone is left out, logged. */
  async function attachmentsOf(outboxId: number, meta: Record<string, unknown>) {
    const listed = Array.isArray(meta.attachments) ? (meta.attachments as MailAttachment[]) : []
    const files: { filename: string; contentType: string; content: Readable | Buffer }[] = []
    for (const attachment of listed) {
      const loader = loaders.get(attachment.source)
      if (!loader) throw new Error(`no attachment source '${attachment.source}' (outbox row ${outboxId})`)
      const content = await loader(attachment.ref)
      if (content) files.push({ filename: attachment.filename, contentType: attachment.contentType, content })
      else options.log.error({ outboxId, ref: attachment.ref }, 'mail attachment missing, sent without it')
    }
    return files
  }

  async function pendingRow(outboxId: number) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId))
    // Sent from a transaction that has not committed yet (or rolled back): retried, then dead.
    if (!row) throw new Error(`outbox row ${outboxId} not found`)
    return row.sent_at ? null : row
  }

  await jobs.work<DeliveryJob>(
    EMAIL_QUEUE,
    async ({ outboxId }) => {
      const row = await pendingRow(outboxId)
      if (!row || !transport) return
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: await attachmentsOf(row.id, row.meta),
        })
      } catch (error) {
        await db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, last_error: String(error).slice(0, 500) })
          .where(eq(outbox.id, row.id))
        throw error
      }
      await db
        .update(outbox)
        .set({ sent_at: new Date(), attempts: sql`${outbox.attempts} + 1`, last_error: null })
        .where(eq(outbox.id, row.id))
    },
    retries,
  )

  await jobs.work<DeliveryJob>(
    SMS_QUEUE,
    async ({ outboxId }) => {
      const row = await pendingRow(outboxId)
      if (!row) return
      // No SMS provider: delivered means written to the outbox, where the dev page shows it.
      await db
        .update(outbox)
        .set({ sent_at: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, row.id))
    },
    retries,
  )

  // A process that dies between committing the row and queueing its job leaves the row without
  // one: every few minutes such rows get their job. Rows whose job already ran keep attempts > 0,
  // or sent_at, and pending jobs are still in pgboss.job, so nothing is sent twice.
  await jobs.work(OUTBOX_SWEEP_QUEUE, async () => {
    const orphans = await db
      .select({ id: outbox.id, channel: outbox.channel })
      .from(outbox)
      .where(
        sql`${outbox.sent_at} is null and ${outbox.attempts} = 0
          and ${outbox.created_at} < now() - ${SWEEP_MIN_AGE}::interval
          and ${outbox.created_at} > now() - ${SWEEP_MAX_AGE}::interval
          and not exists (
            select 1 from pgboss.job job
             where job.name in (${EMAIL_QUEUE}, ${SMS_QUEUE}) and (job.data->>'outboxId')::int = ${outbox.id}
          )`,
      )
      .limit(500)
    for (const row of orphans)
      await jobs.send<DeliveryJob>(row.channel === 'sms' ? SMS_QUEUE : EMAIL_QUEUE, { outboxId: row.id })
  })

  async function queue(target: Db, name: string, outboxId: number): Promise<void> {
    const send = () => jobs.send<DeliveryJob>(name, { outboxId })
    if (target === db) {
      await send()
      return
    }
    // Inside the caller's transaction: on PGlite a send would wait for that very transaction, so
    // it is queued without waiting and lands once the transaction ends.
    send().catch((error: unknown) => options.log.error({ err: error, outboxId }, `could not queue ${name}`))
  }

  return {
    async send(target, mail) {
      const [row] = await target
        .insert(outbox)
        .values({
          to: mail.to,
          channel: 'email',
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          meta: mail.attachments?.length
            ? { ...mail.meta, attachments: mail.attachments }
            : (mail.meta ?? {}),
        })
        .returning({ id: outbox.id })
      await queue(target, EMAIL_QUEUE, row.id)
    },
    attachmentSource(source, loader) {
      loaders.set(source, loader)
    },
    async sendSms(target, sms) {
      const [row] = await target
        .insert(outbox)
        .values({ to: sms.to, channel: 'sms', text: sms.text, meta: sms.meta ?? {} })
        .returning({ id: outbox.id })
      await queue(target, SMS_QUEUE, row.id)
    },
    async start() {
      // Without SMTP, e-mail rows stay unsent on purpose: nothing to sweep.
      if (transport) await jobs.schedule(OUTBOX_SWEEP_QUEUE, '*/5 * * * *')
    },
    async close() {
      transport?.close()
    },
  }
}
