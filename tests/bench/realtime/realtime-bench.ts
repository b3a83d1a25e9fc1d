/**
 * Realtime budget of DESIGN.md §7: 1 000 sockets, one event each, delivery p99 ≤ 100 ms and at least
 * 50% of a bare `ws` fan-out's events per second.
 *
 * Both servers run in this process on 127.0.0.1 and are driven identically: N `ws` sockets, each
 * subscribed to its own private channel, then one event per channel sent with the official `pusher`
 * SDK (keep-alive, bounded concurrency) carrying its send time; latency is send → client receipt.
 * Both servers are up together; after one unmeasured round each (JIT warm-up), three rounds of one
 * event per socket are measured on each, alternating between them.
 *   aula  the realtime plugin on a bare Fastify: signed subscriptions, signed HTTP API, the hub
 *   bare  node:http + ws: a subscribe message maps channel → socket, POST /apps/:id/events parses
 *         the JSON and writes to the sockets; no authentication, no validation
 * Every phase has a time limit, so the script always ends.
 *
 *   node --import tsx tests/bench/realtime/realtime-bench.ts     (BENCH_SOCKETS, BENCH_CONCURRENCY)
 */
import { createHmac } from 'node:crypto'
import { Agent, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import Fastify from 'fastify'
import Pusher from 'pusher'
import { realtimePlugin } from '../../../server/features/notifications/realtime/realtime.plugin.ts'
import {
  WebSocket,
  WebSocketServer,
  type WsClient,
} from '../../../server/features/notifications/realtime/ws.ts'

export interface RealtimeFigures {
  sockets: number
  /** Events delivered in the measured rounds (sockets × rounds). */
  events: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  eventsPerSecond: number
}

export interface RealtimeBenchResult {
  aula: RealtimeFigures
  bare: RealtimeFigures
  /** aula events/s ÷ bare events/s. */
  ratio: number
}

export interface RealtimeBenchOptions {
  sockets?: number
  /** Events in flight at once (HTTP requests to the events API). */
  concurrency?: number
  /** Limit for each phase (connecting, warm-up, measuring). */
  phaseTimeoutMs?: number
}

export const REALTIME_BUDGET = { p99Ms: 100, ratio: 0.5 } as const

const APP = { appId: '1', key: 'bench-key', secret: 'bench-secret' }
/** Measured rounds of one event per socket, after one unmeasured round that warms the JIT up. */
const ROUNDS = 3
const CONNECT_CONCURRENCY = 50

interface Target {
  port: number
  close(): Promise<void>
}

type Frame = { event: string; channel?: string; data?: string }

async function startAula(): Promise<Target> {
  const app = Fastify({ logger: false })
  await app.register(realtimePlugin, APP)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() }
}

/** The least a server can do for the same fan-out: parse, look up, write. */
async function startBare(): Promise<Target> {
  const byChannel = new Map<string, WsClient>()
  let nextId = 1
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          name: string
          data: string
          channels: string[]
        }
        for (const channel of body.channels) {
          byChannel.get(channel)?.send(JSON.stringify({ event: body.name, channel, data: body.data }))
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      } catch {
        response.writeHead(400).end()
      }
    })
  })
  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket) => {
    socket.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: `${nextId++}.1`, activity_timeout: 120 }),
      }),
    )
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; data: { channel: string } }
      if (message.event !== 'pusher:subscribe') return
      byChannel.set(message.data.channel, socket)
      socket.send(
        JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel: message.data.channel }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function within<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`realtime bench: ${label} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

const channelOf = (index: number) => `private-bench-${index}`

/** Opens one socket and subscribes it to its channel, signing like an auth endpoint would. */
function openSocket(port: number, index: number, onEvent: (sentAt: number) => void): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`, {
      perMessageDeflate: false,
    })
    const channel = channelOf(index)
    socket.on('error', reject)
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Frame
      if (message.event === 'bench') {
        onEvent((JSON.parse(message.data as string) as { t: number }).t)
      } else if (message.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(message.data as string) as { socket_id: string }).socket_id
        const signature = createHmac('sha256', APP.secret).update(`${socketId}:${channel}`).digest('hex')
        socket.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${APP.key}:${signature}` } }),
        )
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve(socket)
      } else if (message.event === 'pusher:subscription_error' || message.event === 'pusher:error') {
        reject(new Error(`realtime bench: ${message.event} ${JSON.stringify(message.data)}`))
      }
    })
  })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const round = (value: number) => Math.round(value * 100) / 100

/** One server with its sockets connected and subscribed, ready to run rounds. */
interface Session {
  /** Sends one event to every socket; resolves with the elapsed time and each delivery's latency. */
  round(label: string): Promise<{ elapsedMs: number; latencies: number[] }>
  close(): Promise<void>
}

async function connect(target: Target, options: Required<RealtimeBenchOptions>): Promise<Session> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency })
  const sdk = new Pusher({ ...APP, host: '127.0.0.1', port: String(target.port), useTLS: false, agent })
  const sockets: WsClient[] = []
  let latencies: number[] = []
  let done: () => void = () => {}
  const onEvent = (sentAt: number) => {
    latencies.push(performance.now() - sentAt)
    if (latencies.length === options.sockets) done()
  }
  const close = async () => {
    for (const socket of sockets) socket?.terminate()
    agent.destroy()
    await target.close()
  }
  try {
    await within(
      pool(options.sockets, CONNECT_CONCURRENCY, async (index) => {
        sockets[index] = await openSocket(target.port, index, onEvent)
      }),
      options.phaseTimeoutMs,
      `connecting ${options.sockets} sockets`,
    )
  } catch (error) {
    await close()
    throw error
  }
  return {
    async round(label) {
      latencies = []
      const delivered = new Promise<void>((resolve) => (done = resolve))
      const started = performance.now()
      await within(
        (async () => {
          await pool(options.sockets, options.concurrency, async (index) => {
            await sdk.trigger(channelOf(index), 'bench', { t: performance.now() })
          })
          await delivered
        })(),
        options.phaseTimeoutMs,
        label,
      )
      return { elapsedMs: performance.now() - started, latencies }
    },
    close,
  }
}

function figures(
  sockets: number,
  rounds: Array<{ elapsedMs: number; latencies: number[] }>,
): RealtimeFigures {
  const sorted = rounds.flatMap((result) => result.latencies).sort((a, b) => a - b)
  const elapsed = rounds.reduce((total, result) => total + result.elapsedMs, 0)
  return {
    sockets,
    events: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1]),
    eventsPerSecond: Math.round((sorted.length / elapsed) * 1000),
  }
}

export async function runRealtimeBench(options: RealtimeBenchOptions = {}): Promise<RealtimeBenchResult> {
  const settings: Required<RealtimeBenchOptions> = {
    sockets: Math.min(5000, Math.max(1, options.sockets ?? 1000)),
    concurrency: Math.min(256, Math.max(1, options.concurrency ?? 32)),
    phaseTimeoutMs: options.phaseTimeoutMs ?? 60_000,
  }
  const sessions: Session[] = []
  try {
    const aula = await connect(await startAula(), settings)
    sessions.push(aula)
    const bare = await connect(await startBare(), settings)
    sessions.push(bare)
    await aula.round('aula warm-up')
    await bare.round('bare warm-up')
    // Alternating rounds: a load that comes and goes on the machine weighs on both sides alike.
    const aulaRounds = []
    const bareRounds = []
    for (let index = 1; index <= ROUNDS; index++) {
      aulaRounds.push(await aula.round(`aula round ${index}`))
      bareRounds.push(await bare.round(`bare round ${index}`))
    }
    const result = {
      aula: figures(settings.sockets, aulaRounds),
      bare: figures(settings.sockets, bareRounds),
    }
    return { ...result, ratio: round(result.aula.eventsPerSecond / result.bare.eventsPerSecond) }
  } finally {
    for (const session of sessions) await session.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runRealtimeBench({
    sockets: process.env.BENCH_SOCKETS ? Number(process.env.BENCH_SOCKETS) : undefined,
    concurrency: process.env.BENCH_CONCURRENCY ? Number(process.env.BENCH_CONCURRENCY) : undefined,
  })
  console.table({ aula: result.aula, bare: result.bare })
  const failures = [
    result.aula.p99Ms > REALTIME_BUDGET.p99Ms &&
      `delivery p99 ${result.aula.p99Ms} ms > ${REALTIME_BUDGET.p99Ms} ms`,
    result.ratio < REALTIME_BUDGET.ratio &&
      `throughput ${result.ratio} of bare ws < ${REALTIME_BUDGET.ratio}`,
  ].filter(Boolean)
  console.log(`realtime: aula/bare events per second = ${result.ratio}`)
  for (const failure of failures) console.error(`realtime budget exceeded: ${failure}`)
  process.exitCode = failures.length ? 1 : 0
}
