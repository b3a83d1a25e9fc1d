/**
 * Registers a Fastify route from its endpoint descriptor (contracts/<area>/endpoints.ts): the
 * method and path, who may call it (the auth plugin enforces `config.access`), the validation of
 * path parameters, query and body in the request's language (422 on bad input), and, outside
 * production, a check that the answer matches the declared response schema. The descriptor is
 * kept on the route's config, which is where the OpenAPI document is built from.
 *
 *   route(app, accounts.login, async ({ body, request }) => ({ data: await logIn(body, request) }))
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  resolveSchema,
  type BodyOf,
  type Endpoint,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../contracts/core/endpoint.ts'
import type { Access } from '../plugins/auth.ts'
import { requestLocale } from './locale.ts'
import { parseInput } from './validate.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor the route was registered from (read by the OpenAPI generator). */
    endpoint?: Endpoint
  }
}

export interface RouteContext<E extends EndpointDef> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  request: FastifyRequest
  reply: FastifyReply
}

/** A handler answers the response body, or takes over with `reply` (status, headers, send). */
export type RouteHandler<E extends EndpointDef> = (
  context: RouteContext<E>,
) => Promise<ResponseOf<E> | FastifyReply | void> | ResponseOf<E> | FastifyReply | void

export interface RouteOptions {
  /**
   * For `auth: 'owner'`: the id of the user who owns what the request touches, or null when it
   * does not exist (404). Admins pass the check too.
   */
  owner?: (request: FastifyRequest) => Promise<number | null> | number | null
  /**
   * Runs after the auth checks and before the input is validated, for what must answer whatever
   * the input: a rate limit that counts every attempt, a provider that is not configured (501).
   */
  before?: (request: FastifyRequest) => Promise<void> | void
}

function accessOf(endpoint: EndpointDef, options: RouteOptions): Access {
  const { auth } = endpoint
  if (auth === 'owner') {
    if (!options.owner)
      throw new Error(`${endpoint.method} ${endpoint.path}: auth 'owner' needs an owner check`)
    return { owner: options.owner }
  }
  if (auth === 'public' || auth === 'user') return auth
  return { roles: auth }
}

const checkResponses = process.env.APP_ENV !== 'production' && process.env.NODE_ENV !== 'production'

/** Frozen answers as sent, by identity. */
const serialized = new WeakMap<object, string>()
const JSON_TYPE = 'application/json; charset=utf-8'

export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<NoInfer<E>>,
  options: RouteOptions = {},
): void {
  // Decided once, at registration: a call without input does no locale or validation work.
  const inputs = (['params', 'query', 'body'] as const).filter((location) => endpoint[location] !== undefined)
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: accessOf(endpoint, options), endpoint },
    handler: async (request, reply) => {
      await options.before?.(request)
      const input: Record<string, unknown> = {}
      if (inputs.length > 0) {
        const locale = requestLocale(request)
        for (const location of inputs) {
          const schema = resolveSchema(endpoint[location]!, locale)
          input[location] = parseInput(schema, request[location], location, locale)
        }
      }
      const context = { ...input, request, reply } as RouteContext<E>
      const result = await handler(context)
      if (result === reply || reply.sent) return reply
      if (endpoint.status && reply.statusCode === 200) reply.code(endpoint.status)
      if (result === undefined) return reply.send()
      // A frozen answer cannot change: it is checked and serialised once, however often it is sent
      // (the answers kept by core/db/snapshot-cache.ts).
      const frozen = typeof result === 'object' && result !== null && Object.isFrozen(result)
      const known = frozen ? serialized.get(result) : undefined
      if (known !== undefined) return reply.type(JSON_TYPE).send(known)
      if (checkResponses && endpoint.response) {
        const parsed = v.safeParse(endpoint.response, result)
        if (!parsed.success) {
          const issue = parsed.issues[0]
          throw new Error(
            `${endpoint.method} ${endpoint.path} answered outside its response schema at ` +
              `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
          )
        }
      }
      if (frozen) {
        const body = JSON.stringify(result)
        serialized.set(result, body)
        return reply.type(JSON_TYPE).send(body)
      }
      return reply.send(result)
    },
  })
}
