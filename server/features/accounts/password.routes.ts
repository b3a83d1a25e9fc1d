/**
 * Password reset by PIN (SPEC.md §5, §7): POST /api/password/ask/reset e-mails a 6-digit PIN
 * (valid 15 minutes), POST /api/password/verify/pin trades it for a reset token (5 wrong tries
 * burn the PIN), PUT /api/password/update/:id sets the new password with that token or as the
 * logged-in owner of the account. The ask step answers the same whether the address exists or not.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { askPasswordReset, updatePassword, verifyPasswordPin } from '../../../contracts/accounts/endpoints.ts'
import { PIN_LENGTH } from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail } from './accounts.ts'
import { revokeUserTokens } from '../../core/auth/bearer-tokens.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { hashPassword } from './password-hash.ts'
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

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  route(app, askPasswordReset, async ({ body: { email }, request }) => {
    const locale = requestLocale(request)
    await enforce(app.db, [LIMITS.passwordResetPerEmail(email)], locale)
    const user = await findUserByEmail(app.db, email)
    if (user && user.status === 'active') {
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
    return { data: { message: say('pinSent', locale) } }
  })

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

  route(app, updatePassword, async ({ params: { id }, body, request }) => {
    const locale = requestLocale(request)
    const resetToken = body.reset_token

    let resetRow: number | null = null
    if (request.user && !resetToken) {
      if (request.user.id !== id) throw forbidden()
    } else if (resetToken) {
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
      resetRow = row.id
    } else {
      throw unauthenticated()
    }

    const password = await hashPassword(body.password)
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ password }).where(eq(users.id, id))
      if (resetRow !== null)
        await tx
          .update(passwordResetPins)
          .set({ used_at: new Date() })
          .where(eq(passwordResetPins.id, resetRow))
    })
    // A new password ends every other session: whoever knew the old one is logged out.
    await revokeUserTokens(app.db, id, request.user?.id === id ? request.user.tokenId : undefined)
    return { data: { id } }
  })
}
