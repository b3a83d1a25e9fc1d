/**
 * One-time codes by e-mail (SPEC.md §5, §7): POST /api/otp/send { email, timestamp } mails a
 * 6-digit code valid 10 minutes; POST /api/otp/verify { email, otp } checks it (5 wrong tries burn
 * it). The address need not have an account; when it has one, a right code also verifies it.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sendOtp, verifyOtp } from '../../../contracts/accounts/endpoints.ts'
import { OTP_LENGTH } from '../../../contracts/accounts/schemas.ts'
import { findUserByEmail } from './accounts.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { say } from './messages.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { hashCode, randomDigits, sameDigest } from '../../core/auth/tokens.ts'
import { oneTimeCodes } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { validationError } from '../../core/http/errors.ts'
import { render, templates } from './mail-templates.ts'
import { route } from '../../core/http/route.ts'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5

export const otpRoutes: FastifyPluginAsync = async (app) => {
  route(app, sendOtp, async ({ body, request }) => {
    const locale = requestLocale(request)
    const email = body.email.toLowerCase()
    await enforce(app.db, [LIMITS.otpPerEmail(email), LIMITS.otpPerIp(request.ip)], locale)
    const otp = randomDigits(OTP_LENGTH)
    const expiresAt = new Date(Date.now() + OTP_TTL_MS)
    await app.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ used_at: new Date() })
        .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.used_at)))
      await tx
        .insert(oneTimeCodes)
        .values({ email, code_hash: hashCode(otp, app.config.appKey), expires_at: expiresAt })
    })
    const user = await findUserByEmail(app.db, email)
    const mailLocale = user?.locale ?? locale
    await app.mailer.send(app.db, {
      to: email,
      ...render(templates.oneTimeCode, mailLocale, { otp }),
      meta: { kind: 'otp', otp, timestamp: body.timestamp },
    })
    return { data: { sent: true as const, expires_at: expiresAt.toISOString() } }
  })

  route(app, verifyOtp, async ({ body, request }) => {
    const locale = requestLocale(request)
    const email = body.email.toLowerCase()
    await enforce(app.db, [LIMITS.verifyPerIp(request.ip)], locale)
    const wrong = () => validationError({ otp: [say('otpInvalid', locale)] }, locale)
    const now = new Date()
    const newest = app.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.used_at), gt(oneTimeCodes.expires_at, now)),
      )
      .orderBy(desc(oneTimeCodes.created_at))
      .limit(1)
    // Counted and checked in one statement, as the PIN check does: concurrent guesses queue on the
    // row lock and the sixth finds no row.
    const [row] = await app.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(inArray(oneTimeCodes.id, newest), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: oneTimeCodes.id, code_hash: oneTimeCodes.code_hash, attempts: oneTimeCodes.attempts })
    if (!row) throw wrong()
    if (!sameDigest(hashCode(body.otp, app.config.appKey), row.code_hash)) {
      if (row.attempts >= OTP_MAX_ATTEMPTS)
        await app.db.update(oneTimeCodes).set({ used_at: now }).where(eq(oneTimeCodes.id, row.id))
      throw wrong()
    }
    // used_at still null: a right code is good once, even when sent twice at the same moment.
    const [used] = await app.db
      .update(oneTimeCodes)
      .set({ used_at: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.used_at)))
      .returning({ id: oneTimeCodes.id })
    if (!used) throw wrong()
    // The code proves the person reads this mailbox.
    await app.db
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.email_verified_at)))
    return { data: { verified: true as const } }
  })
}
