/**
 * A ticket with files (multipart POST /api/support/tickets): real small files, a PNG and a PDF,
 * stored with the ticket and delivered as attachments of the mail to support over a real SMTP
 * server on loopback; a renamed program, a fourth file and an oversized one refused with 422 on
 * `attachments` in both languages, with nothing stored.
 */
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpSink } from '../../../tests/api/support/smtp-sink.ts'
import { createUser } from '../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  multipartForm,
  randomIp,
  readOutbox,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { storageFor } from '../media/storage.ts'
import { supportTicketAttachments, supportTickets } from './tables.ts'
import { supportAddress } from './tickets.ts'

let t: TestApp
let sink: Awaited<ReturnType<typeof smtpSink>>
let png: Buffer
beforeAll(async () => {
  sink = await smtpSink()
  t = await buildTestApp({ env: { SMTP_URL: sink.url } })
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

/** A one-page PDF, as small as a PDF gets. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** A Windows program's first bytes ("MZ"), named as a PDF. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)])

const fields = {
  email: 'risposte@example.it',
  category: 'technical',
  subject: 'La lezione non parte',
  message: 'Premo play sulla lezione 3 e resta tutto nero.',
}

type Part = { name: string; value: string | Buffer; filename?: string; type?: string }
const file = (filename: string, value: Buffer, type = 'application/octet-stream'): Part => ({
  name: 'attachments',
  value,
  filename,
  type,
})

type Answer = {
  data: {
    id: number
    number: string
    attachments: { name: string; content_type: string; size: number }[]
  }
  message?: string
  errors?: Record<string, string[]>
}

async function send(token: string, files: Part[], options: { locale?: 'en'; values?: object } = {}) {
  const values = { ...fields, ...options.values }
  const { payload, contentType } = multipartForm([
    ...Object.entries(values).map(([name, value]) => ({ name, value: String(value) })),
    ...files,
  ])
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/support/tickets',
      payload,
      remoteAddress: randomIp(),
      headers: { 'content-type': contentType, ...(options.locale ? { 'accept-language': 'en' } : {}) },
    }),
  )
  return { response, body: response.json<Answer>() }
}

const ticketsOf = (userId: number) => t.db.$count(supportTickets, eq(supportTickets.user_id, userId))

async function until(check: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a ticket with attachments', () => {
  it('stores a PNG and a PDF with the ticket and e-mails them to support as attachments', async () => {
    const student = await createUser(t.db)
    const { response, body } = await send(student.token, [
      file('C:\\Users\\luca\\schermata.png', png, 'image/png'),
      file('fattura.pdf', pdf, 'application/pdf'),
    ])
    expect(response.statusCode).toBe(201)
    expect(body.data.attachments).toEqual([
      { name: 'schermata.png', content_type: 'image/png', size: png.length },
      { name: 'fattura.pdf', content_type: 'application/pdf', size: pdf.length },
    ])
    const rows = await t.db
      .select()
      .from(supportTicketAttachments)
      .where(eq(supportTicketAttachments.ticket_id, body.data.id))
    expect(rows.map((row) => [row.name, row.content_type, row.size])).toEqual([
      ['schermata.png', 'image/png', png.length],
      ['fattura.pdf', 'application/pdf', pdf.length],
    ])
    // the bytes on the media storage, under random names
    for (const row of rows) {
      expect(row.stored_name).toMatch(/^ticket-[0-9a-f-]{36}\.(png|pdf)$/)
      const stream = await storageFor(t.config).get(row.stored_name)
      const chunks: Buffer[] = []
      for await (const chunk of stream!) chunks.push(chunk as Buffer)
      expect(Buffer.concat(chunks).equals(row.content_type === 'image/png' ? png : pdf)).toBe(true)
    }

    const mail = (await readOutbox(t.app, supportAddress(t.config))).find(
      (message) => message.meta.ticket === body.data.number,
    )
    expect(mail!.text).toContain('File allegati: schermata.png (1 KB), fattura.pdf (1 KB)')

    // delivered over SMTP with both files attached, their bytes as sent
    // support's copy, not the sender's acknowledgement, which names the ticket too
    const toSupport = (message: (typeof sink.received)[number]) =>
      message.raw.includes(`[${body.data.number}]`) && message.to.includes(supportAddress(t.config))
    await until(() => sink.received.some(toSupport))
    const raw = sink.received.find(toSupport)!.raw
    const unfolded = raw.replace(/\r?\n[ \t]/g, ' ')
    expect(unfolded).toMatch(/Content-Type: image\/png; name="?schermata\.png"?/)
    expect(unfolded).toMatch(/Content-Disposition: attachment; filename="?schermata\.png"?/)
    expect(unfolded).toMatch(/Content-Type: application\/pdf; name="?fattura\.pdf"?/)
    const compact = raw.replace(/\r?\n/g, '')
    expect(compact).toContain(png.toString('base64'))
    expect(compact).toContain(pdf.toString('base64'))
  })

  it('takes the same form without files, and JSON as before', async () => {
    const student = await createUser(t.db)
    const empty = await send(student.token, [file('', Buffer.alloc(0))])
    expect(empty.response.statusCode).toBe(201)
    expect(empty.body.data.attachments).toEqual([])
    expect(await ticketsOf(student.user.id)).toBe(1)
  })

  it('refuses a program renamed .pdf with 422 on attachments, in Italian and English, storing nothing', async () => {
    const student = await createUser(t.db)
    const italian = await send(student.token, [
      file('schermata.png', png, 'image/png'),
      file('manuale.pdf', exe, 'application/pdf'),
    ])
    expect(italian.response.statusCode).toBe(422)
    expect(italian.body.errors).toEqual({
      attachments: ['Il file «manuale.pdf» non è un’immagine JPEG, PNG o WebP né un PDF.'],
    })
    const english = await send(student.token, [file('manuale.pdf', exe, 'application/pdf')], { locale: 'en' })
    expect(english.response.statusCode).toBe(422)
    expect(english.body.errors?.attachments).toEqual([
      'The file “manuale.pdf” is not a JPEG, PNG or WebP image nor a PDF.',
    ])
    // a PNG header on bytes that are no image is refused too
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.alloc(100, 7)])
    const broken = await send(student.token, [file('finta.png', fake, 'image/png')])
    expect(broken.response.statusCode).toBe(422)
    expect(await ticketsOf(student.user.id)).toBe(0)
  })

  it('refuses more than 3 files with 422, storing nothing', async () => {
    const student = await createUser(t.db)
    const four = [1, 2, 3, 4].map((n) => file(`schermata-${n}.png`, png, 'image/png'))
    const { response, body } = await send(student.token, four)
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({ attachments: ['Puoi allegare al massimo 3 file.'] })
    const english = await send(student.token, four, { locale: 'en' })
    expect(english.body.errors?.attachments).toEqual(['You can attach at most 3 files.'])
    // far more than the form reads: still a 422, not a 500
    const many = Array.from({ length: 12 }, (_, n) => file(`f-${n}.png`, png, 'image/png'))
    const flood = await send(student.token, many)
    expect(flood.response.statusCode).toBe(422)
    expect(flood.body.errors?.attachments).toEqual(['Puoi allegare al massimo 3 file.'])
    expect(await ticketsOf(student.user.id)).toBe(0)
  })

  it('refuses a file over 5 MB with 422, naming it, with the fields’ own problems beside it', async () => {
    const student = await createUser(t.db)
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)])
    const { response, body } = await send(student.token, [file('enorme.png', big, 'image/png')], {
      values: { subject: '' },
    })
    expect(response.statusCode).toBe(422)
    expect(body.errors).toEqual({
      attachments: ['Il file «enorme.png» supera 5 MB.'],
      subject: ['Il campo Oggetto è richiesto'],
    })
    const english = await send(student.token, [file('enorme.png', big, 'image/png')], { locale: 'en' })
    expect(english.body.errors?.attachments).toEqual(['The file “enorme.png” is over 5 MB.'])
    expect(await ticketsOf(student.user.id)).toBe(0)
    const orphans = await t.db
      .select({ id: supportTicketAttachments.id })
      .from(supportTicketAttachments)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketAttachments.ticket_id))
      .where(inArray(supportTickets.user_id, [student.user.id]))
    expect(orphans).toEqual([])
  })

  it('refuses a NUL in a form field and a cut-off form with 422 (never a 500), and a visitor with 401', async () => {
    const student = await createUser(t.db)
    const nul = await send(student.token, [], { values: { subject: 'a\u0000b' } })
    expect(nul.response.statusCode).toBe(422)
    expect(Object.keys(nul.body.errors ?? {})).toContain('subject')
    const { payload, contentType } = multipartForm([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      file('schermata.png', png, 'image/png'),
    ])
    const visitor = await t.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/support/tickets',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: randomIp(),
      }),
    )
    expect(visitor.statusCode).toBe(401)
    // a form cut off in the middle of a file: 422, not a 500
    const cut = await t.app.inject(
      asUser(student.token, {
        method: 'POST',
        url: '/api/support/tickets',
        payload: payload.subarray(0, payload.length - 40),
        headers: { 'content-type': contentType },
        remoteAddress: randomIp(),
      }),
    )
    expect(cut.statusCode).toBe(422)
    expect(cut.json<Answer>().errors?.attachments).toEqual(['Il modulo inviato non è leggibile: riprova.'])
    expect(await ticketsOf(student.user.id)).toBe(0)
  })
})

describe('an attachment’s name', () => {
  it('is the base name without control characters, cut keeping its extension', async () => {
    const { cleanName } = await import('./attachments.ts')
    expect(cleanName('C:\\Users\\luca\\schermata\u0007.png', 'png')).toBe('schermata.png')
    expect(cleanName('', 'jpeg')).toBe('allegato.jpg')
    const long = cleanName(`${'a'.repeat(300)}.pdf`, 'pdf')
    expect(long).toHaveLength(200)
    expect(long.endsWith('.pdf')).toBe(true)
  })
})
