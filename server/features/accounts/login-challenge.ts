/**
 * The e-mailed code step of a login (issue 32 item 2). While an account is locked, a device it
 * never logged in from gets a challenge instead of the session: the same answer whatever the
 * password (so the lock tells nothing), with a code mailed only when the password was right.
 * The code, checked with POST /api/login/code, is good once, for 10 minutes, and 5 wrong tries
 * burn it (counted in one statement, as one-time codes are).
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { LoginChallenge } from '../../../contracts/accounts/schemas.ts'
import { OTP_LENGTH } from '../../../contracts/accounts/schemas.ts'
import { hashCode, randomDigits, randomToken, sameDigest, sha256 } from '../../core/auth/tokens.ts'
import { hit } from '../../core/rate-limit.ts'
import type { UserRow } from './accounts.ts'
import { LIMITS } from './limits.ts'
import { render, templates } from './mail-templates.ts'
import { loginChallenges } from './tables.ts'

export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000
export const LOGIN_CODE_MAX_ATTEMPTS = 5

/**
 * A challenge answer. `user` is the account when the password was right, else null: then the
 * token is as random as a real one and names nothing, and no e-mail goes out.
 */
export async function startLoginChallenge(
  app: FastifyInstance,
  user: UserRow | null,
): Promise<LoginChallenge> {
  const token = randomToken(32)
  const expiresAt = new Date(Date.now() + LOGIN_CODE_TTL_MS)
  if (user && (await hit(app.db, LIMITS.loginCodePerUser(user.id))) === 0) {
    const otp = randomDigits(OTP_LENGTH)
    await app.db.transaction(async (tx) => {
      // one code at a time: an earlier one stops working
      await tx
        .update(loginChallenges)
        .set({ used_at: new Date() })
        .where(and(eq(loginChallenges.user_id, user.id), isNull(loginChallenges.used_at)))
      await tx.insert(loginChallenges).values({
        user_id: user.id,
        token_hash: sha256(token),
        code_hash: hashCode(otp, app.config.appKey),
        expires_at: expiresAt,
      })
    })
    await app.mailer.send(app.db, {
      to: user.email,
      ...render(templates.loginCode, user.locale, { name: user.first_name, otp }),
      meta: { kind: 'login_code', otp },
    })
  }
  return { challenge: 'email_code', challenge_token: token, expires_at: expiresAt.toISOString() }
}

/** The user id the challenge was made for when `otp` is its code, else null (and one try counted). */
export async function completeLoginChallenge(
  app: FastifyInstance,
  token: string,
  otp: string,
): Promise<number | null> {
  const now = new Date()
  const [row] = await app.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.token_hash, sha256(token)),
        isNull(loginChallenges.used_at),
        gt(loginChallenges.expires_at, now),
        lt(loginChallenges.attempts, LOGIN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: loginChallenges.id,
      userId: loginChallenges.user_id,
      code_hash: loginChallenges.code_hash,
    })
  if (!row || !sameDigest(hashCode(otp, app.config.appKey), row.code_hash)) return null
  // good once, even when the right code is sent twice at the same moment
  const [used] = await app.db
    .update(loginChallenges)
    .set({ used_at: now })
    .where(and(eq(loginChallenges.id, row.id), isNull(loginChallenges.used_at)))
    .returning({ id: loginChallenges.id })
  return used ? row.userId : null
}
