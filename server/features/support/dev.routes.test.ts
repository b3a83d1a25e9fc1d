import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, injectJson, withCsrf, PRODUCTION_ENV, type TestApp } from '../../testing/helper.ts'

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

type Outbox = {
  data: {
    to: string
    channel: string
    subject: string
    text: string
    created_at: string
    meta: Record<string, unknown>
  }[]
}

describe('GET /api/dev/outbox', () => {
  it('lists the messages sent to an address, newest first, whatever the case of the address', async () => {
    const email = `Posta.${Date.now()}@Example.com`
    for (const timestamp of [1, 2]) {
      const sent = await t.app.inject(
        withCsrf({ method: 'POST', url: '/api/otp/send', payload: { email, timestamp } }),
      )
      expect(sent.statusCode).toBe(200)
    }
    const { response, body } = await injectJson<Outbox>(
      t.app,
      `/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    )
    expect(response.statusCode).toBe(200)
    expect(body.data).toHaveLength(2)
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'channel',
      'created_at',
      'meta',
      'subject',
      'text',
      'to',
    ])
    expect(body.data.map((mail) => mail.meta.timestamp)).toEqual([2, 1])
    expect(body.data[0]).toMatchObject({ to: email.toLowerCase(), channel: 'email' })
    expect(Date.parse(body.data[0].created_at)).toBeGreaterThanOrEqual(Date.parse(body.data[1].created_at))
  })

  it('answers an empty list for an address that got nothing', async () => {
    const { body } = await injectJson<Outbox>(t.app, '/api/dev/outbox?to=silenzio@example.com')
    expect(body).toEqual({ data: [] })
  })

  it('does not exist in production', async () => {
    const { response, body } = await injectJson(production.app, '/api/dev/outbox?to=studente@aula.test')
    expect(response.statusCode).toBe(404)
    expect(body).toEqual({ message: 'The route /api/dev/outbox could not be found.' })
  })
})

describe('production cookies and the CSRF check', () => {
  it('still enforces CSRF in production', async () => {
    const response = await production.app.inject({ method: 'POST', url: '/api/login', payload: {} })
    expect(response.statusCode).toBe(419)
  })
})
