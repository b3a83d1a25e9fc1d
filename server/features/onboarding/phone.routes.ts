/**
 * Phone verification of the student's wizard (SPEC.md §7 "phone (PUT send, resend OTP, validate
 * OTP)", §5 phoneNumber, §9 prefix 0039): PUT /api/phone/send keeps the number and sends it a
 * 6-digit code by SMS (outbox and sms job), valid 10 minutes; POST /api/phone/resend-otp sends a new
 * one at most once a minute; POST /api/phone/validate-otp checks it, 5 wrong tries burn it, and a
 * right one sets phone_verified. The attempt counter follows the e-mail codes of
 * server/features/accounts/otp.routes.ts: counted and checked in one statement.
 */
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { resendPhoneCode, sendPhoneCode, validatePhoneCode } from '../../../contracts/onboarding/endpoints.ts'
import { OTP_LENGTH } from '../../../contracts/accounts/schemas.ts'
import { type PhoneCodeSent } from '../../../contracts/onboarding/schemas.ts'
import {
  PHONE_CODE_TTL_MINUTES,
  PHONE_MAX_ATTEMPTS,
  PHONE_RESEND_SECONDS,
} from '../../../contracts/onboarding/limits.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import { hashCode, randomDigits, sameDigest } from '../../core/auth/tokens.ts'
import type { Db } from '../../core/db/index.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { tooManyRequests, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { enforce } from '../../core/rate-limit.ts'
import { LIMITS } from './limits.ts'
import { say } from './messages.ts'
import { completeStep } from './progress.ts'
import { phoneCodes } from './tables.ts'

const TTL_MS = PHONE_CODE_TTL_MINUTES * 60 * 1000
const RESEND_MS = PHONE_RESEND_SECONDS * 1000

/** The address an SMS goes to, as the outbox and GET /api/dev/outbox?to= know it: prefix and number. */
export const smsAddress = (phoneCode: string, phone: string) => `${phoneCode}${phone}`

async function newestCode(db: Db, userId: number) {
  const [code] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.user_id, userId))
    .orderBy(desc(phoneCodes.created_at), desc(phoneCodes.id))
    .limit(1)
  return code
}

/** 429 while the last code is younger than a minute: SMS cost money and the countdown says so. */
function refuseEarlyResend(last: { created_at: Date } | undefined, now: Date, locale: Locale): void {
  if (!last) return
  const wait = Math.ceil((last.created_at.getTime() + RESEND_MS - now.getTime()) / 1000)
  if (wait > 0) throw tooManyRequests(wait, say('resendTooEarly', locale, { seconds: wait }))
}

export const phoneRoutes: FastifyPluginAsync = async (app) => {
  /** Burns the previous codes, stores a new one and puts the SMS in the outbox. */
  async function issueCode(user: UserRow, phoneCode: string, phone: string): Promise<PhoneCodeSent> {
    const otp = randomDigits(OTP_LENGTH)
    const now = new Date()
    const expiresAt = new Date(now.getTime() + TTL_MS)
    await app.db.transaction(async (tx) => {
      await tx
        .update(phoneCodes)
        .set({ used_at: now })
        .where(and(eq(phoneCodes.user_id, user.id), isNull(phoneCodes.used_at)))
      await tx.insert(phoneCodes).values({
        user_id: user.id,
        phone_code: phoneCode,
        phone,
        code_hash: hashCode(otp, app.config.appKey),
        expires_at: expiresAt,
        created_at: now,
      })
      // The SMS is an outbox row on the sms channel (GET /api/dev/outbox reads it) and an sms job
      // that delivers it, written with the code so that neither exists without the other.
      await app.mailer.sendSms(tx, {
        to: smsAddress(phoneCode, phone),
        text: say('smsCode', user.locale, { otp, minutes: PHONE_CODE_TTL_MINUTES }),
        meta: { kind: 'phone-otp', otp },
      })
    })
    return {
      phone_code: phoneCode,
      phone,
      expires_at: expiresAt.toISOString(),
      resend_at: new Date(now.getTime() + RESEND_MS).toISOString(),
    }
  }

  route(app, sendPhoneCode, async ({ body, request }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    const { phone_code: phoneCode, phone } = body
    const [taken] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.phone_code, phoneCode),
          eq(users.phone, phone),
          eq(users.phone_verified, true),
          ne(users.id, user.id),
        ),
      )
      .limit(1)
    if (taken) throw validationError({ phone: [say('phoneTaken', locale)] }, locale)
    // The minute between codes is the resend countdown of one number; a number typed wrong, or a
    // new one from the settings, may have its code at once (SMS per account stay capped by LIMITS).
    const last = await newestCode(app.db, user.id)
    if (last && last.phone_code === phoneCode && last.phone === phone)
      refuseEarlyResend(last, new Date(), locale)
    await enforce(app.db, [LIMITS.smsPerUser(user.id), LIMITS.smsPerIp(request.ip)], locale)
    const sent = await issueCode(user, phoneCode, phone)
    await completeStep(app.db, user.id, 'phone-number', { phone_code: phoneCode, phone })
    return { data: sent }
  })

  route(app, resendPhoneCode, async ({ request }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    const last = await newestCode(app.db, user.id)
    if (!last) throw validationError({ phone: [say('phoneMissing', locale)] }, locale)
    refuseEarlyResend(last, new Date(), locale)
    await enforce(app.db, [LIMITS.smsPerUser(user.id), LIMITS.smsPerIp(request.ip)], locale)
    return { data: await issueCode(user, last.phone_code, last.phone) }
  })

  route(app, validatePhoneCode, async ({ body, request }) => {
    const locale = requestLocale(request)
    const user = currentUser(request)
    await enforce(app.db, [LIMITS.phoneVerifyPerIp(request.ip)], locale)
    const refuse = (key: Parameters<typeof say>[0], values?: Record<string, number>) =>
      validationError({ otp: [say(key, locale, values)] }, locale)
    const now = new Date()
    const newest = app.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.user_id, user.id), isNull(phoneCodes.used_at)))
      .orderBy(desc(phoneCodes.created_at), desc(phoneCodes.id))
      .limit(1)
    // Counted and checked in one statement: concurrent guesses queue on the row lock, and the
    // sixth finds no row.
    const [row] = await app.db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(
        and(
          inArray(phoneCodes.id, newest),
          lt(phoneCodes.attempts, PHONE_MAX_ATTEMPTS),
          gt(phoneCodes.expires_at, now),
        ),
      )
      .returning()
    if (!row) {
      // Why there is nothing to check against, so the person knows what to do next.
      const last = await newestCode(app.db, user.id)
      if (!last || (last.used_at && last.attempts < PHONE_MAX_ATTEMPTS)) throw refuse('noCode')
      if (last.attempts >= PHONE_MAX_ATTEMPTS) throw refuse('codeLocked')
      throw refuse('codeExpired')
    }
    if (!sameDigest(hashCode(body.otp, app.config.appKey), row.code_hash)) {
      const left = PHONE_MAX_ATTEMPTS - row.attempts
      throw left > 0 ? refuse('codeWrong', { left }) : refuse('codeLocked')
    }
    // used_at still null: a right code is good once, even when sent twice at the same moment.
    const [used] = await app.db
      .update(phoneCodes)
      .set({ used_at: now })
      .where(and(eq(phoneCodes.id, row.id), isNull(phoneCodes.used_at)))
      .returning({ id: phoneCodes.id })
    if (!used) throw refuse('noCode')
    await app.db
      .update(users)
      .set({ phone_code: row.phone_code, phone: row.phone, phone_verified: true })
      .where(eq(users.id, user.id))
    await completeStep(app.db, user.id, 'confirm-number')
    return { data: { phone_verified: true as const } }
  })
}
