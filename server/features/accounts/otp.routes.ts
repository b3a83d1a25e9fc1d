/**
 * One-time codes by e-mail (SPEC.md §5, §7): POST /api/otp/send { email, timestamp } mails a
 * 6-digit code valid 10 minutes; POST /api/otp/verify { email, otp } checks it (5 wrong tries burn
 * it). The address need not have an account; when it has one, a right code also verifies it.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
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
    await enforce(app.db, [LIMITS.otpPerEmail(email)], locale)
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
    const wrong = () => validationError({ otp: [say('otpInvalid', locale)] }, locale)
    const [row] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          isNull(oneTimeCodes.used_at),
          gt(oneTimeCodes.expires_at, new Date()),
        ),
      )
      .orderBy(desc(oneTimeCodes.created_at))
      .limit(1)
    if (!row) throw wrong()
    if (!sameDigest(hashCode(body.otp, app.config.appKey), row.code_hash)) {
      await app.db
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          used_at: row.attempts + 1 >= OTP_MAX_ATTEMPTS ? new Date() : null,
        })
        .where(eq(oneTimeCodes.id, row.id))
      throw wrong()
    }
    await app.db.update(oneTimeCodes).set({ used_at: new Date() }).where(eq(oneTimeCodes.id, row.id))
    // The code proves the person reads this mailbox.
    await app.db
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.email_verified_at)))
    return { data: { verified: true as const } }
  })
}
