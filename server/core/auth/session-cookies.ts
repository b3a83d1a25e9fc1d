/**
 * The browser's session and its CSRF token (DESIGN.md §5, issue 9 items 5 and 10).
 *
 * - `token` (TOKEN_COOKIE): the bearer token, HttpOnly and SameSite=Lax, Secure on HTTPS and in
 *   production, so no script can read it. The server reads it as well as `Authorization: Bearer`.
 * - `aula_session` (SESSION_COOKIE): "1" while a session cookie exists, readable by the SPA, which
 *   learns from it that there is a user to load and never sees the token itself.
 * - `XSRF-TOKEN`: `nonce.mac`, mac = HMAC-SHA256(APP_KEY, nonce | binding), where the binding is the
 *   session (the token cookie's digest) or, for a visitor, the HttpOnly `xsrf_nonce` cookie. The
 *   SPA echoes it in X-XSRF-TOKEN; a token issued to another session, or made up, gets 419. It
 *   changes when the session does (login, register, logout), so those answers carry a new one.
 *
 * A request that authenticates with an `Authorization: Bearer` header needs no CSRF token: a page
 * of another site cannot add that header, and such a request does not use the session cookie.
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE, TOKEN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../contracts/core/constants.ts'
import type { Config } from '../config.ts'
import { sameDigest, sha256 } from './tokens.ts'

/** The visitor's random nonce, which an anonymous XSRF-TOKEN is bound to. */
export const XSRF_NONCE_COOKIE = 'xsrf_nonce'

/** Laravel's default session lifetime for the XSRF-TOKEN cookie: two hours, renewed on demand. */
const XSRF_MAX_AGE_SECONDS = 2 * 60 * 60
const DAY_SECONDS = 86_400

type CookieConfig = Pick<Config, 'appEnv' | 'appKey' | 'tokens'>

/** Secure whenever the request came over HTTPS, and always in production. */
const secure = (request: FastifyRequest, config: CookieConfig) =>
  request.protocol === 'https' || config.appEnv === 'production'

export function bearerHeaderToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1]
}

/** The token a request authenticates with: the Authorization header first, else the cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  return bearerHeaderToken(request) ?? (request.cookies[TOKEN_COOKIE] || undefined)
}

/** What a cookie-carried XSRF-TOKEN is bound to: the session cookie, else the visitor's nonce. */
function bindingOf(sessionToken: string | undefined, nonce: string | undefined): string | undefined {
  if (sessionToken) return `session:${sha256(sessionToken)}`
  if (nonce) return `visitor:${nonce}`
  return undefined
}

function mac(appKey: string, nonce: string, binding: string): string {
  return createHmac('sha256', appKey).update(`xsrf|${nonce}|${binding}`).digest('base64url')
}

/** A new XSRF token bound to `binding` (exported for the tests' helper). */
export function signXsrf(appKey: string, binding: string, nonce = randomBytes(16).toString('base64url')) {
  return `${nonce}.${mac(appKey, nonce, binding)}`
}

export const visitorBinding = (nonce: string) => bindingOf(undefined, nonce)!
export const sessionBinding = (token: string) => bindingOf(token, undefined)!

/**
 * True when a state-changing request may go on: it authenticates with a bearer header, or it
 * echoes in X-XSRF-TOKEN the XSRF-TOKEN cookie, signed for its own session or visitor nonce.
 */
export function csrfValid(request: FastifyRequest, appKey: string): boolean {
  if (bearerHeaderToken(request)) return true
  const cookie = request.cookies[XSRF_COOKIE]
  const header = request.headers[XSRF_HEADER.toLowerCase()]
  if (!cookie || typeof header !== 'string' || !header || !sameDigest(cookie, header)) return false
  const binding = bindingOf(request.cookies[TOKEN_COOKIE] || undefined, request.cookies[XSRF_NONCE_COOKIE])
  const dot = header.indexOf('.')
  if (!binding || dot <= 0) return false
  const nonce = header.slice(0, dot)
  return sameDigest(header.slice(dot + 1), mac(appKey, nonce, binding))
}

function setXsrf(reply: FastifyReply, value: string, isSecure: boolean) {
  reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure,
    maxAge: XSRF_MAX_AGE_SECONDS,
  })
}

/**
 * Sets an XSRF-TOKEN for the request's current session, or for its visitor nonce (made here when
 * the visitor has none yet). GET /sanctum/csrf-cookie answers with it.
 */
export function issueXsrf(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  const isSecure = secure(request, config)
  const session = request.cookies[TOKEN_COOKIE] || undefined
  let nonce = request.cookies[XSRF_NONCE_COOKIE]
  if (!session && !nonce) {
    nonce = randomBytes(24).toString('base64url')
    reply.setCookie(XSRF_NONCE_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
    })
  }
  setXsrf(reply, signXsrf(config.appKey, bindingOf(session, nonce)!), isSecure)
  reply.header('cache-control', 'no-store')
}

/** After login or register: the token in its HttpOnly cookie, the SPA's hint, a CSRF token for it. */
export function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
): void {
  const isSecure = secure(request, config)
  const maxAge = config.tokens.absoluteDays * DAY_SECONDS
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    maxAge,
  })
  reply.setCookie(SESSION_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure,
    maxAge,
  })
  setXsrf(reply, signXsrf(config.appKey, sessionBinding(token)), isSecure)
  reply.header('cache-control', 'no-store')
}

/** After logout, or when the cookie's token no longer logs in: both cookies go, a visitor's CSRF token comes. */
export function endSession(request: FastifyRequest, reply: FastifyReply, config: CookieConfig): void {
  const isSecure = secure(request, config)
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure })
  reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure: isSecure })
  const nonce = request.cookies[XSRF_NONCE_COOKIE] ?? randomBytes(24).toString('base64url')
  if (!request.cookies[XSRF_NONCE_COOKIE])
    reply.setCookie(XSRF_NONCE_COOKIE, nonce, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
    })
  setXsrf(reply, signXsrf(config.appKey, visitorBinding(nonce)), isSecure)
  reply.header('cache-control', 'no-store')
}
