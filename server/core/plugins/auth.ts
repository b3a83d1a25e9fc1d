/**
 * Who may call a route, and CSRF. Every /api route declares `config: { access }`:
 *   'public'             anyone (a valid bearer token still sets request.user)
 *   'user'               a logged-in user, else 401 { message: 'Unauthenticated.' }
 *   { roles: [...] }     a logged-in user with one of these roles, else 403
 *   { owner: fn }        a logged-in user who owns the resource fn(request) names (admins too), else 403
 * A route without a declaration fails at startup, so none can be forgotten. The token comes from
 * `Authorization: Bearer` or the HttpOnly `token` cookie (../auth/session-cookies.ts). State-changing
 * requests (POST, PUT, PATCH, DELETE) must also echo in X-XSRF-TOKEN the XSRF-TOKEN cookie signed
 * for their own session, else 419 (bearer-header calls excepted: no other site can send one). Both
 * checks run in onRequest, CSRF first, so a refused request never reaches body parsing or a
 * handler. Answers to a logged-in user carry personal data: Cache-Control: no-store.
 */
import type {
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../../../contracts/accounts/schemas.ts'
import { TOKEN_COOKIE } from '../../../contracts/core/constants.ts'
import { findUserByToken, type AuthUser } from '../auth/bearer-tokens.ts'
import { bearerHeaderToken, csrfValid, endSession, requestToken } from '../auth/session-cookies.ts'
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

/** The logged-in user of a route declared 'user' (the auth plugin has already refused anyone else). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated()
  return request.user
}

/** Sets request.user from the bearer header or the token cookie, if any; never refuses on its own. */
export async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = requestToken(request)
  request.user = token ? await findUserByToken(request.server.db, token, request.server.config.tokens) : null
  return request.user
}

const checkCsrf: onRequestAsyncHookHandler = async (request) => {
  if (!STATE_CHANGING.has(request.method)) return
  if (!csrfValid(request, request.server.config.appKey)) throw csrfMismatch()
}

function authorize(access: Access): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const user = await resolveUser(request)
    // A session cookie that no longer logs in (expired, revoked): drop it, so the SPA's hint goes too.
    if (!user && request.cookies[TOKEN_COOKIE] && !bearerHeaderToken(request))
      endSession(request, reply, request.server.config)
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
  // What a logged-in user is answered is theirs: no shared or browser cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.user && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
  })
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
