/**
 * Who may call a route, and CSRF. Every /api route declares `config: { access }`:
 *   'public'             anyone (a valid bearer token still sets request.user)
 *   'user'               a logged-in user, else 401 { message: 'Unauthenticated.' }
 *   { roles: [...] }     a logged-in user with one of these roles, else 403
 *   { owner: fn }        a logged-in user who owns the resource fn(request) names (admins too), else 403
 * A route without a declaration fails at startup, so none can be forgotten. State-changing
 * requests (POST, PUT, PATCH, DELETE) must also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN
 * (Sanctum's double-submit check), else 419. Both checks run in onRequest, CSRF first, so a
 * refused request never reaches body parsing or a handler.
 */
import type {
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../../contracts/accounts/schemas.ts'
import { XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants.ts'
import { findUserByToken, type AuthUser } from '../auth/bearer-tokens.ts'
import { sameDigest } from '../auth/tokens.ts'
import { csrfMismatch, forbidden, notFound, unauthenticated } from '../http/errors.ts'

export type Access =
  | 'public'
  | 'user'
  | { roles: readonly Role[] }
  | { owner: (request: FastifyRequest) => Promise<number | null> | number | null }

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** The logged-in user, when the request carries a valid bearer token. */
    user: AuthUser | null
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

/** The logged-in user of a route declared 'user' (the auth plugin has already refused anyone else). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated()
  return request.user
}

/** Sets request.user from the bearer token, if any; never refuses on its own. */
export async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request)
  request.user = token ? await findUserByToken(request.server.db, token) : null
  return request.user
}

const checkCsrf: onRequestAsyncHookHandler = async (request) => {
  if (!STATE_CHANGING.has(request.method)) return
  const cookie = request.cookies[XSRF_COOKIE]
  const header = request.headers[XSRF_HEADER.toLowerCase()]
  if (!cookie || typeof header !== 'string' || !header || !sameDigest(cookie, header)) throw csrfMismatch()
}

function authorize(access: Access): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await resolveUser(request)
    if (access === 'public') return
    if (!user) throw unauthenticated()
    if (access === 'user') return
    if ('roles' in access) {
      if (!access.roles.some((role) => user.roles.includes(role)))
        throw forbidden('Your role does not allow this action.')
      return
    }
    const owner = await access.owner(request)
    if (owner === null) throw notFound()
    if (owner !== user.id && !user.roles.includes('admin')) throw forbidden()
  }
}

const toArray = (hooks: onRequestHookHandler | onRequestHookHandler[] | undefined) =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]

const plugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('user', null)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    const access = route.config?.access
    if (access === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} does not declare who may call it: add config: { access }`,
      )
    }
    const existing = toArray(route.onRequest as onRequestHookHandler | onRequestHookHandler[] | undefined)
    // The HEAD twin of a GET route arrives with the GET's hooks already in place.
    if (existing.includes(checkCsrf as onRequestHookHandler)) return
    route.onRequest = [
      checkCsrf as onRequestHookHandler,
      authorize(access) as onRequestHookHandler,
      ...existing,
    ]
  })
}

export const auth = fp(plugin, { name: 'auth', dependencies: ['context'] })
