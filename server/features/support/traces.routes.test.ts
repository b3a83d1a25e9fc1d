import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACE_CODE_PATTERN, TRACE_MAX_STEPS, type TraceBody } from '../../../contracts/support/traces.ts'
import { createUser } from '../accounts/factories.testing.ts'
import {
  asUser,
  buildTestApp,
  injectJson,
  randomIp,
  withCsrf,
  PRODUCTION_ENV,
  type TestApp,
} from '../../testing/helper.ts'
import { supportTraces } from './tables.ts'
import { deleteExpiredTraces, newTraceCode } from './traces.ts'

let t: TestApp
let production: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  production = await buildTestApp({
    env: PRODUCTION_ENV,
  })
})
afterAll(async () => {
  await t.close()
  await production.close()
})

const trace = (steps = 2): TraceBody => ({
  app_version: 'build-42',
  machines: { loginPrompt: '0123456789abcdef' },
  steps: Array.from({ length: steps }, (_, index) => ({
    at: 1_700_000_000_000 + index,
    actor: 'loginPrompt',
    machine: 'loginPrompt',
    event: index === 0 ? { type: 'prompt.request' } : { type: 'prompt.change', field: 'email' },
    value: { open: 'editing' },
    context: { email: 'studente@aula.test', password: '[redacted]' },
    transitions: ['loginPrompt.closed on prompt.request[1] -> loginPrompt.open'],
  })),
})

const send = (app: TestApp['app'], payload: object, token?: string) => {
  const options = { method: 'POST' as const, url: '/api/support/traces', payload, remoteAddress: randomIp() }
  return injectJson<{ data: { code: string } } & { message?: string; errors?: Record<string, string[]> }>(
    app,
    token ? asUser(token, options) : withCsrf(options),
  )
}

describe('trace codes', () => {
  it('look like AULA-7KX3-Q9, use no look-alike characters, and rarely repeat', () => {
    const codes = Array.from({ length: 2000 }, newTraceCode)
    for (const code of codes) expect(code).toMatch(TRACE_CODE_PATTERN)
    expect(codes.map((code) => code.slice(5)).join('')).not.toMatch(/[01OIL]/)
    expect(new Set(codes).size).toBe(codes.length)
    // every character of the alphabet comes up: the draw covers it all
    expect(new Set(codes.flatMap((code) => code.slice(5).replace('-', '').split(''))).size).toBe(31)
  })
})

describe('POST /api/support/traces', () => {
  it('stores the flow with the app version, the hashes and the sender, and answers its code', async () => {
    const student = await createUser(t.db)
    const { response, body } = await send(t.app, trace(), student.token)
    expect(response.statusCode).toBe(201)
    expect(body.data.code).toMatch(TRACE_CODE_PATTERN)
    const [row] = await t.db.select().from(supportTraces).where(eq(supportTraces.code, body.data.code))
    expect(row).toMatchObject({
      user_id: student.user.id,
      app_version: 'build-42',
      machines: { loginPrompt: '0123456789abcdef' },
    })
    expect(row.steps).toEqual(trace().steps)
  })

  it('takes a flow from a visitor too (the error page is for everyone)', async () => {
    const { response, body } = await send(t.app, trace())
    expect(response.statusCode).toBe(201)
    const [row] = await t.db.select().from(supportTraces).where(eq(supportTraces.code, body.data.code))
    expect(row.user_id).toBeNull()
  })

  it('refuses a trace longer than the ring buffer or larger than the limit with 422, in the caller’s language', async () => {
    const long = await send(t.app, trace(TRACE_MAX_STEPS + 1))
    expect(long.response.statusCode).toBe(422)
    expect(long.body.errors?.steps?.[0]).toMatch(/troppo grande/)
    const heavy = trace(1)
    heavy.steps[0].context = { notes: 'x'.repeat(600 * 1024) }
    const options = {
      method: 'POST' as const,
      url: '/api/support/traces',
      payload: heavy,
      remoteAddress: randomIp(),
      headers: { 'accept-language': 'en' },
    }
    const big = await injectJson<{ errors: Record<string, string[]> }>(t.app, withCsrf(options))
    expect(big.response.statusCode).toBe(422)
    expect(big.body.errors.steps[0]).toMatch(/too large/)
    expect(await t.db.$count(supportTraces, sql`${supportTraces.steps}::text like '%xxxxxxxxxx%'`)).toBe(0)
  })

  it('answers 422 naming the field for a malformed trace', async () => {
    const { response, body } = await send(t.app, { ...trace(), steps: [{ at: 'yesterday' }] })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(body.errors ?? {}).some((field) => field.startsWith('steps'))).toBe(true)
    const missing = await send(t.app, { steps: [] })
    expect(missing.response.statusCode).toBe(422)
    expect(Object.keys(missing.body.errors ?? {})).toEqual(
      expect.arrayContaining(['app_version', 'machines']),
    )
  })

  it('limits how many flows one address sends', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const response = await t.app.inject(
        withCsrf({ method: 'POST', url: '/api/support/traces', payload: trace(1), remoteAddress: ip }),
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('GET /api/support/traces/:code', () => {
  it('gives an admin the whole trace, 404 for an unknown code, 422 for a malformed one', async () => {
    const { body: sent } = await send(t.app, trace(3))
    const admin = await createUser(t.db, { role: 'admin' })
    const read = (code: string) =>
      injectJson<{ data: { code: string; steps: unknown[]; app_version: string }; errors?: object }>(
        t.app,
        asUser(admin.token, { url: `/api/support/traces/${code}` }),
      )
    const found = await read(sent.data.code.toLowerCase())
    expect(found.response.statusCode).toBe(200)
    expect(found.body.data).toMatchObject({ code: sent.data.code, app_version: 'build-42', user_id: null })
    expect(found.body.data.steps).toEqual(trace(3).steps)
    expect((await read('AULA-2222-22')).response.statusCode).toBe(404)
    const bad = await read('AULA-0000-00')
    expect(bad.response.statusCode).toBe(422)
    expect(bad.body.errors).toHaveProperty('code')
  })

  it('refuses a student (403) and a visitor (401), outside production and in it', async () => {
    const { body: sent } = await send(t.app, trace())
    for (const app of [t, production]) {
      const student = await createUser(app.db)
      const url = `/api/support/traces/${sent.data.code}`
      expect((await app.app.inject(asUser(student.token, { url }))).statusCode).toBe(403)
      expect((await app.app.inject({ url })).statusCode).toBe(401)
    }
  })

  it('exists in production for admins', async () => {
    // a bearer token, since the test's CSRF cookies are signed with the development key
    const sender = await createUser(production.db)
    const { response, body } = await send(production.app, trace(), sender.token)
    expect(response.statusCode).toBe(201)
    const admin = await createUser(production.db, { role: 'admin' })
    const read = await production.app.inject(
      asUser(admin.token, { url: `/api/support/traces/${body.data.code}` }),
    )
    expect(read.statusCode).toBe(200)
  })
})

describe('GET /api/support/dev-access', () => {
  it('opens /dev to anyone outside production and only to admins in production', async () => {
    const open = async (app: TestApp, token?: string) => {
      const url = '/api/support/dev-access'
      const { body } = await injectJson<{ data: { open: boolean } }>(
        app.app,
        token ? asUser(token, { url }) : url,
      )
      return body.data.open
    }
    expect(await open(t)).toBe(true)
    expect(await open(t, (await createUser(t.db)).token)).toBe(true)
    expect(await open(production)).toBe(false)
    expect(await open(production, (await createUser(production.db)).token)).toBe(false)
    expect(await open(production, (await createUser(production.db, { role: 'admin' })).token)).toBe(true)
  })
})

describe('deleteExpiredTraces', () => {
  it('deletes the traces older than 30 days and keeps the rest', async () => {
    const { body: old } = await send(t.app, trace())
    const { body: recent } = await send(t.app, trace())
    const now = new Date()
    const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000)
    await t.db
      .update(supportTraces)
      .set({ created_at: days(31) })
      .where(eq(supportTraces.code, old.data.code))
    await t.db
      .update(supportTraces)
      .set({ created_at: days(29) })
      .where(eq(supportTraces.code, recent.data.code))
    expect(await deleteExpiredTraces(t.db, now)).toBeGreaterThanOrEqual(1)
    const left = await t.db.select({ code: supportTraces.code }).from(supportTraces)
    expect(left.map((row) => row.code)).toContain(recent.data.code)
    expect(left.map((row) => row.code)).not.toContain(old.data.code)
    expect(
      await t.db.$count(
        supportTraces,
        sql`${supportTraces.created_at} < ${days(30).toISOString()}::timestamptz`,
      ),
    ).toBe(0)
  })
})
