/**
 * POST /api/register, POST /api/login, POST /api/logout, GET /api/me, PUT /api/me/update,
 * POST /api/terms (SPEC.md §5, §7 "Auth"). Login and register answer `{ data: { token, user } }`.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  authSchemasFor,
  type AuthResponse,
  type AuthSchemas,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail, issueToken, loadUser, revokeToken } from './accounts.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { enforce, LIMITS } from '../../core/rate-limit.ts'
import { createAccount } from './registration.ts'
import { sendVerificationEmail } from './verification.ts'
import { users } from '../../core/db/schema.ts'
import { HttpError, unauthenticated } from '../../core/http/errors.ts'
import { parseRequest } from '../../core/http/validate.ts'

/** Parses a body with the contract schema in the request's language. */
export function parseBody<K extends keyof AuthSchemas>(request: FastifyRequest, schema: K) {
  return parseRequest(request, 'body', (locale) => authSchemasFor(locale)[schema])
}

/** The logged-in user of a route declared 'user' (the auth plugin has already refused anyone else). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated()
  return request.user
}

// Unknown e-mails are checked against this hash, so they take as long as a wrong password.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword('aula-timing-equaliser'))

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/register', { config: { access: 'public' } }, async (request, reply) => {
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.registerPerIp(request.ip)], locale)
    const body = parseBody(request, 'RegisterBody')
    const user = await createAccount(app.db, { ...body, locale })
    await sendVerificationEmail(app, user)
    const token = await issueToken(app.db, user.id)
    const data: AuthResponse = { token, user: (await loadUser(app.db, user.id)) as User }
    return reply.code(201).send({ data })
  })

  app.post(
    '/api/login',
    { config: { access: 'public' } },
    async (request): Promise<{ data: AuthResponse }> => {
      const locale = requestLocale(request)
      const body = parseBody(request, 'LoginBody')
      await enforce(
        app.db,
        [LIMITS.loginPerEmailAndIp(body.email, request.ip), LIMITS.loginPerIp(request.ip)],
        locale,
      )
      const user = await findUserByEmail(app.db, body.email)
      const valid = await verifyPassword(body.password, user?.password ?? (await getDummyHash()))
      if (!user || !valid) throw new HttpError(401, say('invalidCredentials', locale))
      if (user.status === 'blocked') throw new HttpError(403, say('accountBlocked', locale))
      if (user.status !== 'active') throw new HttpError(403, say('accountDeactivated', locale))
      await app.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id))
      const token = await issueToken(app.db, user.id)
      return { data: { token, user: (await loadUser(app.db, user.id)) as User } }
    },
  )

  app.post('/api/logout', { config: { access: 'user' } }, async (request, reply) => {
    await revokeToken(app.db, currentUser(request).tokenId)
    return reply.code(204).send()
  })

  app.get('/api/me', { config: { access: 'user' } }, async (request): Promise<{ data: User }> => {
    return { data: (await loadUser(app.db, currentUser(request).id)) as User }
  })

  app.put('/api/me/update', { config: { access: 'user' } }, async (request): Promise<{ data: User }> => {
    const user = currentUser(request)
    const body = parseBody(request, 'MeUpdateBody')
    await app.db
      .update(users)
      .set({
        first_name: body.first_name,
        last_name: body.last_name,
        ...(body.newsletter_accepted === undefined ? {} : { newsletter_accepted: body.newsletter_accepted }),
        ...(body.locale === undefined ? {} : { locale: body.locale }),
      })
      .where(eq(users.id, user.id))
    return { data: (await loadUser(app.db, user.id)) as User }
  })

  app.post('/api/terms', { config: { access: 'user' } }, async (request): Promise<{ data: User }> => {
    const user = currentUser(request)
    const body = parseBody(request, 'TermsBody')
    await app.db
      .update(users)
      .set({ terms_accepted: body.terms_accepted, privacy_accepted: body.privacy_accepted })
      .where(eq(users.id, user.id))
    return { data: (await loadUser(app.db, user.id)) as User }
  })
}
