/**
 * POST /api/register, POST /api/login, POST /api/logout, GET /api/me, PUT /api/me/update,
 * POST /api/terms (SPEC.md §5, §7 "Auth"). Login and register answer `{ data: { token, user } }`.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  acceptTerms,
  deleteAccount,
  getMe,
  login,
  loginWithCode,
  logout,
  register,
  updateMe,
} from '../../../contracts/accounts/endpoints.ts'
import type { User } from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail, findUserById, loadUser, type UserRow } from './accounts.ts'
import { deviceOf, rememberDevice } from '../../core/auth/device-cookie.ts'
import { completeLoginChallenge, startLoginChallenge } from './login-challenge.ts'
import { issueToken, revokeToken } from '../../core/auth/bearer-tokens.ts'
import { endSession, startSession } from '../../core/auth/session-cookies.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts'
import { assertAcceptablePassword } from './password-rules.ts'
import { clearFailures, enforce, lockedError, lockedFor, recordFailure } from '../../core/rate-limit.ts'
import { LIMITS, loginLock } from './limits.ts'
import { createAccount } from './registration.ts'
import { sendVerificationEmail } from './verification.ts'
import { users } from '../../core/db/tables.ts'
import { HttpError, validationError } from '../../core/http/errors.ts'
import { scheduleDeletion } from './deletion.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { route } from '../../core/http/route.ts'

// Unknown e-mails are checked against this hash, so they take as long as a wrong password.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword('aula-timing-equaliser'))

export const authRoutes: FastifyPluginAsync = async (app) => {
  // Every attempt counts, valid or not, so the limit is taken before the body is read.
  const registerLimit = (request: FastifyRequest) =>
    enforce(app.db, [LIMITS.registerPerIp(request.ip)], requestLocale(request))

  route(
    app,
    register,
    async ({ body, request, reply }) => {
      assertAcceptablePassword(body.password, body.email, requestLocale(request))
      const user = await createAccount(app.db, { ...body, locale: requestLocale(request) })
      await sendVerificationEmail(app, user)
      const token = await issueToken(app.db, user.id)
      startSession(request, reply, app.config, token)
      return { data: { token, user: (await loadUser(app.db, user.id)) as User } }
    },
    { before: registerLimit },
  )

  /**
   * The password was right (or the code step proved the mailbox): the session starts, and this
   * browser is remembered as one the account logs in from.
   */
  const completeLogin = async (user: UserRow, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request)
    if (user.status === 'blocked') throw new HttpError(403, say('accountBlocked', locale))
    if (user.status !== 'active') throw new HttpError(403, say('accountDeactivated', locale))
    // logging in before the deletion date keeps the account (deletion.ts)
    await app.db
      .update(users)
      .set({ last_login_at: new Date(), deletion_scheduled_at: null })
      .where(eq(users.id, user.id))
    const token = await issueToken(app.db, user.id)
    startSession(request, reply, app.config, token)
    rememberDevice(request, reply, app.config, user.id)
    return { data: { token, user: (await loadUser(app.db, user.id)) as User } }
  }

  route(app, login, async ({ body, request, reply }) => {
    const locale = requestLocale(request)
    await enforce(
      app.db,
      [LIMITS.loginPerEmailAndIp(body.email, request.ip), LIMITS.loginPerIp(request.ip)],
      locale,
    )
    // Locked after 10 failures from anywhere (limits.ts). A lock does not shut the owner out:
    // from a browser the account logged in from, the password is enough; from any other, the
    // answer is the code step, the same whatever the password, so guesses learn nothing.
    const lock = loginLock(body.email)
    const locked = await lockedFor(app.db, lock)
    const device = deviceOf(request, app.config.appKey)
    if (device && locked > 0) await enforce(app.db, [LIMITS.loginPerDevice(device.nonce)], locale)
    const user = await findUserByEmail(app.db, body.email)
    const valid = await verifyPassword(body.password, user?.password ?? (await getDummyHash()))
    const knownDevice = !!user && device?.userId === user.id
    if (locked > 0 && !knownDevice) {
      reply.code(202)
      return { data: await startLoginChallenge(app, user && valid ? user : null) }
    }
    if (!user || !valid) {
      // A known device is not locked out, so its typing mistakes do not make the lock longer.
      if (locked > 0) throw new HttpError(401, say('invalidCredentials', locale))
      // Unknown addresses count too, so a lock says nothing about whether the account exists.
      const nowLocked = await recordFailure(app.db, lock)
      if (nowLocked > 0) throw lockedError(nowLocked, locale)
      throw new HttpError(401, say('invalidCredentials', locale))
    }
    // A lock the owner passed on a known device stays for everyone else.
    if (locked === 0) await clearFailures(app.db, lock)
    // A hash made with an older, cheaper cost is replaced now that the password is at hand.
    if (needsRehash(user.password))
      await app.db
        .update(users)
        .set({ password: await hashPassword(body.password) })
        .where(eq(users.id, user.id))
    return completeLogin(user, request, reply)
  })

  route(app, loginWithCode, async ({ body, request, reply }) => {
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.verifyPerIp(request.ip)], locale)
    const userId = await completeLoginChallenge(app, body.challenge_token, body.otp)
    const user = userId === null ? null : await findUserById(app.db, userId)
    if (!user) throw validationError({ otp: [say('loginCodeInvalid', locale)] }, locale)
    return completeLogin(user, request, reply)
  })

  route(app, logout, async ({ request, reply }) => {
    const { id, tokenId } = currentUser(request)
    await revokeToken(app.db, tokenId)
    // the sockets this session opened stop receiving the user's private events
    await app.notifications.endSessions(id, { tokenIds: [tokenId] })
    endSession(request, reply, app.config)
  })

  route(app, deleteAccount, async ({ body, request, reply }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    if (!body.current_password)
      throw validationError({ current_password: [say('currentPasswordRequired', locale)] }, locale)
    await enforce(app.db, [LIMITS.loginPerEmailAndIp(user.email, request.ip)], locale)
    if (!(await verifyPassword(body.current_password, user.password)))
      throw validationError({ current_password: [say('currentPasswordWrong', locale)] }, locale)
    const when = await scheduleDeletion(app, user)
    endSession(request, reply, app.config)
    return { data: { deletion_scheduled_at: when.toISOString() } }
  })

  route(app, getMe, async ({ request }) => ({
    data: (await loadUser(app.db, currentUser(request).id)) as User,
  }))

  route(app, updateMe, async ({ body, request }) => {
    const user = currentUser(request)
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

  route(app, acceptTerms, async ({ body, request }) => {
    const user = currentUser(request)
    await app.db
      .update(users)
      .set({ terms_accepted: body.terms_accepted, privacy_accepted: body.privacy_accepted })
      .where(eq(users.id, user.id))
    return { data: (await loadUser(app.db, user.id)) as User }
  })
}
