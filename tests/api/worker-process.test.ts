/**
 * Worker placement with real processes: an API process with WORKERS=0 queues e-mail and delivers
 * none; `npm run worker` (server/worker.ts) on the same PostgreSQL delivers it over SMTP, without
 * HTTP, and stops cleanly on SIGTERM. Without DATABASE_URL the worker refuses to start.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usePostgres } from '../../server/testing/helper.ts'
import { killServers, startServer, type ServerProcess } from './support/server-process.ts'
import { smtpSink } from './support/smtp-sink.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const workers = new Set<ChildProcess>()

interface WorkerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** `npm run worker` as a child process. */
function spawnWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  workers.add(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      workers.delete(child)
      resolve(code)
    }),
  )
  return { child, output: () => output, exited }
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** POST /api/otp/send as the SPA sends it (CSRF cookie first). */
async function sendOtp(port: number, email: string): Promise<number> {
  const base = `http://127.0.0.1:${port}`
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
  const response = await fetch(`${base}/api/otp/send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email, timestamp: Date.now() }),
  })
  return response.status
}

afterAll(() => {
  killServers()
  for (const child of workers) child.kill('SIGKILL')
})

describe('npm run worker', () => {
  it('refuses to start without DATABASE_URL, saying why', async () => {
    const worker = spawnWorker({})
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toMatch(/needs DATABASE_URL/)
  })
})

describe.skipIf(!usePostgres)('API-only processes and a worker process on one PostgreSQL', () => {
  const name = `aula_test_worker_${randomBytes(4).toString('hex')}`
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
    for (const child of workers) child.kill('SIGKILL')
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
