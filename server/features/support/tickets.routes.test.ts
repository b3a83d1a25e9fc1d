import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TraceBody } from '../../../contracts/support/traces.ts'
import { createUser } from '../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  readOutbox,
  withCsrf,
  type TestApp,
} from '../../testing/helper.ts'
import { users } from '../../core/db/tables.ts'
import { supportTickets } from './tables.ts'
import { supportAddress } from './tickets.ts'
import { loadConfig } from '../../core/config.ts'

let t: TestApp
// Building the first app of a worker (and the template database) is slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp()
}, 300_000)
afterAll(() => t.close())

const ticket = (overrides: Record<string, unknown> = {}) => ({
  email: 'risposte@example.it',
  category: 'technical',
  subject: 'La lezione non parte',
  message: 'Premo play sulla lezione 3 e resta tutto nero.',
  ...overrides,
})

type Answer = {
  data: { id: number; number: string; created_at: string; trace_code: string | null }
  message?: string
  errors?: Record<string, string[]>
}

const send = (token: string, payload: object, locale?: 'en') =>
  injectJson<Answer>(
    t.app,
    asUser(token, {
      method: 'POST',
      url: '/api/support/tickets',
      payload,
      remoteAddress: randomIp(),
      headers: locale ? { 'accept-language': locale } : {},
    }),
  )

const flow: TraceBody = {
  app_version: 'build-42',
  machines: { loginPrompt: '0123456789abcdef' },
  steps: [
    { at: 1_700_000_000_000, actor: 'loginPrompt', machine: 'loginPrompt', event: { type: 'x' }, value: 'a' },
  ],
}

const sendFlow = async (token?: string) => {
  const options = {
    method: 'POST' as const,
    url: '/api/support/traces',
    payload: flow,
    remoteAddress: randomIp(),
  }
  const { body } = await injectJson<{ data: { code: string } }>(
    t.app,
    token ? asUser(token, options) : withCsrf(options),
  )
  return body.data.code
}

describe('POST /api/support/tickets', () => {
  it('stores the ticket, answers its number and e-mails support with the sender and the message', async () => {
    const student = await createUser(t.db, { first_name: 'Luca', last_name: 'Verdi' })
    const { response, body } = await send(student.token, ticket())
    expect(response.statusCode).toBe(201)
    expect(body.data.number).toBe(`T-${String(body.data.id).padStart(6, '0')}`)
    expect(body.data.trace_code).toBeNull()
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, body.data.id))
    expect(row).toMatchObject({
      user_id: student.user.id,
      email: 'risposte@example.it',
      category: 'technical',
      subject: 'La lezione non parte',
      message: 'Premo play sulla lezione 3 e resta tutto nero.',
      trace_code: null,
    })
    const mail = (await readOutbox(t.app, supportAddress(t.config))).find(
      (message) => message.meta.ticket === body.data.number,
    )
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe(`Aula - [${body.data.number}] La lezione non parte`)
    expect(mail!.text).toContain(`Luca Verdi <${student.user.email}>`)
    expect(mail!.text).toContain('Rispondere a: risposte@example.it')
    expect(mail!.text).toContain('Categoria: Problema tecnico')
    expect(mail!.text).toContain('Premo play sulla lezione 3 e resta tutto nero.')
    expect(mail!.meta).toMatchObject({ kind: 'support_ticket', reply_to: 'risposte@example.it' })
  })

  it('acknowledges the ticket once to its reply address, with its number and subject, in the user’s language', async () => {
    const student = await createUser(t.db, { first_name: 'Luca' })
    const address = `ack-${student.user.id}@example.it`
    const first = await send(student.token, ticket({ email: address }))
    expect(first.response.statusCode).toBe(201)
    const acks = (await readOutbox(t.app, address)).filter((m) => m.meta.kind === 'support_ticket_received')
    expect(acks).toHaveLength(1)
    expect(acks[0].subject).toBe(`Aula - Abbiamo ricevuto la tua richiesta [${first.body.data.number}]`)
    expect(acks[0].text).toContain('Ciao Luca,')
    expect(acks[0].text).toContain(`n. ${first.body.data.number}: «La lezione non parte»`)
    expect(acks[0].meta).toMatchObject({ ticket: first.body.data.number, ticket_id: first.body.data.id })
    // In English for an English-speaking user, and a second ticket is a second acknowledgement.
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, student.user.id))
    const second = await send(student.token, ticket({ email: address, subject: 'Video is black' }))
    const english = (await readOutbox(t.app, address)).filter(
      (m) => m.meta.kind === 'support_ticket_received',
    )
    expect(english).toHaveLength(2)
    const mail = english.find((m) => m.meta.ticket === second.body.data.number)!
    expect(mail.subject).toBe(`Aula - We have received your request [${second.body.data.number}]`)
    expect(mail.text).toContain('“Video is black”')
    expect(mail.text).toContain('/en/mysettings/help')
  })

  it('attaches a flow the same user sent, and the mail links it on /dev', async () => {
    const student = await createUser(t.db)
    const code = await sendFlow(student.token)
    const { response, body } = await send(student.token, ticket({ trace_code: code.toLowerCase() }))
    expect(response.statusCode).toBe(201)
    expect(body.data.trace_code).toBe(code)
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, body.data.id))
    expect(row.trace_code).toBe(code)
    const mail = (await readOutbox(t.app, supportAddress(t.config))).find(
      (message) => message.meta.ticket === body.data.number,
    )
    expect(mail!.text).toContain(`/dev?trace=${code}`)
  })

  it("refuses someone else's flow, a visitor's flow and an unknown code with 422 on trace_code, storing nothing", async () => {
    const student = await createUser(t.db)
    const other = await createUser(t.db)
    const codes = [await sendFlow(other.token), await sendFlow(), 'AULA-2222-22']
    for (const code of codes) {
      const { response, body } = await send(student.token, ticket({ trace_code: code }))
      expect(response.statusCode).toBe(422)
      expect(body.errors?.trace_code?.[0]).toBe('Nessun flusso inviato da te ha questo codice.')
    }
    const english = await send(student.token, ticket({ trace_code: 'AULA-2222-22' }), 'en')
    expect(english.body.errors?.trace_code?.[0]).toBe('No flow you sent has this code.')
    expect(await t.db.$count(supportTickets, eq(supportTickets.user_id, student.user.id))).toBe(0)
  })

  it('answers 422 with a message per field, in the caller’s language', async () => {
    const student = await createUser(t.db)
    const empty = await send(student.token, {})
    expect(empty.response.statusCode).toBe(422)
    expect(empty.body.errors).toEqual({
      email: ['Il campo Email per la risposta è richiesto'],
      category: ['Il campo Categoria è richiesto'],
      subject: ['Il campo Oggetto è richiesto'],
      message: ['Il campo Messaggio è richiesto'],
    })
    const bad = await send(
      student.token,
      ticket({
        email: 'non-un-indirizzo',
        category: 'lamentele',
        subject: 'x'.repeat(151),
        message: 'corto',
        trace_code: 'AULA-0000-00',
      }),
      'en',
    )
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toEqual({
      email: ['The Reply e-mail field must be a valid email address'],
      category: ['Choose one of the categories offered.'],
      subject: ['The Subject field may not be longer than 150 characters'],
      message: ['The Message field must be at least 10 characters long'],
      trace_code: ['The flow code must look like AULA-XXXX-XX.'],
    })
    expect(await t.db.$count(supportTickets, eq(supportTickets.user_id, student.user.id))).toBe(0)
  })

  it('is for logged-in users only (401 for a visitor)', async () => {
    const response = await t.app.inject(
      withCsrf({ method: 'POST', url: '/api/support/tickets', payload: ticket(), remoteAddress: randomIp() }),
    )
    expect(response.statusCode).toBe(401)
  })

  it('limits each user to 5 tickets an hour (429), whatever the address, and not the other users', async () => {
    const student = await createUser(t.db)
    const statuses: number[] = []
    for (let index = 0; index < 6; index++)
      statuses.push((await send(student.token, ticket())).response.statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // bad input counts too, and still gets 429 rather than the checks
    expect((await send(student.token, {})).response.statusCode).toBe(429)
    const other = await createUser(t.db)
    expect((await send(other.token, ticket())).response.statusCode).toBe(201)
    expect(await t.db.$count(supportTickets, eq(supportTickets.user_id, student.user.id))).toBe(5)
  })
})

describe('the support address', () => {
  it('is SUPPORT_EMAIL when set, otherwise support@ the PUBLIC_URL host', () => {
    expect(supportAddress(loadConfig({ PUBLIC_URL: 'https://aula.example.it' }))).toBe(
      'support@aula.example.it',
    )
    expect(
      supportAddress(
        loadConfig({ PUBLIC_URL: 'https://aula.example.it', SUPPORT_EMAIL: 'assistenza@example.org' }),
      ),
    ).toBe('assistenza@example.org')
    expect(() => loadConfig({ SUPPORT_EMAIL: 'assistenza' })).toThrow(
      /SUPPORT_EMAIL must be an e-mail address/,
    )
  })
})
