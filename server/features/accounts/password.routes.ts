/**
 * Password reset by PIN (SPEC.md §5, §7): POST /api/password/ask/reset e-mails a 6-digit PIN
 * (valid 15 minutes), POST /api/password/verify/pin trades it for a reset token (5 wrong tries
 * burn the PIN), PUT /api/password/update/:id sets the new password with that single-use grant
 * (15 minutes) or as the logged-in owner who gives the current password; every other session
 * ends and the owner is told by e-mail. The ask step answers the same whether the address exists or not.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { askPasswordReset, updatePassword, verifyPasswordPin } from '../../../contracts/accounts/endpoints.ts'
import { PIN_LENGTH } from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail, type UserRow } from './accounts.ts'
import { revokeUserTokens } from '../../core/auth/bearer-tokens.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { assertAcceptablePassword } from './password-rules.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { hashCode, randomDigits, randomToken, sameDigest, sha256 } from '../../core/auth/tokens.ts'
import { passwordResetPins } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { render, templates } from './mail-templates.ts'
import { forbidden, unauthenticated, validationError } from '../../core/http/errors.ts'
import { route } from '../../core/http/route.ts'

export const PIN_TTL_MS = 15 * 60 * 1000
export const PIN_MAX_ATTEMPTS = 5
/** How long the reset grant a right PIN earns stays valid; it is good for one password change. */
export const RESET_GRANT_TTL_MS = 15 * 60 * 1000

/** PIN e-mails still being written after their answer went out (see the ask route). */
const pending = new Set<Promise<void>>()

/** Resolves once every PIN e-mail asked for so far is in the outbox (tests, shutdown). */
export async function passwordResetsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}

/** A new PIN for the user (the older ones no longer count), e-mailed to them. */
async function sendPin(app: FastifyInstance, user: UserRow) {
  const pin = randomDigits(PIN_LENGTH)
  await app.db.transaction(async (tx) => {
    // Only the newest PIN counts.
    await tx
      .update(passwordResetPins)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetPins.user_id, user.id), isNull(passwordResetPins.used_at)))
    await tx.insert(passwordResetPins).values({
      user_id: user.id,
      pin_hash: hashCode(pin, app.config.appKey),
      expires_at: new Date(Date.now() + PIN_TTL_MS),
    })
  })
  await app.mailer.send(app.db, {
    to: user.email,
    ...render(templates.passwordResetPin, user.locale, { name: user.first_name, pin }),
    meta: { kind: 'password_reset', pin },
  })
}

/** POST /api/password/ask/reset: the same answer for any address; the PIN is mailed after it. */
function registerAskRoute(app: FastifyInstance) {
  route(app, askPasswordReset, async ({ body: { email }, request }) => {
    const locale = requestLocale(request)
    await enforce(
      app.db,
      [LIMITS.passwordResetPerEmail(email), LIMITS.passwordResetPerIp(request.ip)],
      locale,
    )
    const user = await findUserByEmail(app.db, email)
    // Known and unknown addresses get the same answer after the same work (the limits and the
    // look-up): the PIN is made and mailed after the answer, so its time reveals nothing.
    if (user && user.status === 'active') {
      const work = sendPin(app, user)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset PIN not sent'))
        .finally(() => pending.delete(work))
      pending.add(work)
    }
    return { data: { message: say('pinSent', locale) } }
  })
}

/** POST /api/password/verify/pin: a right PIN traded for a single-use reset grant. */
function registerVerifyRoute(app: FastifyInstance) {
  route(app, verifyPasswordPin, async ({ body: { email, pin }, request }) => {
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.verifyPerIp(request.ip)], locale)
    const wrong = () => validationError({ pin: [say('pinInvalid', locale)] }, locale)
    const user = await findUserByEmail(app.db, email)
    if (!user) throw wrong()
    const now = new Date()
    const newest = app.db
      .select({ id: passwordResetPins.id })
      .from(passwordResetPins)
      .where(
        and(
          eq(passwordResetPins.user_id, user.id),
          isNull(passwordResetPins.used_at),
          isNull(passwordResetPins.verified_at),
          gt(passwordResetPins.expires_at, now),
        ),
      )
      .orderBy(desc(passwordResetPins.created_at))
      .limit(1)
    // The attempt is counted and the limit checked in one statement: concurrent guesses queue on
    // the row lock, and the sixth finds attempts = 5 and no row (reading first, then writing, let
    // a burst of 50 guesses all see attempts = 0).
    const [row] = await app.db
      .update(passwordResetPins)
      .set({ attempts: sql`${passwordResetPins.attempts} + 1` })
      .where(and(inArray(passwordResetPins.id, newest), lt(passwordResetPins.attempts, PIN_MAX_ATTEMPTS)))
      .returning({
        id: passwordResetPins.id,
        pin_hash: passwordResetPins.pin_hash,
        attempts: passwordResetPins.attempts,
      })
    if (!row) throw wrong()
    if (!sameDigest(hashCode(pin, app.config.appKey), row.pin_hash)) {
      if (row.attempts >= PIN_MAX_ATTEMPTS)
        await app.db.update(passwordResetPins).set({ used_at: now }).where(eq(passwordResetPins.id, row.id))
      throw wrong()
    }
    const resetToken = randomToken(32)
    // verified_at still null: two right guesses at once cannot both get a grant.
    const [granted] = await app.db
      .update(passwordResetPins)
      .set({
        verified_at: now,
        reset_token_hash: sha256(resetToken),
        reset_expires_at: new Date(now.getTime() + RESET_GRANT_TTL_MS),
      })
      .where(
        and(
          eq(passwordResetPins.id, row.id),
          isNull(passwordResetPins.verified_at),
          isNull(passwordResetPins.used_at),
        ),
      )
      .returning({ id: passwordResetPins.id })
    if (!granted) throw wrong()
    return { data: { id: user.id, reset_token: resetToken } }
  })
}

/** PUT /api/password/update/:id: the new password, with the grant or as the owner; other sessions end. */
function registerUpdateRoute(app: FastifyInstance) {
  route(app, updatePassword, async ({ params: { id }, body, request }) => {
    const locale = requestLocale(request)
    const resetToken = body.reset_token

    let grant: number | null = null
    if (resetToken) {
      // The grant a right PIN earned: this account's, unused, younger than 15 minutes.
      const [row] = await app.db
        .select({ id: passwordResetPins.id })
        .from(passwordResetPins)
        .where(
          and(
            eq(passwordResetPins.user_id, id),
            eq(passwordResetPins.reset_token_hash, sha256(resetToken)),
            isNull(passwordResetPins.used_at),
            gt(passwordResetPins.reset_expires_at, new Date()),
          ),
        )
      if (!row) throw validationError({ reset_token: [say('resetTokenInvalid', locale)] }, locale)
      grant = row.id
    } else if (request.user) {
      if (request.user.id !== id) throw forbidden()
      // A session alone is not enough (a borrowed laptop, a stolen cookie): the owner proves it.
      if (!body.current_password)
        throw validationError({ current_password: [say('currentPasswordRequired', locale)] }, locale)
      // The new password's rules first: refusing it costs no guess at the current one.
      assertAcceptablePassword(body.password, request.user.email, locale)
      await enforce(app.db, [LIMITS.loginPerEmailAndIp(request.user.email, request.ip)], locale)
      if (!(await verifyPassword(body.current_password, request.user.password)))
        throw validationError({ current_password: [say('currentPasswordWrong', locale)] }, locale)
    } else {
      throw unauthenticated()
    }

    const [user] = await app.db.select().from(users).where(eq(users.id, id))
    if (!user) throw validationError({ reset_token: [say('resetTokenInvalid', locale)] }, locale)
    assertAcceptablePassword(body.password, user.email, locale)

    const password = await hashPassword(body.password)
    const changed = await app.db.transaction(async (tx) => {
      // The grant is spent in the same statement that checks it is still unspent: used once.
      if (grant !== null) {
        const [spent] = await tx
          .update(passwordResetPins)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResetPins.id, grant), isNull(passwordResetPins.used_at)))
          .returning({ id: passwordResetPins.id })
        if (!spent) return false
      }
      await tx.update(users).set({ password }).where(eq(users.id, id))
      return true
    })
    if (!changed) throw validationError({ reset_token: [say('resetTokenInvalid', locale)] }, locale)
    // A new password ends every other session: whoever knew the old one is logged out.
    const kept = request.user?.id === id ? request.user.tokenId : undefined
    await revokeUserTokens(app.db, id, kept)
    // and their open pages stop receiving the user's events
    await app.notifications.endSessions(id, { exceptTokenId: kept })
    await app.mailer.send(app.db, {
      to: user.email,
      ...render(templates.passwordChanged, user.locale, { name: user.first_name }),
      meta: { kind: 'password_changed' },
    })
    return { data: { id } }
  })
}

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onClose', passwordResetsSettled)
  registerAskRoute(app)
  registerVerifyRoute(app)
  registerUpdateRoute(app)
}
