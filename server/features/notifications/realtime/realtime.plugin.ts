/**
 * Aula's embedded Pusher Channels server (protocol 7), as one Fastify plugin:
 *   GET  /app/:key                          WebSocket endpoint for unmodified pusher-js
 *   POST /apps/:appId/events, /batch_events Pusher's HTTP events API, for the `pusher` SDK
 *   GET  /apps/:appId/channels[/:name[/users]]
 * and `app.realtime` for the product itself: publish in-process, sign channel subscriptions (the
 * future POST /api/broadcasting/auth), read channel state. When one machine is not enough the same
 * clients point at Pusher Channels or Soketi instead (README.md); nothing else changes.
 */
import fastifyWebsocket from '@fastify/websocket'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import {
  ChannelHub,
  LocalFanout,
  type ChannelInfo,
  type HubStats,
  type PresenceMember,
  type PublishedEvent,
  type RealtimeFanout,
} from './channel-hub.ts'
import { PusherConnection, type RealtimeSocket } from './connection.ts'
import { eventsApiRoutes } from './events-api.routes.ts'
import {
  channelKind,
  channelSignature,
  closeReason,
  ErrorCode,
  errorFrame,
  isChannelName,
  isEventName,
  isSocketId,
  LIMITS,
  MIN_PROTOCOL_VERSION,
  PROTOCOL_VERSION,
} from './protocol.ts'

export interface RealtimeOptions {
  appId: string
  key: string
  secret: string
  /** Seconds of silence after which either side pings (sent to clients in the handshake). Pusher: 120. */
  activityTimeout?: number
  /** Seconds the server waits for an answer to its ping before closing with 4201. Default 30. */
  pongTimeout?: number
  /** Register @fastify/websocket here; by default only when the host has not (no `websocketServer`). */
  registerWebsocket?: boolean
  /** How published events reach every process; default: this process only. */
  fanout?: RealtimeFanout
  /** Per client address (issue 32 item 14); Pusher itself limits per app, not per address. */
  limits?: Partial<AddressLimits>
}

/**
 * What one client address may hold: open sockets, and frames per second over all of them. A
 * socket over the count is refused with 4100 (over capacity: pusher-js backs off); frames over
 * the rate get Pusher's 4301 error and the socket that sent them is closed with it.
 */
export interface AddressLimits {
  socketsPerAddress: number
  framesPerSecond: number
  /**
   * Addresses not limited. By default the machine itself: a reverse proxy without TRUST_PROXY
   * makes every client 127.0.0.1 (one limit for everyone would refuse them all), and the tests,
   * end-to-end runs and the bench connect from it. Behind a proxy, set TRUST_PROXY so the limit
   * applies to the clients' own addresses.
   */
  exempt: readonly string[]
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  socketsPerAddress: 20,
  framesPerSecond: 50,
  exempt: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
}

/** The session a socket subscribed with: who authorised its private channels, with which token. */
export interface SocketOwner {
  userId: number
  tokenId: number
}

/** Whose sockets to close when tokens are revoked: one token, all but one, or all of a user's. */
export interface EndedSessions {
  userId: number
  tokenIds?: readonly number[]
  exceptTokenId?: number
}

/** What a private or presence subscription sends back to the server (pusher-js's auth response). */
export interface ChannelAuthorization {
  auth: string
  channel_data?: string
}

export interface RealtimeStats extends HubStats {
  /** Open WebSocket connections, including ones not subscribed to anything. */
  sockets: number
}

export interface Realtime {
  /** Sends an event, as POST /events would; data that is not a string is JSON-encoded. */
  publish(
    channels: string | readonly string[],
    event: string,
    data: unknown,
    exceptSocketId?: string,
  ): Promise<void>
  /**
   * Signs a subscription for a socket; presence channels need the member (user_id, user_info).
   * `owner` is the session that asked: its socket closes when that session's token is revoked.
   */
  authorizeChannel(
    socketId: string,
    channelName: string,
    presenceData?: PresenceMember,
    owner?: SocketOwner,
  ): ChannelAuthorization
  /**
   * Closes, in every process, the sockets a revoked session authorised (4009: pusher-js does not
   * reconnect), so they stop receiving the user's private events (issue 32 item 6). Events
   * published before it are delivered first.
   */
  endSessions(ended: EndedSessions): Promise<void>
  channel(name: string): ChannelInfo
  /** Closes a socket with a Pusher close code (default 4200: reconnect now); false if unknown. */
  disconnect(socketId: string, code?: number, message?: string): boolean
  stats(): RealtimeStats
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

/** Host apps require `config.access` on /api routes; this one is outside /api but declares it anyway. */
const PUBLIC_ROUTE = { access: 'public' } as const
/** ws refuses frames above this before buffering them; the protocol's 10 KB is checked per message. */
const MAX_FRAME_BYTES = 64 * 1024

/**
 * Session news between processes travels as an event on this channel, which no client can name
 * (`#` is outside Pusher's channel names, so the HTTP API refuses it too) and no socket holds.
 */
const SESSIONS_CHANNEL = '#aula-sessions'
type SessionNews = ({ op: 'own'; socketId: string } & SocketOwner) | ({ op: 'end' } & EndedSessions)

/** Sockets and frames per client address, in one process (each process guards its own sockets). */
class AddressGuard {
  private readonly sockets = new Map<string, number>()
  private readonly frames = new Map<string, { second: number; count: number }>()

  constructor(private readonly limits: AddressLimits) {}

  /** Counts a new socket; false when the address already holds as many as it may. */
  open(address: string): boolean {
    if (this.limits.exempt.includes(address)) return true
    const open = this.sockets.get(address) ?? 0
    if (open >= this.limits.socketsPerAddress) return false
    this.sockets.set(address, open + 1)
    return true
  }

  closed(address: string): void {
    if (this.limits.exempt.includes(address)) return
    const open = (this.sockets.get(address) ?? 1) - 1
    if (open > 0) this.sockets.set(address, open)
    else {
      this.sockets.delete(address)
      this.frames.delete(address)
    }
  }

  /** Counts one frame; false when the address sent more than its share this second. */
  frame(address: string, now = Date.now()): boolean {
    if (this.limits.exempt.includes(address)) return true
    const second = Math.floor(now / 1000)
    const window = this.frames.get(address)
    if (!window || window.second !== second) {
      this.frames.set(address, { second, count: 1 })
      return true
    }
    return ++window.count <= this.limits.framesPerSecond
  }
}

function requireText(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`realtime: ${name} is required`)
  return value
}

/** Why a client may not connect (Pusher's 4006–4008), from the `protocol` query parameter. */
function protocolProblem(protocol: unknown): { code: number; message: string } | null {
  if (protocol === undefined) return { code: ErrorCode.noProtocol, message: 'No protocol version supplied' }
  const version = Number(protocol)
  if (typeof protocol !== 'string' || !Number.isInteger(version)) {
    return { code: ErrorCode.invalidVersion, message: 'Invalid version string format' }
  }
  if (version < MIN_PROTOCOL_VERSION || version > PROTOCOL_VERSION) {
    return { code: ErrorCode.unsupportedProtocol, message: `Unsupported protocol version ${version}` }
  }
  return null
}

/** What the socket route shares with the plugin: the app's credentials, its channels and sockets. */
interface SocketContext {
  key: string
  secret: string
  activityTimeout: number
  hub: ChannelHub
  connections: Map<string, PusherConnection>
  owners: Map<string, SocketOwner>
  addresses: AddressGuard
  publishEvent: (event: PublishedEvent) => Promise<void>
}

/** GET /app/:key: a Pusher client's socket, refused for a wrong key, protocol or too many from one address. */
function socketRoute({
  key,
  secret,
  activityTimeout,
  hub,
  connections,
  owners,
  addresses,
  publishEvent,
}: SocketContext): FastifyPluginAsync {
  return async (child) => {
    child.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
      '/app/:key',
      { websocket: true, config: PUBLIC_ROUTE },
      // `unknown`: the socket's declared type depends on whether @types/ws is installed.
      (rawSocket: unknown, request) => {
        const socket = rawSocket as RealtimeSocket
        try {
          const refused =
            request.params.key === key
              ? protocolProblem(request.query.protocol)
              : {
                  code: ErrorCode.appNotFound,
                  message: `App key ${request.params.key.slice(0, 100)} does not exist`,
                }
          if (refused) {
            // pusher-js reads the pusher:error during the handshake; the close code stops its retries.
            socket.send(errorFrame(refused.code, refused.message))
            socket.close(refused.code, closeReason(refused.message))
            return
          }
          const address = request.ip
          if (!addresses.open(address)) {
            const message = 'Over capacity: too many connections from this address'
            socket.send(errorFrame(ErrorCode.overCapacity, message))
            socket.close(ErrorCode.overCapacity, closeReason(message))
            return
          }
          const connection = new PusherConnection(socket, {
            key,
            secret,
            activityTimeoutSeconds: activityTimeout,
            hub,
            publish: (event) => {
              publishEvent(event).catch((error) =>
                request.log.error({ err: error }, 'realtime fan-out failed'),
              )
            },
            log: request.log,
            allowFrame: () => addresses.frame(address),
            onClosed: (closed) => {
              connections.delete(closed.socketId)
              owners.delete(closed.socketId)
              addresses.closed(address)
            },
          })
          connections.set(connection.socketId, connection)
          connection.open()
        } catch (error) {
          request.log.error({ err: error }, 'realtime connection failed')
          socket.terminate()
        }
      },
    )
  }
}

const plugin: FastifyPluginAsync<RealtimeOptions> = async (app, options) => {
  const appId = requireText('appId', options.appId)
  const key = requireText('key', options.key)
  const secret = requireText('secret', options.secret)
  const activityTimeout = options.activityTimeout ?? 120
  const pongTimeout = options.pongTimeout ?? 30
  if (!(activityTimeout > 0) || !(pongTimeout > 0))
    throw new RangeError('realtime: timeouts are positive seconds')

  if (options.registerWebsocket ?? !app.hasDecorator('websocketServer')) {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } })
  }

  const hub = new ChannelHub(LIMITS)
  const fanout = options.fanout ?? new LocalFanout()
  const connections = new Map<string, PusherConnection>()
  const owners = new Map<string, SocketOwner>()
  const addresses = new AddressGuard({ ...DEFAULT_ADDRESS_LIMITS, ...options.limits })

  const hearSessionNews = (news: SessionNews) => {
    if (news.op === 'own') {
      // only the process holding the socket keeps its owner
      if (connections.has(news.socketId))
        owners.set(news.socketId, { userId: news.userId, tokenId: news.tokenId })
      return
    }
    for (const [socketId, owner] of owners) {
      if (owner.userId !== news.userId || owner.tokenId === news.exceptTokenId) continue
      if (news.tokenIds && !news.tokenIds.includes(owner.tokenId)) continue
      connections.get(socketId)?.close(ErrorCode.unauthorized, 'The session has ended')
      owners.delete(socketId)
    }
  }
  await fanout.start((event) => {
    if (event.channels[0] !== SESSIONS_CHANNEL) return hub.deliver(event)
    try {
      hearSessionNews(JSON.parse(event.data) as SessionNews)
    } catch (error) {
      app.log.error({ err: error }, 'realtime session news failed')
    }
  })
  const tellSessions = (news: SessionNews) =>
    fanout.publish({ channels: [SESSIONS_CHANNEL], event: 'session', data: JSON.stringify(news) })

  const publishEvent = async (event: PublishedEvent) => {
    await fanout.publish(event)
  }

  const realtime: Realtime = {
    async publish(channels, event, data, exceptSocketId) {
      const list = typeof channels === 'string' ? [channels] : [...new Set(channels)]
      if (list.length === 0 || list.length > LIMITS.maxChannelsPerEvent) {
        throw new RangeError(`realtime: an event reaches 1 to ${LIMITS.maxChannelsPerEvent} channels`)
      }
      const invalid = list.find((channel): boolean => !isChannelName(channel))
      if (invalid !== undefined)
        throw new TypeError(`realtime: invalid channel name ${invalid.slice(0, 200)}`)
      if (!isEventName(event)) throw new TypeError('realtime: invalid event name')
      if (exceptSocketId !== undefined && !isSocketId(exceptSocketId)) {
        throw new TypeError('realtime: invalid socket id')
      }
      const text = typeof data === 'string' ? data : JSON.stringify(data ?? null)
      if (Buffer.byteLength(text) > LIMITS.maxMessageBytes) {
        throw new RangeError(`realtime: event data is limited to ${LIMITS.maxMessageBytes} bytes`)
      }
      await publishEvent({ channels: list, event, data: text, exceptSocketId })
    },

    authorizeChannel(socketId, channelName, presenceData, owner) {
      if (!isSocketId(socketId)) throw new TypeError('realtime: invalid socket id')
      if (!isChannelName(channelName)) throw new TypeError('realtime: invalid channel name')
      const kind = channelKind(channelName)
      if (kind === 'public') throw new TypeError('realtime: public channels need no authorization')
      if (owner) {
        // the socket may live in another process: every process hears it, its own keeps it
        if (connections.has(socketId)) owners.set(socketId, owner)
        else
          Promise.resolve(tellSessions({ op: 'own', socketId, ...owner })).catch((error: unknown) =>
            app.log.error({ err: error }, 'realtime session news failed'),
          )
      }
      if (kind === 'private') return { auth: channelSignature(key, secret, socketId, channelName) }
      if (!presenceData)
        throw new TypeError('realtime: presence channels need the member (user_id, user_info)')
      const channelData = JSON.stringify(presenceData)
      return {
        auth: channelSignature(key, secret, socketId, channelName, channelData),
        channel_data: channelData,
      }
    },

    async endSessions(ended) {
      await tellSessions({ op: 'end', ...ended })
    },

    channel: (name) => hub.channel(name),

    disconnect(socketId, code = ErrorCode.reconnect, message = 'Please reconnect') {
      const connection = connections.get(socketId)
      if (!connection) return false
      connection.close(code, message)
      return true
    },

    stats: () => ({ ...hub.stats(), sockets: connections.size }),
  }
  app.decorate('realtime', realtime)

  await app.register(
    socketRoute({ key, secret, activityTimeout, hub, connections, owners, addresses, publishEvent }),
  )

  await app.register(eventsApiRoutes, { appId, key, secret, hub, publish: publishEvent })

  // One timer for every socket: ping the silent ones, close those that did not answer.
  const sweep = setInterval(
    () => {
      const now = Date.now()
      for (const connection of connections.values()) {
        connection.checkActivity(now, activityTimeout * 1000, pongTimeout * 1000)
      }
    },
    Math.min(5000, Math.max(100, (Math.min(activityTimeout, pongTimeout) * 1000) / 4)),
  )
  sweep.unref()

  app.addHook('preClose', async () => {
    clearInterval(sweep)
    // 4200: pusher-js reconnects at once, to this server's successor.
    for (const connection of connections.values())
      connection.close(ErrorCode.reconnect, 'Server is restarting')
  })
  app.addHook('onClose', async () => {
    await fanout.close()
  })
}

export const realtimePlugin = fp(plugin, { name: 'realtime', fastify: '5.x' })
