/**
 * Several processes, one database (issue 37): `npm run cluster` (server/cluster.ts) starts 2 API
 * processes (WORKERS=0) and 1 worker on a new PostgreSQL database, behind Debian's nginx
 * (deploy/nginx/aula.conf.template). Everything goes through nginx, which names the process that
 * answered (X-Upstream, and `upstream=` in its access log), and round-robins without affinity:
 * - a session cookie from logging in works on both processes;
 * - a course bought with the sandbox card 4242 answers succeeded and its product_purchased
 *   notification reaches the buyer's socket;
 * - a video uploaded with tus-js-client in small chunks, the chunks landing on both processes, is
 *   transcoded by the worker (the API processes run no jobs), and its `ready` state reaches the
 *   uploader's pusher-js socket, connected through nginx to one API process;
 * - failed logins split over both processes hit the limit at the same count as on one (counted in
 *   PostgreSQL), per client address behind the proxy (TRUST_PROXY, X-Forwarded-For);
 * - SIGTERM stops nginx and every process.
 * It always needs PostgreSQL (TEST_DATABASE_URL) and nginx, and fails saying so when either is
 * missing; `npm test` runs it, so `npm run test:pg` (AULA_TEST_DB=postgres) skips it.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import PusherJs, { type Channel } from 'pusher-js'
import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/core/db/index.ts'
import { INVOICE_BILLING } from '../../server/features/payments/receipts.testing.ts'
import { makeClip } from '../../server/features/media/clips.testing.ts'
import { createCourse } from '../../server/features/courses/factories.testing.ts'
import { createUser, type CreatedUser } from '../../server/features/accounts/factories.testing.ts'
import { freePort, killServers, spawnCluster, type ChildScript } from './support/server-process.ts'

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  ms = 45_000,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value && (!Array.isArray(value) || value.length > 0)) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A browser's cookies against nginx: the CSRF echo, the session cookie, which process answered. */
class Browser {
  private cookies = new Map<string, string>()
  readonly upstreams: string[] = []
  constructor(readonly origin: string) {}

  private take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (value) this.cookies.set(pair.slice(0, at), value)
      else this.cookies.delete(pair.slice(0, at))
    }
    this.upstreams.push(response.headers.get('x-upstream') ?? '')
    return response
  }

  headers(): Record<string, string> {
    const xsrf = this.cookies.get('XSRF-TOKEN')
    return {
      accept: 'application/json',
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
    }
  }

  async send(url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    if (!this.cookies.has('XSRF-TOKEN'))
      this.take(await fetch(`${this.origin}/sanctum/csrf-cookie`, { headers: this.headers() }))
    return this.take(
      await fetch(`${this.origin}${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
  }
}

/** nginx's access log: method, path, status and the API process that answered, per request. */
async function accessLog(dir: string) {
  const text = await readFile(path.join(dir, 'access.log'), 'utf8')
  return text
    .split('\n')
    .map((line) => /^\S+ "(\S+) (\S+) [^"]*" (\d+) \d+ upstream=(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map(([, method, url, status, upstream]) => ({ method, url, status: Number(status), upstream }))
}

describe.skipIf(process.env.AULA_TEST_DB === 'postgres')('2 API processes and a worker behind nginx', () => {
  const name = `aula_test_${process.pid}_cluster`
  const admin = postgres(PG, { max: 1, connect_timeout: 5, onnotice: () => {} })
  const url = new URL(PG)
  url.pathname = `/${name}`
  let dataDir: string
  let cluster: ChildScript
  let origin: string
  let nginxDir: string
  let apiPorts: number[]
  let database: Database
  let student: CreatedUser
  let trainer: CreatedUser
  const sockets: PusherJs[] = []

  beforeAll(async () => {
    try {
      await admin`select 1`
    } catch (error) {
      throw new Error(
        `the multi-process smoke needs PostgreSQL at ${PG} (TEST_DATABASE_URL): ${(error as Error).message}`,
      )
    }
    if (!existsSync(NGINX))
      throw new Error(
        `the multi-process smoke needs nginx at ${NGINX} (apt-get install nginx, or NGINX_PATH)`,
      )
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.unsafe(`create database "${name}"`)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aula-cluster-'))
    nginxDir = path.join(dataDir, 'nginx')
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    cluster = spawnCluster(['--apis', '2', '--workers', '1', '--port', String(port)], {
      DATABASE_URL: url.href,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      AULA_SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      FFMPEG_NICE: '0',
    })
    const ready = await until(
      () => /Aula cluster ready: .*/.exec(cluster.output())?.[0] ?? cluster.child.exitCode !== null,
      'npm run cluster',
      270_000,
    )
    if (typeof ready !== 'string') throw new Error(`npm run cluster failed:\n${cluster.output()}`)
    apiPorts = [...ready.matchAll(/127\.0\.0\.1:(\d+) \(PID/g)].map((match) => Number(match[1]))
    expect(apiPorts).toHaveLength(2)
    database = await openDatabase({ dataDir: '', databaseUrl: url.href })
    student = await createUser(database.db, { role: 'student', billing: INVOICE_BILLING })
    trainer = await createUser(database.db, { role: 'trainer' })
  }, 300_000)

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    // SIGTERM, so the cluster stops its own processes (SIGKILL would leave them running)
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGTERM')
      await Promise.race([cluster.exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
    }
    killServers()
    await database?.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const login = async (user: CreatedUser) => {
    const browser = new Browser(origin)
    const response = await browser.send('/api/login', { email: user.user.email, password: user.password })
    expect(response.status).toBe(200)
    return browser
  }

  /** pusher-js through nginx on the user's notification channel, every event it receives kept. */
  async function subscribe(browser: Browser, userId: number) {
    const config = (await (await browser.send('/api/config')).json()).data.realtime
    const socket = new PusherJs(config.key, {
      cluster: config.cluster,
      wsHost: '127.0.0.1',
      wsPort: Number(new URL(origin).port),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          void browser
            .send('/api/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
            .then(async (response) =>
              response.ok
                ? callback(null, await response.json())
                : callback(new Error(`auth ${response.status}`), null),
            )
        },
      },
    })
    sockets.push(socket)
    const channel: Channel = socket.subscribe(`private-notifications.${userId}`)
    const events: { event: string; data: Record<string, unknown> }[] = []
    channel.bind_global((event: string, data: Record<string, unknown>) => events.push({ event, data }))
    await until(() => channel.subscribed, 'the subscription')
    return events
  }

  it('a session started on one process works on whichever answers', async () => {
    const browser = await login(student)
    for (let n = 0; n < 4; n++) {
      const me = await browser.send('/api/me')
      expect(me.status).toBe(200)
      expect((await me.json()).data.id).toBe(student.user.id)
    }
    expect(new Set(browser.upstreams.slice(-4))).toEqual(new Set(apiPorts.map((port) => `127.0.0.1:${port}`)))
  })

  it('buys a course with the sandbox card 4242; product_purchased reaches the socket', async () => {
    const { course } = await createCourse(database.db, { price_cents: 4900 })
    const browser = await login(student)
    const events = await subscribe(browser, student.user.id)
    const card = await browser.send('/api/sandbox/payment-methods', {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    })
    expect(card.status).toBe(201)
    const bought = await browser.send(`/api/courses/${course.id}/buy`, {
      pmid: (await card.json()).data.id,
      return_url: `/buy/course/${course.id}/payment-methods`,
    })
    expect(bought.status).toBe(200)
    expect((await bought.json()).data).toMatchObject({ status: 'succeeded', amount_cents: 4900 })
    const pushed = await until(
      () => events.find(({ data }) => data.slug_type === 'product_purchased'),
      'product_purchased on the socket',
    )
    expect(pushed.data.data).toMatchObject({ product_type: 'course', product_id: course.id })
  })

  it('uploads a video in chunks over both processes; the worker processes it, the socket hears ready', async () => {
    const { lessons } = await createCourse(database.db, { trainer: trainer.user.id, lessonCount: 1 })
    const browser = await login(trainer)
    const events = await subscribe(browser, trainer.user.id)
    const file = await makeClip(path.join(dataDir, 'clip.mp4'), '640x360', 2)
    const bytes = await readFile(file)
    const size = (await stat(file)).size
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(bytes, {
        endpoint: `${origin}/api/uploads`,
        headers: browser.headers(),
        metadata: { filename: 'lesson.mp4', filetype: 'video/mp4', lesson_id: String(lessons[0].id) },
        chunkSize: Math.ceil(size / 4),
        retryDelays: [],
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      })
      upload.start()
    })
    const id = uploadUrl.split('/').pop()!
    const patches = (await accessLog(nginxDir)).filter(
      ({ method, url }) => method === 'PATCH' && url === `/api/uploads/${id}`,
    )
    expect(patches.length).toBeGreaterThanOrEqual(4)
    expect(patches.every(({ status }) => status === 204)).toBe(true)
    expect(new Set(patches.map(({ upstream }) => upstream)).size).toBe(2)

    const ready = await until(
      () =>
        events.find(
          ({ event, data }) =>
            event === 'video.status' && (data.video as { status: string }).status === 'ready',
        ),
      'the ready video on the socket',
    )
    expect(ready.data).toMatchObject({ lesson_id: lessons[0].id, video: { status: 'ready' } })
    const state = await browser.send(`/api/lessons/${lessons[0].id}/video`)
    expect((await state.json()).data).toMatchObject({ status: 'ready', duration_seconds: 2 })
    // The socket was held by one API process (nginx logs a WebSocket when it closes); the API
    // processes run no jobs (WORKERS=0), so the worker process sent what it heard.
    sockets.pop()!.disconnect()
    const held = await until(
      async () =>
        (await accessLog(nginxDir)).filter(({ url, status }) => url.startsWith('/app/') && status === 101),
      'the WebSocket in the access log',
    )
    expect(apiPorts.map((port) => `127.0.0.1:${port}`)).toContain(held.at(-1)!.upstream)
  })

  it('failed logins over both processes hit one limit, per client address behind the proxy', async () => {
    const attempts: { status: number; upstream: string | null }[] = []
    const browser = new Browser(origin)
    const attempt = async (address: string) => {
      const response = await browser.send(
        '/api/login',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { 'x-forwarded-for': address },
      )
      attempts.push({ status: response.status, upstream: response.headers.get('x-upstream') })
      return response.status
    }
    for (let n = 0; n < 6; n++) await attempt('203.0.113.7')
    // 5 a minute per e-mail and address (server/features/accounts/limits.ts), wherever they land
    expect(attempts.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429])
    expect(new Set(attempts.map(({ upstream }) => upstream)).size).toBe(2)
    // another client behind the same nginx has its own count
    expect(await attempt('203.0.113.8')).toBe(401)
  })

  it('SIGTERM stops nginx and every process', async () => {
    for (const socket of sockets.splice(0)) socket.disconnect()
    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
    for (const port of [Number(new URL(origin).port), ...apiPorts])
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  }, 60_000)
})
