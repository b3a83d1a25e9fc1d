/**
 * Pusher's HTTP API, the part the `pusher` SDK uses: POST /apps/:appId/events and /batch_events,
 * GET /apps/:appId/channels, /channels/:name and /channels/:name/users. Every request is signed
 * (auth_key, auth_timestamp, auth_version, body_md5, auth_signature: see verifyApiRequest), so
 * this is registered in its own encapsulated context: the JSON parser here keeps the raw bytes
 * for body_md5 and the error handler answers `{ message }`, without touching the host's routes.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ChannelHub, ChannelInfo, PublishedEvent } from './channel-hub.ts'
import {
  channelKind,
  isChannelName,
  isEventName,
  isSocketId,
  LIMITS,
  md5Hex,
  verifyApiRequest,
} from './protocol.ts'

export interface EventsApiOptions {
  appId: string
  key: string
  secret: string
  hub: ChannelHub
  publish(event: PublishedEvent): Promise<void>
}

/** Host apps require `config.access` on /api routes; these are outside /api but declare it anyway. */
const PUBLIC_ROUTE = { access: 'public' } as const

/** Ten events of 10 KB each, with room for JSON escaping. */
const BODY_LIMIT = 256 * 1024

class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

interface RawBody {
  md5: string
  json: boolean
}

type Problem = { status: 400 | 413; message: string }
type ReadEvent = { event: PublishedEvent; info: Set<string> }

/** Checks one event of a POST body against Pusher's rules and limits. */
function readEvent(value: unknown, single: boolean): ReadEvent | Problem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { status: 400, message: 'An event is a JSON object' }
  }
  const input = value as Record<string, unknown>
  if (!isEventName(input.name)) {
    return { status: 400, message: `name is a string of 1 to ${LIMITS.maxNameLength} characters` }
  }
  if (typeof input.data !== 'string') {
    return { status: 400, message: 'data is a string (JSON-encode objects first)' }
  }
  if (Buffer.byteLength(input.data) > LIMITS.maxMessageBytes) {
    return { status: 413, message: `data is limited to ${LIMITS.maxMessageBytes} bytes` }
  }
  let channels: string[]
  if (single && input.channels !== undefined) {
    if (input.channel !== undefined) return { status: 400, message: 'Give channels or channel, not both' }
    if (!Array.isArray(input.channels) || input.channels.length === 0) {
      return { status: 400, message: 'channels is a non-empty array' }
    }
    if (input.channels.length > LIMITS.maxChannelsPerEvent) {
      return { status: 400, message: `An event reaches at most ${LIMITS.maxChannelsPerEvent} channels` }
    }
    channels = [...new Set(input.channels as unknown[])] as string[]
  } else if (input.channel !== undefined) {
    channels = [input.channel as string]
  } else {
    return { status: 400, message: single ? 'channels or channel is required' : 'channel is required' }
  }
  const invalid = channels.find((channel) => !isChannelName(channel))
  if (invalid !== undefined) {
    return {
      status: 400,
      message: `Invalid channel name: up to ${LIMITS.maxNameLength} of A-Z a-z 0-9 _ - = @ , . ;`,
    }
  }
  if (input.socket_id !== undefined && !isSocketId(input.socket_id)) {
    return { status: 400, message: 'socket_id looks like 123.456' }
  }
  if (input.info !== undefined && (typeof input.info !== 'string' || input.info.length > 200)) {
    return { status: 400, message: 'info is a comma-separated list of attributes' }
  }
  return {
    event: {
      channels,
      event: input.name,
      data: input.data,
      exceptSocketId: input.socket_id as string | undefined,
    },
    info: new Set(typeof input.info === 'string' ? input.info.split(',').map((item) => item.trim()) : []),
  }
}

/** The attributes Pusher returns when `info` asks for them. */
function attributes(info: ChannelInfo, wanted: Set<string>): Record<string, number> {
  const result: Record<string, number> = {}
  if (wanted.has('subscription_count')) result.subscription_count = info.subscription_count
  if (wanted.has('user_count') && info.user_count !== undefined) result.user_count = info.user_count
  return result
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?')
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1))
}

export const eventsApiRoutes: FastifyPluginAsync<EventsApiOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, RawBody>()

  // body_md5 is over the exact bytes sent, so keep them; the body the host's hooks see stays
  // the parsed object (or nothing, when it is not JSON: that is answered after authentication).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body: Buffer, done) => {
      let parsed: unknown
      let json = true
      try {
        parsed = JSON.parse(body.toString('utf8'))
      } catch {
        json = false
      }
      rawBodies.set(request, { md5: md5Hex(body), json })
      done(null, json ? parsed : undefined)
    },
  )

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message })
    request.log.error({ err: error }, 'realtime API error')
    return reply.code(500).send({ message: 'Server Error' })
  })

  // 404 for another app, then Pusher's signature check, before any handler reads the body.
  app.addHook('preHandler', async (request: FastifyRequest<{ Params: { appId?: string } }>) => {
    if (request.params.appId !== options.appId) throw new ApiError(404, 'Unknown app')
    const path = request.url.split('?', 1)[0]
    const bodyMd5 =
      request.method === 'POST' ? (rawBodies.get(request)?.md5 ?? md5Hex(Buffer.alloc(0))) : undefined
    const refused = verifyApiRequest(options, {
      method: request.method,
      path,
      query: queryOf(request),
      bodyMd5,
    })
    if (refused) throw new ApiError(401, refused)
  })

  function jsonBody(request: FastifyRequest): Record<string, unknown> {
    const raw = rawBodies.get(request)
    if (!raw?.json || !request.body || typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw new ApiError(400, 'The body is a JSON object')
    }
    return request.body as Record<string, unknown>
  }

  const fail = (reply: FastifyReply, problem: Problem) =>
    reply.code(problem.status).send({ message: problem.message })

  app.post('/apps/:appId/events', { config: PUBLIC_ROUTE }, async (request, reply) => {
    const read = readEvent(jsonBody(request), true)
    if ('status' in read) return fail(reply, read)
    await options.publish(read.event)
    if (read.info.size === 0) return {}
    const channels: Record<string, Record<string, number>> = {}
    for (const channel of read.event.channels)
      channels[channel] = attributes(options.hub.channel(channel), read.info)
    return { channels }
  })

  app.post('/apps/:appId/batch_events', { config: PUBLIC_ROUTE }, async (request, reply) => {
    const batch = jsonBody(request).batch
    if (!Array.isArray(batch) || batch.length === 0)
      return fail(reply, { status: 400, message: 'batch is a non-empty array' })
    if (batch.length > LIMITS.maxEventsPerBatch) {
      return fail(reply, { status: 400, message: `A batch holds at most ${LIMITS.maxEventsPerBatch} events` })
    }
    // All or nothing: one bad event refuses the whole batch, as Pusher does.
    const events: ReadEvent[] = []
    for (const item of batch) {
      const read = readEvent(item, false)
      if ('status' in read) return fail(reply, read)
      events.push(read)
    }
    for (const { event } of events) await options.publish(event)
    if (events.every(({ info }) => info.size === 0)) return {}
    return {
      batch: events.map(({ event, info }) => attributes(options.hub.channel(event.channels[0]), info)),
    }
  })

  app.get('/apps/:appId/channels', { config: PUBLIC_ROUTE }, async (request, reply) => {
    const query = queryOf(request)
    const prefix = query.get('filter_by_prefix') ?? ''
    const info = new Set((query.get('info') ?? '').split(',').filter(Boolean))
    if (info.has('user_count') && !prefix.startsWith('presence-')) {
      return fail(reply, { status: 400, message: 'user_count needs filter_by_prefix=presence-' })
    }
    const channels: Record<string, Record<string, number>> = {}
    for (const name of options.hub.occupied(prefix))
      channels[name] = attributes(options.hub.channel(name), info)
    return { channels }
  })

  app.get<{ Params: { appId: string; channelName: string } }>(
    '/apps/:appId/channels/:channelName',
    { config: PUBLIC_ROUTE },
    async (request, reply) => {
      const name = request.params.channelName
      if (!isChannelName(name)) return fail(reply, { status: 400, message: 'Invalid channel name' })
      const info = (queryOf(request).get('info') ?? '').split(',')
      if (info.includes('user_count') && channelKind(name) !== 'presence') {
        return fail(reply, { status: 400, message: 'user_count is only for presence channels' })
      }
      return options.hub.channel(name)
    },
  )

  app.get<{ Params: { appId: string; channelName: string } }>(
    '/apps/:appId/channels/:channelName/users',
    { config: PUBLIC_ROUTE },
    async (request, reply) => {
      const name = request.params.channelName
      if (!isChannelName(name) || channelKind(name) !== 'presence') {
        return fail(reply, { status: 400, message: 'Users are listed for presence channels only' })
      }
      return { users: options.hub.users(name) }
    },
  )
}
