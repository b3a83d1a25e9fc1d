/**
 * Outgoing e-mail. Every message is first written to the outbox table (the dev endpoint and the
 * tests read it there); when SMTP_URL is set a background step delivers the pending rows with
 * nodemailer and marks them sent. Rows are claimed with FOR UPDATE SKIP LOCKED, so several API
 * processes on one PostgreSQL never send the same message twice.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import nodemailer from 'nodemailer'
import type { Db } from '../db/index.ts'
import { outbox } from '../db/tables.ts'

/** What an area's mail templates render: one message, as plain text and as HTML. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface OutgoingMail extends RenderedMail {
  to: string
  meta?: Record<string, unknown>
}

export interface Mailer {
  /** Writes the message to the outbox and, with SMTP, schedules its delivery. */
  send(db: Db, mail: OutgoingMail): Promise<void>
  /** Stops background delivery (pending rows stay in the outbox for the next start). */
  close(): Promise<void>
}

const MAX_ATTEMPTS = 5
const BATCH = 10
const RETRY_INTERVAL_MS = 30_000

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  log: { error(object: unknown, message: string): void }
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  let running: Promise<void> | null = null
  let again = false
  let closed = false

  async function deliverBatch(smtp: Transporter): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sent_at), eq(outbox.channel, 'email'), lt(outbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      for (const row of rows) {
        try {
          await smtp.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
          })
          await tx
            .update(outbox)
            .set({ sent_at: new Date(), attempts: sql`${outbox.attempts} + 1` })
            .where(eq(outbox.id, row.id))
        } catch (error) {
          options.log.error({ err: error, outboxId: row.id }, 'e-mail delivery failed')
          await tx
            .update(outbox)
            .set({ attempts: sql`${outbox.attempts} + 1`, last_error: String(error).slice(0, 500) })
            .where(eq(outbox.id, row.id))
        }
      }
      return rows.length
    })
  }

  function kick(): void {
    if (!transport || closed) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        while (!closed && (await deliverBatch(transport)) === BATCH) {
          // a full batch: there may be more
        }
      } while (again && !closed)
    })()
      .catch((error: unknown) => options.log.error({ err: error }, 'e-mail delivery stopped'))
      .finally(() => {
        running = null
      })
  }

  // Failed deliveries (SMTP down) are retried on a timer, not only when new mail arrives.
  const timer = transport ? setInterval(kick, RETRY_INTERVAL_MS) : null
  timer?.unref()
  if (transport) kick()

  return {
    async send(target, mail) {
      await target.insert(outbox).values({
        to: mail.to,
        channel: 'email',
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        meta: mail.meta ?? {},
      })
      kick()
    },
    async close() {
      closed = true
      if (timer) clearInterval(timer)
      await running
      transport?.close()
    },
  }
}
