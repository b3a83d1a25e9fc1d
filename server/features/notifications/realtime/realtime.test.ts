/**
 * The embedded Pusher server against the real clients: pusher-js (Node build) subscribes, the
 * official `pusher` SDK publishes, raw `ws` sockets probe the protocol edges. Everything listens on
 * 127.0.0.1 with port 0. Orderings are checked with a later "marker" event on the same socket
 * (messages on one socket arrive in order), never with sleeps.
 */
import { createHash, createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import Pusher from 'pusher'
import PusherJs, { type Channel, type PresenceChannel } from 'pusher-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { realtimePlugin, type ChannelAuthorization } from './realtime.plugin.ts'
import { WebSocket, type WsClient } from './ws.ts'

const APP = { appId: '4242', key: 'aula-test-key', secret: 'aula-test-secret' }
const WAIT_MS = 3000

type Authorize = (socketId: string, channelName: string) => ChannelAuthorization
interface User {
  id: string
  name: string
}
interface Wire {
  event: string
  channel?: string
  data?: unknown
}

let app: FastifyInstance
let port: number
let server: Pusher
const clients = new Set<PusherJs>()
const sockets = new Set<WsClient>()

function within<T>(promise: Promise<T>, label: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Polls server-side state that settles after a socket event the client already saw. */
function until(condition: () => boolean, label: string): Promise<void> {
  return within(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10))
    })(),
    label,
  )
}

/** A pusher-js client whose channel authorization signs in-process, as /api/broadcasting/auth will. */
function client(
  options: { user?: User; key?: string; authorize?: Authorize; target?: FastifyInstance } = {},
) {
  const target = options.target ?? app
  const authorize: Authorize =
    options.authorize ??
    ((socketId, channelName) =>
      target.realtime.authorizeChannel(
        socketId,
        channelName,
        channelName.startsWith('presence-') && options.user
          ? { user_id: options.user.id, user_info: { name: options.user.name } }
          : undefined,
      ))
  const pusher = new PusherJs(options.key ?? APP.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: (target.server.address() as AddressInfo).port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        try {
          callback(null, authorize(socketId, channelName))
        } catch (error) {
          callback(error as Error, null)
        }
      },
    },
  })
  clients.add(pusher)
  return pusher
}

function connected(pusher: PusherJs): Promise<string> {
  return within(
    new Promise<string>((resolve) => {
      if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id)
      const onConnected = () => {
        pusher.connection.unbind('connected', onConnected)
        resolve(pusher.connection.socket_id)
      }
      pusher.connection.bind('connected', onConnected)
    }),
    'connection',
  )
}

function subscribe<T extends Channel = Channel>(pusher: PusherJs, name: string): Promise<T> {
  const channel = pusher.subscribe(name) as T
  return within(
    new Promise<T>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve(channel))
      channel.bind('pusher:subscription_error', (error: unknown) => reject(error))
    }),
    `subscription to ${name}`,
  )
}

function nextEvent<T = unknown>(
  channel: Channel,
  event: string,
): Promise<{ data: T; metadata: { user_id?: string } }> {
  return within(
    new Promise((resolve) => {
      const handler = (data: T, metadata: { user_id?: string }) => {
        channel.unbind(event, handler)
        resolve({ data, metadata })
      }
      channel.bind(event, handler)
    }),
    `${event} on ${channel.name}`,
  )
}

/** Every application event a channel receives, in order (pusher: internals left out). */
function record(channel: Channel): string[] {
  const seen: string[] = []
  channel.bind_global((event: string) => {
    if (!event.startsWith('pusher:')) seen.push(event)
  })
  return seen
}

/** A raw protocol socket: `next` waits for the first unread message with that event name. */
function rawSocket(path = `/app/${APP.key}?protocol=7`, target = port) {
  const socket = new WebSocket(`ws://127.0.0.1:${target}${path}`)
  sockets.add(socket)
  const inbox: Wire[] = []
  const waiting: Array<() => void> = []
  socket.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as Wire)
    for (const wake of waiting.splice(0)) wake()
  })
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  const next = (event: string): Promise<Wire> =>
    within(
      new Promise<Wire>((resolve) => {
        const look = () => {
          const at = inbox.findIndex((message) => message.event === event)
          if (at === -1) return void waiting.push(look)
          resolve(inbox.splice(at, 1)[0])
        }
        look()
      }),
      `raw ${event}`,
    )
  const send = (message: unknown) =>
    socket.send(typeof message === 'string' ? message : JSON.stringify(message))
  return { socket, next, send, closed, inbox }
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/** Pusher's request signature, written independently of the server's code. */
function signedUrl(
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: string
    params?: Record<string, string>
    secret?: string
    timestamp?: number
    md5?: string
  } = {},
) {
  const query: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.params,
  }
  if (options.body !== undefined) query.body_md5 = options.md5 ?? md5(options.body)
  const sorted = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&')
  const signature = createHmac('sha256', options.secret ?? APP.secret)
    .update(`${method}\n${path}\n${sorted}`)
    .digest('hex')
  return `http://127.0.0.1:${port}${path}?${sorted}&auth_signature=${signature}`
}

async function post(path: string, body: unknown, options: Parameters<typeof signedUrl>[2] = {}) {
  const text = JSON.stringify(body)
  const response = await fetch(signedUrl('POST', path, { body: text, ...options }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function startApp(options: { activityTimeout?: number; pongTimeout?: number } = {}) {
  const instance = Fastify({ logger: false })
  await instance.register(realtimePlugin, { ...APP, ...options })
  await instance.listen({ port: 0, host: '127.0.0.1' })
  return instance
}

beforeAll(async () => {
  app = await startApp()
  port = (app.server.address() as AddressInfo).port
  server = new Pusher({ ...APP, host: '127.0.0.1', port: String(port), useTLS: false })
})

afterEach(() => {
  for (const pusher of clients) pusher.disconnect()
  clients.clear()
  for (const socket of sockets) socket.terminate()
  sockets.clear()
})

afterAll(async () => {
  await app?.close()
})

describe('realtime: pusher-js and the pusher SDK', () => {
  it('delivers events from trigger and triggerBatch to a private channel', async () => {
    const pusher = client()
    await connected(pusher)
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/)
    const channel = await subscribe(pusher, 'private-notifications.7')

    const triggered = nextEvent(channel, 'notification')
    await server.trigger('private-notifications.7', 'notification', { slug_type: 'course.published', id: 3 })
    expect((await triggered).data).toEqual({ slug_type: 'course.published', id: 3 })

    const seen = record(channel)
    const last = nextEvent(channel, 'second')
    await server.triggerBatch([
      { channel: 'private-notifications.7', name: 'first', data: { n: 1 } },
      { channel: 'private-notifications.8', name: 'elsewhere', data: { n: 0 } },
      { channel: 'private-notifications.7', name: 'second', data: 'plain text' },
    ])
    expect((await last).data).toBe('plain text')
    expect(seen).toEqual(['first', 'second'])
  })

  it('lets anyone subscribe to a public channel and reaches several channels with one event', async () => {
    const pusher = client()
    const [one, two] = await Promise.all([subscribe(pusher, 'catalogue'), subscribe(pusher, 'jobs')])
    const both = Promise.all([nextEvent(one, 'updated'), nextEvent(two, 'updated')])
    await server.trigger(['catalogue', 'jobs'], 'updated', { at: 1 })
    const [first, second] = await both
    expect(first.data).toEqual({ at: 1 })
    expect(second.data).toEqual({ at: 1 })
    expect(app.realtime.channel('catalogue')).toEqual({ occupied: true, subscription_count: 1 })
  })

  it('keeps presence members: a user with two sockets counts once, joins and leaves are announced', async () => {
    const name = 'presence-course.1'
    const alice = client({ user: { id: '1', name: 'Alice' } })
    const bob = client({ user: { id: '2', name: 'Bob' } })
    const bobAgain = client({ user: { id: '2', name: 'Bob' } })

    const aliceChannel = await subscribe<PresenceChannel>(alice, name)
    expect(aliceChannel.members.count).toBe(1)
    expect(aliceChannel.members.me).toEqual({ id: '1', info: { name: 'Alice' } })

    const added = nextEvent(aliceChannel, 'pusher:member_added')
    const bobChannel = await subscribe<PresenceChannel>(bob, name)
    expect((await added).data).toEqual({ id: '2', info: { name: 'Bob' } })
    expect(aliceChannel.members.count).toBe(2)
    expect(bobChannel.members.count).toBe(2)
    expect(bobChannel.members.get('1')).toEqual({ id: '1', info: { name: 'Alice' } })

    const joinsAndLeaves: string[] = []
    aliceChannel.bind('pusher:member_added', () => joinsAndLeaves.push('added'))
    aliceChannel.bind('pusher:member_removed', () => joinsAndLeaves.push('removed'))
    const bobAgainChannel = await subscribe<PresenceChannel>(bobAgain, name)
    expect(bobAgainChannel.members.count).toBe(2)

    const info = await (
      await server.get({ path: `/channels/${name}`, params: { info: 'user_count' } })
    ).json()
    expect(info).toEqual({ occupied: true, subscription_count: 3, user_count: 2 })
    expect(await (await server.get({ path: `/channels/${name}/users` })).json()).toEqual({
      users: [{ id: '1' }, { id: '2' }],
    })
    const list = await server.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    })
    expect(await list.json()).toEqual({ channels: { [name]: { user_count: 2 } } })

    // Bob closes one of his two sockets: still present, so nobody is told.
    bobAgain.disconnect()
    await until(() => app.realtime.channel(name).subscription_count === 2, 'the second socket to leave')
    const marker = nextEvent(aliceChannel, 'marker')
    await server.trigger(name, 'marker', {})
    await marker
    expect(joinsAndLeaves).toEqual([])
    expect(aliceChannel.members.count).toBe(2)

    const removed = nextEvent(aliceChannel, 'pusher:member_removed')
    bob.unsubscribe(name)
    expect((await removed).data).toEqual({ id: '2', info: { name: 'Bob' } })
    expect(aliceChannel.members.count).toBe(1)
    expect(app.realtime.channel(name)).toEqual({ occupied: true, subscription_count: 1, user_count: 1 })
  })

  it('does not send an event back to the socket_id that caused it', async () => {
    const sender = client()
    const other = client()
    const [senderChannel, otherChannel] = await Promise.all([
      subscribe(sender, 'private-thread.5'),
      subscribe(other, 'private-thread.5'),
    ])
    const senderSeen = record(senderChannel)
    const otherSeen = record(otherChannel)
    const markers = Promise.all([nextEvent(senderChannel, 'marker'), nextEvent(otherChannel, 'marker')])
    await server.trigger(
      'private-thread.5',
      'message',
      { text: 'hi' },
      { socket_id: sender.connection.socket_id },
    )
    await server.trigger('private-thread.5', 'marker', {})
    await markers
    expect(senderSeen).toEqual(['marker'])
    expect(otherSeen).toEqual(['message', 'marker'])
  })

  it('relays client events to the other subscribers of private and presence channels', async () => {
    const alice = client({ user: { id: '1', name: 'Alice' } })
    const bob = client({ user: { id: '2', name: 'Bob' } })
    const [alicePrivate, bobPrivate] = await Promise.all([
      subscribe(alice, 'private-chat.9'),
      subscribe(bob, 'private-chat.9'),
    ])
    const aliceSeen = record(alicePrivate)
    const typing = nextEvent(bobPrivate, 'client-typing')
    alicePrivate.trigger('client-typing', { typing: true })
    expect((await typing).data).toEqual({ typing: true })
    const marker = nextEvent(alicePrivate, 'marker')
    await server.trigger('private-chat.9', 'marker', {})
    await marker
    expect(aliceSeen).toEqual(['marker'])

    const [alicePresence, bobPresence] = await Promise.all([
      subscribe<PresenceChannel>(alice, 'presence-chat.9'),
      subscribe<PresenceChannel>(bob, 'presence-chat.9'),
    ])
    const wave = nextEvent(alicePresence, 'client-wave')
    bobPresence.trigger('client-wave', { hand: 'right' })
    const received = await wave
    expect(received.data).toEqual({ hand: 'right' })
    expect(received.metadata.user_id).toBe('2')
  })

  it('reconnects pusher-js after the server drops its socket, with its subscriptions', async () => {
    const pusher = client()
    const firstId = await connected(pusher)
    const channel = await subscribe(pusher, 'private-notifications.11')

    // A graceful "reconnect now" (4200), then a dead network (no close frame at all).
    const resubscribed = () =>
      within(
        new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', resolve)),
        'resubscribe',
      )
    let again = resubscribed()
    expect(app.realtime.disconnect(firstId)).toBe(true)
    await again
    const secondId = pusher.connection.socket_id
    expect(secondId).not.toBe(firstId)

    again = resubscribed()
    for (const socket of app.websocketServer.clients as unknown as Set<WsClient>) socket.terminate()
    await again
    expect(pusher.connection.socket_id).not.toBe(secondId)

    const later = nextEvent(channel, 'later')
    await server.trigger('private-notifications.11', 'later', { ok: true })
    expect((await later).data).toEqual({ ok: true })
  })
})

describe('realtime: refusals', () => {
  it('refuses an unknown app key with 4001 and does not retry', async () => {
    const pusher = client({ key: 'no-such-key' })
    const errors: unknown[] = []
    pusher.connection.bind('error', (error: unknown) => errors.push(error))
    await within(
      new Promise<void>((resolve) => pusher.connection.bind('disconnected', () => resolve())),
      'the refusal',
    )
    expect(JSON.stringify(errors)).toContain('4001')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pusher.connection.state).toBe('disconnected')
  })

  it('refuses forged or replayed channel signatures with a subscription error', async () => {
    const forged = client({ authorize: () => ({ auth: `${APP.key}:${'0'.repeat(64)}` }) })
    await expect(subscribe(forged, 'private-notifications.1')).rejects.toMatchObject({
      type: 'AuthError',
      status: 401,
    })

    // A signature made for another socket does not open the channel on this one.
    const replayed = client({
      authorize: (_socketId, channelName) => app.realtime.authorizeChannel('1.1', channelName),
    })
    await expect(subscribe(replayed, 'private-notifications.1')).rejects.toMatchObject({ status: 401 })

    // A presence member the server did not sign is refused too.
    const impostor = client({
      authorize: (socketId, channelName) => ({
        ...app.realtime.authorizeChannel(socketId, channelName, { user_id: '1' }),
        channel_data: JSON.stringify({ user_id: 'admin' }),
      }),
    })
    await expect(subscribe(impostor, 'presence-course.1')).rejects.toMatchObject({ status: 401 })
    expect(app.realtime.stats().subscriptions).toBe(0)
  })

  it('refuses HTTP API requests with a wrong secret, stale timestamp, wrong body_md5 or unknown app', async () => {
    const wrongSecret = new Pusher({
      ...APP,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    })
    await expect(wrongSecret.trigger('jobs', 'updated', {})).rejects.toMatchObject({ status: 401 })

    const event = { name: 'updated', data: '{}', channels: ['jobs'] }
    const path = `/apps/${APP.appId}/events`
    expect((await post(path, event)).status).toBe(200)
    expect((await post(path, event)).body).toEqual({})
    const stale = await post(path, event, { timestamp: Math.floor(Date.now() / 1000) - 601 })
    expect(stale.status).toBe(401)
    expect(stale.body.message).toMatch(/Timestamp expired/)
    expect((await post(path, event, { md5: md5('something else') })).status).toBe(401)
    expect((await post(path, event, { secret: 'nope' })).status).toBe(401)
    expect((await post(`/apps/999/events`, event)).status).toBe(404)

    const unsigned = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(unsigned.status).toBe(401)

    // A GET is signed without body_md5; a tampered parameter breaks the signature.
    const url = signedUrl('GET', `/apps/${APP.appId}/channels`, { params: { filter_by_prefix: 'presence-' } })
    expect((await fetch(url)).status).toBe(200)
    expect((await fetch(url.replace('presence-', 'private-'))).status).toBe(401)
  })

  it('answers 400 with a message for bodies Pusher would refuse', async () => {
    const path = `/apps/${APP.appId}/events`
    const tooMany = Array.from({ length: 101 }, (_, i) => `c${i}`)
    const cases: Array<[unknown, number]> = [
      [{ name: 'e', data: '{}', channels: tooMany }, 400],
      [{ name: 'e', data: '{}', channels: ['bad channel!'] }, 400],
      [{ name: 'e', data: '{}', channels: ['x'.repeat(201)] }, 400],
      [{ name: 'e'.repeat(201), data: '{}', channels: ['ok'] }, 400],
      [{ name: 'e', data: { not: 'a string' }, channels: ['ok'] }, 400],
      [{ name: 'e', data: '{}' }, 400],
      [{ name: 'e', data: '{}', channels: ['ok'], socket_id: 'nope' }, 400],
      [{ name: 'e', data: 'x'.repeat(10 * 1024 + 1), channels: ['ok'] }, 413],
    ]
    for (const [body, status] of cases) {
      const answer = await post(path, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(typeof answer.body.message).toBe('string')
    }
    const batch = `/apps/${APP.appId}/batch_events`
    const eleven = Array.from({ length: 11 }, () => ({ name: 'e', data: '{}', channel: 'ok' }))
    expect((await post(batch, { batch: eleven })).status).toBe(400)
    expect((await post(batch, { batch: [{ name: 'e', data: '{}', channels: ['ok'] }] })).status).toBe(400)
    expect((await post(batch, { batch: [{ name: 'e', data: '{}', channel: 'ok' }] })).status).toBe(200)

    const text = 'not json'
    const invalid = await fetch(signedUrl('POST', path, { body: text }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    })
    expect(invalid.status).toBe(400)
  })
})

describe('realtime: protocol edges', () => {
  it('answers pusher:ping and survives invalid, oversized and misplaced messages', async () => {
    const raw = rawSocket()
    const established = await raw.next('pusher:connection_established')
    const handshake = JSON.parse(established.data as string) as {
      socket_id: string
      activity_timeout: number
    }
    expect(handshake).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 })

    raw.send('{ not json')
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: null })
    raw.send({ event: 'pusher:ping', data: 'x'.repeat(11 * 1024) })
    expect((await raw.next('pusher:error')).data).toMatchObject({
      message: expect.stringMatching(/10240 bytes/),
    })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } })
    expect(await raw.next('pusher:subscription_error')).toMatchObject({ channel: 'bad name!' })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'public-news' } })
    expect(await raw.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'public-news',
      data: '{}',
    })
    raw.send({ event: 'client-hello', channel: 'public-news', data: {} })
    expect((await raw.next('pusher:error')).data).toMatchObject({
      message: expect.stringMatching(/private and presence/),
    })
    raw.send({ event: 'client-hello', channel: 'private-not-mine', data: {} })
    expect((await raw.next('pusher:error')).data).toMatchObject({
      message: expect.stringMatching(/not subscribed/),
    })

    raw.send({ event: 'pusher:ping', data: {} })
    expect(await raw.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' })
    expect(raw.socket.readyState).toBe(1)
  })

  it('refuses a connection without a protocol version (4008)', async () => {
    const raw = rawSocket(`/app/${APP.key}`)
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4008 })
    expect(await within(raw.closed, 'close')).toBe(4008)
  })

  it('pings a silent client after activity_timeout and closes it (4201) when it does not answer', async () => {
    const idle = await startApp({ activityTimeout: 1, pongTimeout: 1 })
    try {
      const idlePort = (idle.server.address() as AddressInfo).port
      const silent = rawSocket(`/app/${APP.key}?protocol=7`, idlePort)
      const polite = rawSocket(`/app/${APP.key}?protocol=7`, idlePort)
      polite.socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as Wire).event === 'pusher:ping')
          polite.send({ event: 'pusher:pong', data: {} })
      })
      const established = await silent.next('pusher:connection_established')
      expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 1 })
      await silent.next('pusher:ping')
      expect(await within(silent.closed, 'the idle close', 4000)).toBe(4201)
      expect(polite.socket.readyState).toBe(1)
      await until(() => idle.realtime.stats().sockets === 1, 'the server to forget the silent socket')
    } finally {
      await idle.close()
    }
  })

  it('lives beside a host that registered @fastify/websocket and keeps its parsers to itself', async () => {
    const host = Fastify({ logger: false })
    await host.register(fastifyWebsocket)
    await host.register(realtimePlugin, APP)
    host.post('/api/echo', async (request) => ({ body: request.body }))
    await host.listen({ port: 0, host: '127.0.0.1' })
    try {
      const hostPort = (host.server.address() as AddressInfo).port
      const raw = rawSocket(`/app/${APP.key}?protocol=7`, hostPort)
      await raw.next('pusher:connection_established')
      const echo = await host.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } })
      expect(echo.json()).toEqual({ body: { a: 1 } })
    } finally {
      await host.close()
    }
  })

  it('checks in-process publishing and signing like the HTTP API', async () => {
    await expect(app.realtime.publish('bad name!', 'e', {})).rejects.toThrow(/channel/)
    await expect(app.realtime.publish('ok', 'e', 'x'.repeat(10 * 1024 + 1))).rejects.toThrow(/10240/)
    expect(() => app.realtime.authorizeChannel('1.2', 'public')).toThrow(/no authorization/)
    expect(() => app.realtime.authorizeChannel('1.2', 'presence-x')).toThrow(/member/)
    expect(() => app.realtime.authorizeChannel('nope', 'private-x')).toThrow(/socket id/)
    const member = { user_id: '7', user_info: { n: 1 } }
    // The same signatures the official SDK computes.
    expect(app.realtime.authorizeChannel('1234.5678', 'presence-room', member)).toEqual(
      server.authorizeChannel('1234.5678', 'presence-room', member),
    )
    expect(app.realtime.authorizeChannel('1234.5678', 'private-x')).toEqual(
      server.authorizeChannel('1234.5678', 'private-x'),
    )
  })
})
