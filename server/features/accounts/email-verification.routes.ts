/**
 * E-mail verification (SPEC.md §2 /verify/email/{token}, §7): POST /api/email/send-verification
 * sends a new link, POST /api/email/verify { token } verifies (no login needed: the link may be
 * opened on another device), GET /api/email-verified tells the SPA's guard whether it is done.
 */
import type { FastifyPluginAsync } from 'fastify'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { enforce, LIMITS } from '../../core/rate-limit.ts'
import { sendVerificationEmail, verifyEmailToken } from './verification.ts'
import { validationError } from '../../core/http/errors.ts'
import { currentUser, parseBody } from './session.routes.ts'

export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/email/send-verification', { config: { access: 'user' } }, async (request) => {
    const user = currentUser(request)
    if (user.email_verified_at) return { data: { sent: false, email_verified: true } }
    await enforce(app.db, [LIMITS.verificationPerUser(user.id)], requestLocale(request))
    await sendVerificationEmail(app, user)
    return { data: { sent: true, email_verified: false } }
  })

  app.post('/api/email/verify', { config: { access: 'public' } }, async (request) => {
    const locale = requestLocale(request)
    const { token } = parseBody(request, 'EmailVerifyBody')
    if (!(await verifyEmailToken(app, token)))
      throw validationError({ token: [say('verificationInvalid', locale)] }, locale)
    return { data: { email_verified: true } }
  })

  app.get('/api/email-verified', { config: { access: 'user' } }, async (request) => {
    return { data: { email_verified: currentUser(request).email_verified_at !== null } }
  })
}
