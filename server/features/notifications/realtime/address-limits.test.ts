/**
 * Per-address limits of the embedded realtime server (issue 32 item 14): sockets per client
 * address (4100 beyond), frames per second over an address's sockets (Pusher's 4301, then the
 * socket closes), other addresses untouched, and the machine's own address exempt by default.
 * Raw `ws` clients connect from several 127.x source addresses, pusher-js from 127.0.0.1.
 */
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import PusherJs from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { realtimePlugin } from './realtime.plugin.ts'
import { WebSocket, type WsClient } from './ws.ts'

const APP = { appId: 'limits', key: 'limits-key', secret: 'limits-secret' }
let app: FastifyInstance
const sockets = new Set<WsClient>()

beforeAll(async () => {
  app = Fastify({ logger: false })
  await app.register(realtimePlugin, { ...APP, limits: { socketsPerAddress: 3, framesPerSecond: 20 } })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterEach(() => {
  for (const socket of sockets) socket.terminate()
  sockets.clear()
})
afterAll(() => app.close())

const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ])

interface Raw {
  socket: WsClient
  frames: Array<{ event: string; data?: unknown }>
  established: Promise<void>
  closed: Promise<number>
}

/** A raw protocol-7 socket from `address`. */
function connect(address: string): Raw {
  const port = (app.server.address() as AddressInfo).port
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`, { localAddress: address })
  sockets.add(socket)
  const frames: Raw['frames'] = []
  let opened!: () => void
  const established = new Promise<void>((resolve) => (opened = resolve))
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { event: string; data?: unknown }
    frames.push(message)
    if (message.event === 'pusher:connection_established') opened()
  })
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  return { socket, frames, established, closed }
}

const errorCodes = (raw: Raw) =>
  raw.frames
    .filter((frame) => frame.event === 'pusher:error')
    .map((frame) => (frame.data as { code: number | null }).code)

describe('sockets per address', () => {
  it('refuses the fourth socket of an address with 4100; another address still connects', async () => {
    const first = ['127.0.0.2', '127.0.0.2', '127.0.0.2'].map(connect)
    await within(Promise.all(first.map((raw) => raw.established)), 'three sockets')
    const fourth = connect('127.0.0.2')
    expect(await within(fourth.closed, 'the refusal')).toBe(4100)
    expect(errorCodes(fourth)).toEqual([4100])
    const elsewhere = connect('127.0.0.3')
    await within(elsewhere.established, 'another address')
    // a closed socket frees its place
    first[0].socket.close()
    await first[0].closed
    await within(connect('127.0.0.2').established, 'the freed place')
    expect(app.realtime.stats().sockets).toBe(4)
  })

  it('does not limit the machine itself by default: pusher-js from 127.0.0.1 opens more', async () => {
    const clients = Array.from(
      { length: 5 },
      () =>
        new PusherJs(APP.key, {
          cluster: 'eu',
          wsHost: '127.0.0.1',
          wsPort: (app.server.address() as AddressInfo).port,
          forceTLS: false,
          enabledTransports: ['ws'],
          disableStats: true,
        }),
    )
    try {
      await within(
        Promise.all(
          clients.map(
            (pusher) => new Promise<void>((resolve) => pusher.connection.bind('connected', () => resolve())),
          ),
        ),
        'five pusher-js clients',
      )
    } finally {
      for (const pusher of clients) pusher.disconnect()
    }
  })
})

describe('frames per address', () => {
  it('answers 4301 and closes the socket that floods, counted over all sockets of its address', async () => {
    const [a, b] = [connect('127.0.0.4'), connect('127.0.0.4')]
    const calm = connect('127.0.0.5')
    await within(Promise.all([a.established, b.established, calm.established]), 'sockets')
    // 50 pings from each of two sockets: 100 frames at once from one address, far over its 20 a second
    for (let n = 0; n < 50; n++) {
      a.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
      b.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    }
    const codes = await within(Promise.race([a.closed, b.closed]), 'the flood to be cut')
    expect(codes).toBe(4301)
    expect([...errorCodes(a), ...errorCodes(b)]).toContain(4301)
    // the other address is served as before
    calm.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    await within(
      (async () => {
        while (!calm.frames.some((frame) => frame.event === 'pusher:pong'))
          await new Promise((resolve) => setTimeout(resolve, 10))
      })(),
      'the pong',
    )
  })
})
