/**
 * Worker placement with real processes: an API process with WORKERS=0 queues e-mail and delivers
 * none; `npm run worker` (server/worker.ts) on the same PostgreSQL delivers it over SMTP, without
 * HTTP, and stops cleanly on SIGTERM. Without DATABASE_URL the worker refuses to start.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usePostgres } from '../../server/testing/helper.ts'
import {
  killServers,
  postAsVisitor,
  spawnWorker,
  startServer,
  type ServerProcess,
} from './support/server-process.ts'
import { smtpSink } from './support/smtp-sink.ts'

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** POST /api/otp/send as the SPA sends it. */
function sendOtp(port: number, email: string): Promise<number> {
  return postAsVisitor(port, '/api/otp/send', { email, timestamp: Date.now() })
}

afterAll(() => killServers())

describe('npm run worker', () => {
  it('refuses to start without DATABASE_URL, saying why', async () => {
    const worker = spawnWorker({})
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toMatch(/needs DATABASE_URL/)
  })
})

describe.skipIf(!usePostgres)('API-only processes and a worker process on one PostgreSQL', () => {
  const name = `aula_test_${process.pid}_worker_${randomBytes(4).toString('hex')}`
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  let sink: Awaited<ReturnType<typeof smtpSink>>
  let api: ServerProcess

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`)
    sink = await smtpSink()
    api = await startServer({ DATABASE_URL: url.toString(), WORKERS: '0', SMTP_URL: sink.url })
  })
  afterAll(async () => {
    killServers()
    await sink?.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })

  it('WORKERS=0 queues the e-mail; the worker process delivers it; SIGTERM stops it cleanly', async () => {
    expect(await sendOtp(api.port, 'queued@example.com')).toBe(200)
    // The API process runs no worker: nothing leaves while no worker process runs.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(sink.received).toEqual([])

    const worker = spawnWorker({ DATABASE_URL: url.toString(), SMTP_URL: sink.url })
    await until(() => sink.received.length === 1, 'the worker to deliver the queued e-mail')
    expect(sink.received[0].to).toEqual(['queued@example.com'])
    // The workers start fetching inside app.ready(), so the queued mail can arrive before the
    // line logged after it has crossed the pipe.
    await until(() => /workers are running/.test(worker.output()), 'the start-up line')
    expect(worker.output()).toMatch(/workers are running/)

    // New mail while the worker runs goes the same way.
    expect(await sendOtp(api.port, 'live@example.com')).toBe(200)
    await until(() => sink.received.length === 2, 'the second e-mail')
    expect(sink.received[1].to).toEqual(['live@example.com'])

    worker.child.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
    expect(worker.output()).toMatch(/stopped cleanly/)
  })
})
