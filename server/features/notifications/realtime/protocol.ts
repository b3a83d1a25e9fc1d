/**
 * The Pusher Channels protocol (version 7) as Aula's embedded server speaks it: names, limits, close
 * and error codes, and the two HMAC-SHA256 signatures (channel authorisation, HTTP API requests).
 * Limits are Pusher's documented ones, so what works here also works on Pusher Channels or Soketi.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto'

export const PROTOCOL_VERSION = 7
/** pusher-js 8 speaks 7; 5 and 6 differ only in ways this server does not use. */
export const MIN_PROTOCOL_VERSION = 5

export const LIMITS = {
  /** Pusher: an event's data, and a whole message from a client, up to 10 KB. */
  maxMessageBytes: 10 * 1024,
  /** Pusher's channel and event name limit (the official SDKs check the same 200). */
  maxNameLength: 200,
  /** Pusher: one POST /events reaches at most 100 channels. */
  maxChannelsPerEvent: 100,
  /** Pusher: a batch carries at most 10 events. */
  maxEventsPerBatch: 10,
  /** Pusher: a presence member's user_info up to 1 KB, at most 100 members per channel. */
  maxUserInfoBytes: 1024,
  maxPresenceMembers: 100,
  /** Pusher: a connection may send 10 client events per second. */
  clientEventsPerSecond: 10,
  /** Aula's own guards: channels one connection may hold, bytes queued for a slow reader. */
  maxChannelsPerConnection: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
  /** Pusher: an HTTP API request is valid for 600 s either side of the server's clock. */
  authTimestampSkewSeconds: 600,
} as const

/**
 * Close codes and pusher:error codes. pusher-js acts on the close code's range: 4000–4099 do not
 * reconnect, 4100–4199 reconnect after a back-off, 4200–4299 reconnect at once.
 */
export const ErrorCode = {
  appNotFound: 4001,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const

/** Pusher's allowed characters; `#` (server-to-user channels) is not supported here. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/
const SOCKET_ID = /^\d+\.\d+$/

export type ChannelKind = 'public' | 'private' | 'presence'

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence'
  // private-encrypted- channels are private ones whose payload the clients decrypt themselves.
  if (name.startsWith('private-')) return 'private'
  return 'public'
}

export function isChannelName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LIMITS.maxNameLength && CHANNEL_NAME.test(value)
}

export function isEventName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= LIMITS.maxNameLength
}

export function isSocketId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && SOCKET_ID.test(value)
}

/** A Pusher-style socket id, "digits.digits", unguessable enough that nobody targets another socket. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex')
}

/** Compares two strings without leaking where they differ (their length is not secret). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(expected, 'utf8')
  if (a.length !== b.length) {
    // Still spend the comparison so a wrong length costs the same as a wrong digest.
    timingSafeEqual(b, b)
    return false
  }
  return timingSafeEqual(a, b)
}

/** The `auth` a private or presence subscription carries: `key:HMAC(secret, socket:channel[:data])`. */
export function channelSignature(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`
  return `${key}:${hmacHex(secret, text)}`
}

export interface ApiCredentials {
  key: string
  secret: string
}

export interface ApiRequest {
  method: string
  /** The path exactly as requested, without the query string. */
  path: string
  query: URLSearchParams
  /** md5 of the raw body, for requests that have one. */
  bodyMd5?: string
}

/**
 * Checks a Pusher HTTP API request: auth_key, auth_version 1.0, auth_timestamp within 600 s,
 * body_md5 when there is a body, and auth_signature = HMAC-SHA256(secret, "METHOD\nPATH\nQUERY")
 * where QUERY is every other parameter, keys lower-cased and sorted, joined as key=value with '&'.
 * Returns why the request is refused, or null when it is authentic.
 */
export function verifyApiRequest(
  credentials: ApiCredentials,
  request: ApiRequest,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  const params = new Map<string, string>()
  for (const [name, value] of request.query) {
    const key = name.toLowerCase()
    // A repeated parameter would let the signed and the acted-upon values differ.
    if (params.has(key)) return `Repeated query parameter ${key}`
    params.set(key, value)
  }
  const signature = params.get('auth_signature')
  if (params.get('auth_key') !== credentials.key) return 'Missing or unknown auth_key'
  if (params.get('auth_version') !== '1.0') return 'auth_version must be 1.0'
  const timestamp = Number(params.get('auth_timestamp'))
  if (!Number.isInteger(timestamp)) return 'auth_timestamp is missing'
  if (Math.abs(nowSeconds - timestamp) > LIMITS.authTimestampSkewSeconds) {
    return `Timestamp expired: given ${timestamp}, not within ${LIMITS.authTimestampSkewSeconds} s of server time ${nowSeconds}`
  }
  if (request.bodyMd5 !== undefined) {
    const given = params.get('body_md5')
    if (given === undefined || !safeEqual(given.toLowerCase(), request.bodyMd5)) {
      return 'body_md5 does not match the body'
    }
  }
  if (!signature) return 'auth_signature is missing'
  params.delete('auth_signature')
  const query = [...params.keys()]
    .sort()
    .map((key) => `${key}=${params.get(key)}`)
    .join('&')
  const expected = hmacHex(credentials.secret, `${request.method.toUpperCase()}\n${request.path}\n${query}`)
  return safeEqual(signature.toLowerCase(), expected) ? null : 'Invalid signature'
}

/** One wire message; `data` is a JSON string for events, an object for pusher:error (as Pusher sends). */
export function frame(event: string, data?: unknown, channel?: string, userId?: string | number): string {
  const message: Record<string, unknown> = { event }
  if (channel !== undefined) message.channel = channel
  if (data !== undefined) message.data = data
  if (userId !== undefined) message.user_id = userId
  return JSON.stringify(message)
}

/** A WebSocket close reason is at most 123 bytes: keep it short and ASCII so it always fits. */
export function closeReason(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 120)
}

export function errorFrame(code: number | null, message: string): string {
  return frame('pusher:error', { code, message })
}
