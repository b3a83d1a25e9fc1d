/**
 * GET /sanctum/csrf-cookie, as Laravel Sanctum answers it: a fresh random XSRF-TOKEN cookie the
 * SPA can read (not httpOnly) and echo in X-XSRF-TOKEN on every state-changing call (the auth
 * plugin answers 419 otherwise).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { XSRF_COOKIE } from '../../../contracts/core/constants.ts'
import { csrfCookie } from '../../../contracts/core/endpoints.ts'
import { route } from '../http/route.ts'

/** Laravel's default session lifetime: two hours. */
const XSRF_MAX_AGE_SECONDS = 2 * 60 * 60

export const csrfCookieRoutes: FastifyPluginAsync = async (app) => {
  route(app, csrfCookie, ({ reply }) => {
    reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: app.config.appEnv === 'production',
      maxAge: XSRF_MAX_AGE_SECONDS,
    })
    reply.header('cache-control', 'no-store')
  })
}
