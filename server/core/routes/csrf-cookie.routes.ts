/**
 * GET /sanctum/csrf-cookie, as Laravel Sanctum answers it: an XSRF-TOKEN cookie the SPA can read
 * (not httpOnly) and echo in X-XSRF-TOKEN on every state-changing call, signed with APP_KEY for
 * the caller's session or visitor nonce (../auth/session-cookies.ts); the auth plugin answers 419
 * to any other.
 */
import type { FastifyPluginAsync } from 'fastify'
import { csrfCookie } from '../../../contracts/core/endpoints.ts'
import { issueXsrf } from '../auth/session-cookies.ts'
import { route } from '../http/route.ts'

export const csrfCookieRoutes: FastifyPluginAsync = async (app) => {
  route(app, csrfCookie, ({ request, reply }) => {
    issueXsrf(request, reply, app.config)
  })
}
