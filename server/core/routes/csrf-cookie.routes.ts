/**
 * GET /sanctum/csrf-cookie, as Laravel Sanctum answers it: a fresh random XSRF-TOKEN cookie the
 * SPA can read (not httpOnly) and echo in X-XSRF-TOKEN. Enforcement on state-changing requests
 * arrives with the accounts work; the cookie contract is fixed now so the client can rely on it.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { XSRF_COOKIE } from '../../../contracts/core/constants.ts'

/** Laravel's default session lifetime: two hours. */
const XSRF_MAX_AGE_SECONDS = 2 * 60 * 60

export const csrfCookieRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sanctum/csrf-cookie', async (_request, reply) => {
    reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: app.config.appEnv === 'production',
      maxAge: XSRF_MAX_AGE_SECONDS,
    })
    reply.header('cache-control', 'no-store')
    return reply.code(204).send()
  })
}
