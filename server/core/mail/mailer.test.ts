/**
 * E-mail and SMS through the job queue, delivered to a real SMTP server on loopback (smtp-server):
 * the outbox row is written at once, the `email` job delivers it and records the outcome, and an
 * SMTP server that keeps refusing sends the job through its retries into `email_dead`.
 */
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/helper.ts'
import { smtpSink } from '../../../tests/api/support/smtp-sink.ts'
import { outbox } from '../db/tables.ts'
import { createJobQueue, type JobQueueControl } from '../jobs/index.ts'
import { sql } from 'drizzle-orm'
import { createMailer, OUTBOX_SWEEP_QUEUE, type Mailer } from './mailer.ts'

const quiet = { error: () => {}, warn: () => {} }

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

let opened: Awaited<ReturnType<typeof openTestDatabase>>
let sink: Awaited<ReturnType<typeof smtpSink>>
const running: { jobs: JobQueueControl; mailer: Mailer }[] = []

beforeAll(async () => {
  opened = await openTestDatabase()
  sink = await smtpSink()
})
afterEach(async () => {
  for (const { jobs, mailer } of running.splice(0)) {
    await jobs.stop()
    await mailer.close()
  }
  sink.state.refuse = false
})
afterAll(async () => {
  await sink?.close()
  await opened?.close()
})

/** The mailer as the app builds it, with retries short enough for a test. */
async function mailerWith(smtpUrl: string | undefined) {
  const jobs = createJobQueue(opened.database, { workers: true, log: quiet, pollingIntervalSeconds: 0.5 })
  const mailer = await createMailer(opened.db, jobs, {
    smtpUrl,
    from: 'Aula <no-reply@aula.test>',
    log: quiet,
    retries: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
  })
  await jobs.start()
  await mailer.start()
  running.push({ jobs, mailer })
  return { jobs, mailer }
}

const rowFor = async (to: string) => {
  const [row] = await opened.db.select().from(outbox).where(eq(outbox.to, to))
  return row
}

const mail = (to: string) => ({
  to,
  subject: 'Il tuo codice',
  text: 'Codice: 123456',
  html: '<p>Codice: <b>123456</b></p>',
  meta: { kind: 'otp' },
})

describe('e-mail through the queue', () => {
  it('writes the outbox row, then the email job delivers it over SMTP and marks it sent', async () => {
    const { jobs, mailer } = await mailerWith(sink.url)
    await mailer.send(opened.db, mail('ada@example.com'))
    // Written before delivery: the dev outbox and the tests read it there.
    expect(await rowFor('ada@example.com')).toMatchObject({ channel: 'email', subject: 'Il tuo codice' })
    await jobs.drain()
    const delivered = sink.received.filter((message) => message.to.includes('ada@example.com'))
    expect(delivered).toHaveLength(1)
    expect(delivered[0].from).toBe('no-reply@aula.test')
    expect(delivered[0].raw).toContain('Subject: Il tuo codice')
    expect(delivered[0].raw).toContain('Codice: 123456')
    expect(await rowFor('ada@example.com')).toMatchObject({ attempts: 1, last_error: null })
    expect((await rowFor('ada@example.com')).sent_at).toBeInstanceOf(Date)
  })

  it('an SMTP server that refuses: retried with backoff, the error recorded, then the dead-letter queue', async () => {
    const { jobs, mailer } = await mailerWith(sink.url)
    const dead: { outboxId: number }[] = []
    await jobs.work<{ outboxId: number }>('email_dead', async (data) => void dead.push(data))
    sink.state.refuse = true
    await mailer.send(opened.db, mail('bob@example.com'))
    await until(() => dead.length === 1)
    const row = await rowFor('bob@example.com')
    expect(dead).toEqual([{ outboxId: row.id }])
    // The first try and both retries reached the server and were refused.
    expect(sink.state.refused).toBe(3)
    expect(row.attempts).toBe(3)
    expect(row.sent_at).toBeNull()
    expect(row.last_error).toMatch(/451/)
    expect(sink.received.filter((message) => message.to.includes('bob@example.com'))).toEqual([])
  })

  it('an SMTP server that recovers: a retry delivers it', async () => {
    const { mailer } = await mailerWith(sink.url)
    sink.state.refuse = true
    await mailer.send(opened.db, mail('cleo@example.com'))
    await until(async () => (await rowFor('cleo@example.com')).attempts === 1)
    sink.state.refuse = false
    await until(async () => (await rowFor('cleo@example.com')).sent_at !== null)
    expect(await rowFor('cleo@example.com')).toMatchObject({ attempts: 2, last_error: null })
    expect(sink.received.filter((message) => message.to.includes('cleo@example.com'))).toHaveLength(1)
  })

  it('attaches the files of a registered source, read at delivery; one whose bytes are gone is left out', async () => {
    const { jobs, mailer } = await mailerWith(sink.url)
    const files: Record<string, Buffer> = { 'a.pdf': Buffer.from('%PDF-1.4 allegato') }
    mailer.attachmentSource('test', async (ref) => files[ref] ?? null)
    const attachment = (ref: string) => ({
      filename: ref,
      contentType: 'application/pdf',
      size: 17,
      source: 'test',
      ref,
    })
    await mailer.send(opened.db, {
      ...mail('gil@example.com'),
      attachments: [attachment('a.pdf'), attachment('gone.pdf')],
    })
    // the outbox keeps the reference only
    expect((await rowFor('gil@example.com')).meta).toMatchObject({
      kind: 'otp',
      attachments: [{ ref: 'a.pdf' }, { ref: 'gone.pdf' }],
    })
    await jobs.drain()
    const [delivered] = sink.received.filter((message) => message.to.includes('gil@example.com'))
    expect(delivered.raw).toMatch(/Content-Disposition: attachment; filename="?a\.pdf"?/)
    expect(delivered.raw).toContain(Buffer.from('%PDF-1.4 allegato').toString('base64'))
    expect(delivered.raw).not.toContain('gone.pdf')
  })

  it('without SMTP_URL the message stays in the outbox, unsent', async () => {
    const { jobs, mailer } = await mailerWith(undefined)
    await mailer.send(opened.db, mail('dan@example.com'))
    await jobs.drain()
    expect(await rowFor('dan@example.com')).toMatchObject({ sent_at: null, attempts: 0 })
    expect(sink.received.filter((message) => message.to.includes('dan@example.com'))).toEqual([])
  })

  it('sent inside a transaction: delivered once the transaction commits, never when it rolls back', async () => {
    const { jobs, mailer } = await mailerWith(sink.url)
    await opened.db.transaction(async (tx) => {
      await mailer.send(tx, mail('eve@example.com'))
    })
    await expect(
      opened.db.transaction(async (tx) => {
        await mailer.send(tx, mail('fay@example.com'))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await until(() => sink.received.some((message) => message.to.includes('eve@example.com')))
    await jobs.drain()
    expect(await rowFor('fay@example.com')).toBeUndefined()
    expect(sink.received.filter((message) => message.to.includes('fay@example.com'))).toEqual([])
  })
})

describe('the outbox sweep', () => {
  it('queues a row a crash left without its job, and only such rows', async () => {
    const { jobs } = await mailerWith(sink.url)
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    const row = (to: string, created_at: Date) => ({ to, subject: 'Ciao', text: `Per ${to}`, created_at })
    // Committed, then the process died before queueing its job.
    await opened.db.insert(outbox).values(row('orphan@example.com', minutesAgo(5)))
    // Still within its first minute: its job may be on the way.
    await opened.db.insert(outbox).values(row('fresh@example.com', new Date()))
    // Its job is queued, just not due yet.
    const [waiting] = await opened.db
      .insert(outbox)
      .values(row('waiting@example.com', minutesAgo(5)))
      .returning({ id: outbox.id })
    await jobs.send('email', { outboxId: waiting.id }, { startAfterSeconds: 3600 })

    await jobs.send(OUTBOX_SWEEP_QUEUE, {})
    await jobs.drain()
    const to = (address: string) => sink.received.filter((message) => message.to.includes(address))
    expect(to('orphan@example.com')).toHaveLength(1)
    expect(to('fresh@example.com')).toEqual([])
    expect(to('waiting@example.com')).toEqual([])
    const jobsFor = await opened.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'email' and (data->>'outboxId')::int = ${waiting.id}`,
    )
    const counted = (Array.isArray(jobsFor) ? jobsFor : (jobsFor as { rows: unknown[] }).rows) as {
      n: number
    }[]
    expect(counted[0].n).toBe(1)

    // A second sweep finds nothing left to do.
    await jobs.send(OUTBOX_SWEEP_QUEUE, {})
    await jobs.drain()
    expect(to('orphan@example.com')).toHaveLength(1)

    // With SMTP configured it runs every five minutes.
    const schedules = await opened.db.execute(
      sql`select cron from pgboss.schedule where name = ${OUTBOX_SWEEP_QUEUE}`,
    )
    const crons = (Array.isArray(schedules) ? schedules : (schedules as { rows: unknown[] }).rows) as {
      cron: string
    }[]
    expect(crons).toEqual([{ cron: '*/5 * * * *' }])
  })
})

describe('SMS through the queue', () => {
  it('writes an sms row and the sms job marks it delivered to the outbox sink', async () => {
    const { jobs, mailer } = await mailerWith(sink.url)
    await mailer.sendSms(opened.db, {
      to: '+393331234567',
      text: 'Aula: codice 654321',
      meta: { kind: 'phone' },
    })
    expect(await rowFor('+393331234567')).toMatchObject({ channel: 'sms', sent_at: null })
    await jobs.drain()
    const row = await rowFor('+393331234567')
    expect(row).toMatchObject({ channel: 'sms', text: 'Aula: codice 654321', attempts: 1 })
    expect(row.sent_at).toBeInstanceOf(Date)
    // Never handed to SMTP.
    expect(sink.received.filter((message) => message.raw.includes('654321'))).toEqual([])
  })
})
