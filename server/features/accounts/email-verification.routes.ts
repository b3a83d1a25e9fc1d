/**
 * E-mail verification (SPEC.md §2 /verify/email/{token}, §7): POST /api/email/send-verification
 * sends a new link, POST /api/email/verify { token } verifies (no login needed: the link may be
 * opened on another device), GET /api/email-verified tells the SPA's guard whether it is done.
 */
import type { FastifyPluginAsync } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import {
  getEmailVerified,
  requestEmailChange,
  sendVerificationEmail as sendVerificationEmailEndpoint,
  verifyEmail,
} from '../../../contracts/accounts/endpoints.ts'
import { users } from '../../core/db/tables.ts'
import { verifyPassword } from './password-hash.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { sendEmailChange, sendVerificationEmail, verifyEmailToken } from './verification.ts'
import { validationError } from '../../core/http/errors.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'

export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, sendVerificationEmailEndpoint, async ({ request }) => {
    const user = currentUser(request)
    if (user.email_verified_at) return { data: { sent: false, email_verified: true } }
    await enforce(app.db, [LIMITS.verificationPerUser(user.id)], requestLocale(request))
    await sendVerificationEmail(app, user)
    return { data: { sent: true, email_verified: false } }
  })

  route(app, verifyEmail, async ({ body: { token }, request }) => {
    const locale = requestLocale(request)
    if (!(await verifyEmailToken(app, token)))
      throw validationError({ token: [say('verificationInvalid', locale)] }, locale)
    return { data: { email_verified: true as const } }
  })

  route(app, requestEmailChange, async ({ body, request }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    const email = body.email.trim().toLowerCase()
    if (!body.current_password)
      throw validationError({ current_password: [say('currentPasswordRequired', locale)] }, locale)
    if (email === user.email.toLowerCase())
      throw validationError({ email: [say('emailUnchanged', locale)] }, locale)
    await enforce(app.db, [LIMITS.verificationPerUser(user.id)], locale)
    if (!(await verifyPassword(body.current_password, user.password)))
      throw validationError({ current_password: [say('currentPasswordWrong', locale)] }, locale)
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
    if (taken) throw validationError({ email: [say('emailTaken', locale)] }, locale)
    await sendEmailChange(app, user, email)
    return { data: { sent: true as const, email } }
  })

  route(app, getEmailVerified, ({ request }) => ({
    data: { email_verified: currentUser(request).email_verified_at !== null },
  }))
}
