/**
 * Facebook and Google (SPEC.md §7): POST /api/fblogin and /api/glogin { token }, POST
 * /api/fbregister/:role and /api/gregister/:role { token, terms_accepted, privacy_accepted,
 * newsletter_accepted?, referral_code?, fiscal_data? }. `token` is what the provider's SDK gave the
 * SPA (a Facebook access token, a Google ID token). GET /api/auth/providers tells the SPA which
 * buttons to show and the public ids their SDKs start with; an unconfigured provider answers 501.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  facebookLogin,
  facebookRegister,
  googleLogin,
  googleRegister,
  listAuthProviders,
} from '../../../contracts/accounts/endpoints.ts'
import {
  authSchemasFor,
  type AuthResponse,
  type ProvidersPayload,
  type User,
} from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail, loadUser, type UserRow } from './accounts.ts'
import { issueToken } from '../../core/auth/bearer-tokens.ts'
import { startSession } from '../../core/auth/session-cookies.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import type { IdentityProvider, ProviderName, ProviderProfile } from './providers.ts'
import { enforce, type RateLimit } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { createAccount } from './registration.ts'
import { socialAccounts } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, notFound, validationError } from '../../core/http/errors.ts'
import { route, type RouteContext } from '../../core/http/route.ts'
import { parseRequest } from '../../core/http/validate.ts'

const LABELS: Record<ProviderName, string> = { facebook: 'Facebook', google: 'Google' }

function provider(app: FastifyInstance, name: ProviderName): IdentityProvider {
  const adapter = app.identityProviders[name]
  if (!adapter) throw new HttpError(501, `${LABELS[name]} login is not configured.`)
  return adapter
}

async function verifiedProfile(
  request: FastifyRequest,
  adapter: IdentityProvider,
  token: string,
): Promise<ProviderProfile> {
  const profile = await adapter.verify(token).catch(() => null)
  if (!profile) throw new HttpError(401, say('socialTokenInvalid', requestLocale(request)))
  return profile
}

async function authResponse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<AuthResponse> {
  await app.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id))
  const token = await issueToken(app.db, user.id)
  startSession(request, reply, app.config, token)
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
  route(app, listAuthProviders, () => ({ data: providersPayload(app) }))

  // Before the input is read: an unconfigured provider answers 501 to anything, and every attempt
  // counts against the limit, valid or not.
  const guard = (name: ProviderName, limit: (ip: string) => RateLimit) => async (request: FastifyRequest) => {
    provider(app, name)
    await enforce(app.db, [limit(request.ip)], requestLocale(request))
  }

  const login =
    (name: ProviderName) =>
    async ({ body, request, reply }: RouteContext<typeof facebookLogin | typeof googleLogin>) => {
      const locale = requestLocale(request)
      const profile = await verifiedProfile(request, provider(app, name), body.token)
      const [linked] = await app.db
        .select({ user: users })
        .from(socialAccounts)
        .innerJoin(users, eq(users.id, socialAccounts.user_id))
        .where(and(eq(socialAccounts.provider, name), eq(socialAccounts.provider_user_id, profile.id)))
      let user: UserRow | null = linked?.user ?? null
      if (!user && profile.email) {
        // The provider vouches for the address. The existing account is the same person only if
        // its owner proved the address too: else whoever registered someone else's address first
        // would share that person's account once they sign in with the provider.
        user = await findUserByEmail(app.db, profile.email)
        if (user && !user.email_verified_at) throw new HttpError(409, say('socialLinkUnverified', locale))
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
      return { data: await authResponse(app, request, reply, user) }
    }

  const register =
    (name: ProviderName) =>
    async ({
      params: { role },
      body,
      request,
      reply,
    }: RouteContext<typeof facebookRegister | typeof googleRegister>) => {
      const locale = requestLocale(request)
      // Only an HR account keeps fiscal data, so only then is it required and read; it depends on
      // the role in the path, which the descriptor's body schema cannot see.
      const fiscalData =
        role === 'hr'
          ? parseRequest(request, 'body', (lang) =>
              v.object({ fiscal_data: authSchemasFor(lang).HrFiscalData }),
            ).fiscal_data
          : undefined
      const profile = await verifiedProfile(request, provider(app, name), body.token)
      if (!profile.email) throw validationError({ email: [say('socialNoEmail', locale)] }, locale)
      const user = await createAccount(app.db, {
        email: profile.email,
        password: null,
        first_name: profile.first_name || profile.email.split('@')[0],
        last_name: profile.last_name || '-',
        role,
        newsletter_accepted: body.newsletter_accepted,
        terms_accepted: body.terms_accepted,
        privacy_accepted: body.privacy_accepted,
        referral_code: body.referral_code,
        fiscal_data: fiscalData,
        locale,
        email_verified: true,
      })
      await app.db
        .insert(socialAccounts)
        .values({ user_id: user.id, provider: name, provider_user_id: profile.id })
      return { data: await authResponse(app, request, reply, user) }
    }

  route(app, facebookLogin, login('facebook'), { before: guard('facebook', LIMITS.loginPerIp) })
  route(app, googleLogin, login('google'), { before: guard('google', LIMITS.loginPerIp) })
  route(app, facebookRegister, register('facebook'), { before: guard('facebook', LIMITS.registerPerIp) })
  route(app, googleRegister, register('google'), { before: guard('google', LIMITS.registerPerIp) })
}
