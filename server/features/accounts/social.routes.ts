/**
 * Facebook and Google (SPEC.md §7): POST /api/fblogin and /api/glogin { token }, POST
 * /api/fbregister/:role and /api/gregister/:role { token, terms_accepted, privacy_accepted,
 * newsletter_accepted?, referral_code?, fiscal_data? }. `token` is what the provider's SDK gave the
 * SPA (a Facebook access token, a Google ID token). GET /api/auth/providers tells the SPA which
 * buttons to show and the public ids their SDKs start with; an unconfigured provider answers 501.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  authSchemasFor,
  REGISTER_ROLES,
  type AuthResponse,
  type ProvidersPayload,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail, issueToken, loadUser, type UserRow } from './accounts.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say, sayIssue } from './messages.ts'
import type { IdentityProvider, ProviderName, ProviderProfile } from './providers.ts'
import { enforce, LIMITS } from '../../core/rate-limit.ts'
import { createAccount } from './registration.ts'
import { socialAccounts, users } from '../../core/db/schema.ts'
import { HttpError, notFound, validationError } from '../../core/http/errors.ts'
import { parseRequest } from '../../core/http/validate.ts'
import { parseBody } from './session.routes.ts'

const LABELS: Record<ProviderName, string> = { facebook: 'Facebook', google: 'Google' }

const RoleParams = v.object({
  role: v.picklist(REGISTER_ROLES, sayIssue('roleParam', { roles: REGISTER_ROLES.join(', ') })),
})

function provider(app: FastifyInstance, name: ProviderName): IdentityProvider {
  const adapter = app.identityProviders[name]
  if (!adapter) throw new HttpError(501, `${LABELS[name]} login is not configured.`)
  return adapter
}

async function verifiedProfile(request: FastifyRequest, adapter: IdentityProvider): Promise<ProviderProfile> {
  const { token } = parseBody(request, 'EmailVerifyBody')
  const profile = await adapter.verify(token).catch(() => null)
  if (!profile) throw new HttpError(401, say('socialTokenInvalid', requestLocale(request)))
  return profile
}

async function authResponse(app: FastifyInstance, user: UserRow): Promise<AuthResponse> {
  await app.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id))
  const token = await issueToken(app.db, user.id)
  return { token, user: (await loadUser(app.db, user.id)) as User }
}

/**
 * What the SPA needs to start each provider's SDK: only the public ids, and only for a provider
 * that both has an adapter (so its routes answer) and a configured id (so its SDK can start).
 */
function providersPayload(app: FastifyInstance): ProvidersPayload {
  const { facebook, google } = app.config
  return {
    facebook: app.identityProviders.facebook && facebook ? { app_id: facebook.appId } : null,
    google: app.identityProviders.google && google ? { client_id: google.clientId } : null,
  }
}

export const socialRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/providers', { config: { access: 'public' } }, async () => ({
    data: providersPayload(app),
  }))

  const login = (name: ProviderName) => async (request: FastifyRequest) => {
    const adapter = provider(app, name)
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.loginPerIp(request.ip)], locale)
    const profile = await verifiedProfile(request, adapter)
    const [linked] = await app.db
      .select({ user: users })
      .from(socialAccounts)
      .innerJoin(users, eq(users.id, socialAccounts.user_id))
      .where(and(eq(socialAccounts.provider, name), eq(socialAccounts.provider_user_id, profile.id)))
    let user: UserRow | null = linked?.user ?? null
    if (!user && profile.email) {
      // The provider vouches for the address, so the existing account is the same person.
      user = await findUserByEmail(app.db, profile.email)
      if (user)
        await app.db
          .insert(socialAccounts)
          .values({ user_id: user.id, provider: name, provider_user_id: profile.id })
          .onConflictDoNothing()
    }
    if (!user) throw notFound(say('socialNoAccount', locale))
    if (user.status !== 'active')
      throw new HttpError(
        403,
        say(user.status === 'blocked' ? 'accountBlocked' : 'accountDeactivated', locale),
      )
    return { data: await authResponse(app, user) }
  }

  const register = (name: ProviderName) => async (request: FastifyRequest) => {
    const adapter = provider(app, name)
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.registerPerIp(request.ip)], locale)
    const { role } = parseRequest(request, 'params', RoleParams)
    const schemas = authSchemasFor(locale)
    const terms = parseBody(request, 'TermsBody')
    const extra = parseRequest(
      request,
      'body',
      v.object({
        newsletter_accepted: v.optional(v.boolean(), false),
        referral_code: v.nullish(v.string()),
        fiscal_data: role === 'hr' ? schemas.HrFiscalData : v.optional(v.unknown()),
      }),
    )
    const profile = await verifiedProfile(request, adapter)
    if (!profile.email) throw validationError({ email: [say('socialNoEmail', locale)] }, locale)
    const user = await createAccount(app.db, {
      email: profile.email,
      password: null,
      first_name: profile.first_name || profile.email.split('@')[0],
      last_name: profile.last_name || '-',
      role,
      newsletter_accepted: extra.newsletter_accepted,
      terms_accepted: terms.terms_accepted,
      privacy_accepted: terms.privacy_accepted,
      referral_code: extra.referral_code,
      fiscal_data:
        role === 'hr' ? (extra.fiscal_data as v.InferOutput<typeof schemas.HrFiscalData>) : undefined,
      locale,
      email_verified: true,
    })
    await app.db
      .insert(socialAccounts)
      .values({ user_id: user.id, provider: name, provider_user_id: profile.id })
    return { data: await authResponse(app, user) }
  }

  app.post('/api/fblogin', { config: { access: 'public' } }, login('facebook'))
  app.post('/api/glogin', { config: { access: 'public' } }, login('google'))
  app.post('/api/fbregister/:role', { config: { access: 'public' } }, async (request, reply) =>
    reply.code(201).send(await register('facebook')(request)),
  )
  app.post('/api/gregister/:role', { config: { access: 'public' } }, async (request, reply) =>
    reply.code(201).send(await register('google')(request)),
  )
}
