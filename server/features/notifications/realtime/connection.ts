/**
 * One client WebSocket speaking Pusher protocol 7: the handshake, subscriptions (public, private-,
 * presence-), client events, pings both ways and errors. Nothing here throws out of a socket
 * callback: a bad message gets a pusher:error and the connection stays usable.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { ChannelHub, PresenceMember, PublishedEvent, Subscriber } from './channel-hub.ts'
import {
  channelKind,
  channelSignature,
  closeReason,
  ErrorCode,
  errorFrame,
  frame,
  isChannelName,
  isEventName,
  LIMITS,
  newSocketId,
  safeEqual,
} from './protocol.ts'

export type RawData = Buffer | ArrayBuffer | Buffer[]

/** The parts of a `ws` WebSocket used here (`ws` ships no types of its own). */
export interface RealtimeSocket {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: string): void
  close(code?: number, reason?: string): void
  terminate(): void
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'ping' | 'pong', listener: () => void): unknown
}

const OPEN = 1
/** After a close frame, how long a peer that does not answer keeps its socket. */
const CLOSE_GRACE_MS = 1000

export interface ConnectionContext {
  key: string
  secret: string
  activityTimeoutSeconds: number
  hub: ChannelHub
  /** Client events travel like server events, through the fan-out. */
  publish(event: PublishedEvent): void
  log: FastifyBaseLogger
  /** False when the client's address sends frames faster than it may: 4301, then the socket closes. */
  allowFrame?(): boolean
  onClosed(connection: PusherConnection): void
}

type Message = { event: string; channel?: unknown; data?: unknown }

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, part) => total + part.length, 0)
  return data instanceof ArrayBuffer ? data.byteLength : data.length
}

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8')
}

/** Subscribe and unsubscribe data is an object; some clients send it JSON-encoded. */
function objectData(data: unknown): Record<string, unknown> | null {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function parsePresenceMember(channelData: unknown): PresenceMember | string {
  if (typeof channelData !== 'string') return 'Presence channels need channel_data'
  let parsed: unknown
  try {
    parsed = JSON.parse(channelData)
  } catch {
    return 'channel_data is not JSON'
  }
  const member = parsed as Partial<PresenceMember> | null
  const id = member?.user_id
  const validId =
    (typeof id === 'string' && id.length > 0 && id.length <= LIMITS.maxNameLength) ||
    (typeof id === 'number' && Number.isFinite(id))
  if (!member || typeof member !== 'object' || !validId) return 'channel_data needs a user_id'
  if (Buffer.byteLength(JSON.stringify(member.user_info ?? null)) > LIMITS.maxUserInfoBytes) {
    return `user_info is larger than ${LIMITS.maxUserInfoBytes} bytes`
  }
  return { user_id: id as string | number, user_info: member.user_info }
}

export class PusherConnection implements Subscriber {
  readonly socketId = newSocketId()
  /** When the client last sent anything; the server pings it after activity_timeout of silence. */
  private lastSeen = Date.now()
  private pingSentAt = 0
  private clientEventWindow = 0
  private clientEventCount = 0
  private closing: NodeJS.Timeout | null = null
  private closed = false

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly context: ConnectionContext,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary))
    socket.on('ping', () => this.touch())
    socket.on('pong', () => this.touch())
    socket.on('close', () => this.dispose())
    // An unclean disconnect surfaces here; the 'close' that follows cleans up.
    socket.on('error', (error) => context.log.debug({ err: error }, 'realtime socket error'))
  }

  /** Registers the socket and sends pusher:connection_established. */
  open(): void {
    this.context.hub.connect(this)
    this.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({ socket_id: this.socketId, activity_timeout: this.context.activityTimeoutSeconds }),
      ),
    )
  }

  send(message: string): void {
    if (this.closed || this.socket.readyState !== OPEN) return
    if (this.socket.bufferedAmount > LIMITS.maxBufferedBytes) {
      // A reader this far behind would hold memory for everyone; Pusher asks it to back off.
      this.close(ErrorCode.overCapacity, 'Over capacity: the connection does not read its messages')
      return
    }
    try {
      this.socket.send(message)
    } catch (error) {
      this.context.log.debug({ err: error }, 'realtime send failed')
    }
  }

  /** Says why in a pusher:error (for clients that miss close codes), then closes with the code. */
  close(code: number, message: string): void {
    if (this.closing || this.closed) return
    this.send(errorFrame(code, message))
    try {
      this.socket.close(code, closeReason(message))
    } catch {
      // already closing
    }
    this.closing = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS)
    this.closing.unref()
  }

  /** Drops the socket without a close handshake, as a lost network would. */
  terminate(): void {
    this.socket.terminate()
  }

  /** Called periodically: pings a silent client, closes one that did not answer the ping. */
  checkActivity(now: number, activityTimeoutMs: number, pongTimeoutMs: number): void {
    if (this.pingSentAt) {
      if (now - this.pingSentAt > pongTimeoutMs)
        this.close(ErrorCode.pongNotReceived, 'Pong reply not received')
    } else if (now - this.lastSeen > activityTimeoutMs) {
      this.pingSentAt = now
      this.send(frame('pusher:ping', '{}'))
    }
  }

  private touch(): void {
    this.lastSeen = Date.now()
    this.pingSentAt = 0
  }

  private dispose(): void {
    if (this.closed) return
    this.closed = true
    if (this.closing) clearTimeout(this.closing)
    try {
      this.context.hub.disconnect(this.socketId)
    } finally {
      this.context.onClosed(this)
    }
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.touch()
    if (this.closing || this.closed) return
    if (this.context.allowFrame && !this.context.allowFrame()) {
      return this.close(ErrorCode.clientEventRejected, 'Too many messages from this address')
    }
    try {
      if (isBinary) return this.send(errorFrame(null, 'Messages are JSON text'))
      if (byteLength(data) > LIMITS.maxMessageBytes) {
        return this.send(errorFrame(null, `Messages are limited to ${LIMITS.maxMessageBytes} bytes`))
      }
      let message: unknown
      try {
        message = JSON.parse(text(data))
      } catch {
        return this.send(errorFrame(null, 'Messages are JSON objects'))
      }
      if (!message || typeof message !== 'object' || typeof (message as Message).event !== 'string') {
        return this.send(errorFrame(null, 'Messages are JSON objects with an event'))
      }
      this.dispatch(message as Message)
    } catch (error) {
      // A bug in a handler must not take the process (or the other sockets) down with it.
      this.context.log.error({ err: error }, 'realtime message failed')
      this.send(errorFrame(null, 'Server error'))
    }
  }

  private dispatch(message: Message): void {
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frame('pusher:pong', '{}'))
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        return this.subscribe(objectData(message.data))
      case 'pusher:unsubscribe': {
        const channel = objectData(message.data)?.channel
        if (typeof channel === 'string') this.context.hub.leave(this.socketId, channel)
        return
      }
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(message)
        return this.send(
          errorFrame(null, `Unsupported event ${message.event.slice(0, LIMITS.maxNameLength)}`),
        )
    }
  }

  private subscriptionError(channel: string, type: string, error: string, status: number): void {
    // pusher-js hands this to the channel's 'pusher:subscription_error' listeners.
    this.send(frame('pusher:subscription_error', { type, error, status }, channel))
  }

  private subscribe(data: Record<string, unknown> | null): void {
    const channel = data?.channel
    if (!data || !isChannelName(channel)) {
      if (typeof channel === 'string' && channel.length <= LIMITS.maxNameLength) {
        return this.subscriptionError(channel, 'InvalidChannel', 'Invalid channel name', 400)
      }
      return this.send(errorFrame(null, 'pusher:subscribe needs a valid channel name'))
    }
    const kind = channelKind(channel)
    let member: PresenceMember | undefined
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? data.channel_data : undefined
      if (kind === 'presence') {
        const parsed = parsePresenceMember(channelData)
        if (typeof parsed === 'string') return this.subscriptionError(channel, 'AuthError', parsed, 401)
        member = parsed
      }
      const expected = channelSignature(
        this.context.key,
        this.context.secret,
        this.socketId,
        channel,
        channelData as string | undefined,
      )
      if (typeof data.auth !== 'string' || !safeEqual(data.auth, expected)) {
        return this.subscriptionError(
          channel,
          'AuthError',
          `Invalid signature: the connection is unauthorized (${ErrorCode.unauthorized})`,
          401,
        )
      }
    }
    const joined = this.context.hub.join(this.socketId, channel, member)
    if (!joined.ok) {
      const error =
        joined.reason === 'too-many-members'
          ? `Presence channels hold at most ${LIMITS.maxPresenceMembers} members`
          : `A connection holds at most ${LIMITS.maxChannelsPerConnection} channels`
      return this.subscriptionError(channel, 'LimitReached', error, 403)
    }
    const succeeded = joined.presence ? JSON.stringify(joined.presence) : '{}'
    this.send(frame('pusher_internal:subscription_succeeded', succeeded, channel))
  }

  private clientEvent(message: Message): void {
    const { channel, event } = message
    if (!isEventName(event)) {
      return this.send(errorFrame(null, `Event names are at most ${LIMITS.maxNameLength} characters`))
    }
    if (typeof channel !== 'string' || channelKind(channel) === 'public') {
      return this.send(errorFrame(null, 'Client events are only supported on private and presence channels'))
    }
    if (!this.context.hub.isSubscribed(this.socketId, channel)) {
      return this.send(errorFrame(null, `Client event rejected: not subscribed to ${channel.slice(0, 200)}`))
    }
    const second = Math.floor(Date.now() / 1000)
    if (second !== this.clientEventWindow) {
      this.clientEventWindow = second
      this.clientEventCount = 0
    }
    if (++this.clientEventCount > LIMITS.clientEventsPerSecond) {
      return this.send(errorFrame(ErrorCode.clientEventRejected, 'Client event rejected due to rate limit'))
    }
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? null)
    this.context.publish({
      channels: [channel],
      event,
      data,
      exceptSocketId: this.socketId,
      userId: this.context.hub.memberOf(this.socketId, channel),
    })
  }
}
