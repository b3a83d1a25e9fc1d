/** E-mail verification links: a random token, stored hashed, valid for 24 hours. */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../contracts/core/constants.ts'
import { emailVerificationTokens } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { render, templates } from './mail-templates.ts'
import type { UserRow } from './accounts.ts'
import { randomToken, sha256 } from '../../core/auth/tokens.ts'

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

/** `${PUBLIC_URL}/verify/email/<token>`, with the /en prefix for English speakers. */
export function verificationUrl(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${locale === 'en' ? '/en' : ''}/verify/email/${token}`
}

export async function sendVerificationEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  const token = randomToken(32)
  await app.db.insert(emailVerificationTokens).values({
    user_id: user.id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + VERIFICATION_TTL_MS),
  })
  const url = verificationUrl(app.config.publicUrl, user.locale, token)
  await app.mailer.send(app.db, {
    to: user.email,
    ...render(templates.verification, user.locale, { name: user.first_name, url }),
    meta: { kind: 'email_verification', token, url },
  })
}

/** Marks the address of the token's user verified; false for an unknown, used or expired token. */
export async function verifyEmailToken(app: FastifyInstance, token: string): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerificationTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.token_hash, sha256(token)),
          isNull(emailVerificationTokens.used_at),
          gt(emailVerificationTokens.expires_at, new Date()),
        ),
      )
      .returning({ userId: emailVerificationTokens.user_id })
    if (!row) return false
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, row.userId), isNull(users.email_verified_at)))
    return true
  })
}
