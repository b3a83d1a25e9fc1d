/** E-mail verification links: a random token, stored hashed, valid for 24 hours. */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
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
      .returning({ userId: emailVerificationTokens.user_id, newEmail: emailVerificationTokens.new_email })
    if (!row) return false
    if (row.newEmail) {
      // a change of address: moved only while nobody else registered it meanwhile
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.newEmail))
      if (taken) return false
      await tx
        .update(users)
        .set({ email: row.newEmail, email_verified_at: new Date() })
        .where(eq(users.id, row.userId))
      return true
    }
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, row.userId), isNull(users.email_verified_at)))
    return true
  })
}

/**
 * A new address for the account: a link to it (its token remembers the address), and a notice to
 * the current one. Earlier change links of the user stop working.
 */
export async function sendEmailChange(app: FastifyInstance, user: UserRow, email: string): Promise<void> {
  const token = randomToken(32)
  await app.db.transaction(async (tx) => {
    await tx
      .update(emailVerificationTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.user_id, user.id),
          isNull(emailVerificationTokens.used_at),
          isNotNull(emailVerificationTokens.new_email),
        ),
      )
    await tx.insert(emailVerificationTokens).values({
      user_id: user.id,
      token_hash: sha256(token),
      new_email: email,
      expires_at: new Date(Date.now() + VERIFICATION_TTL_MS),
    })
  })
  const url = verificationUrl(app.config.publicUrl, user.locale, token)
  await app.mailer.send(app.db, {
    to: email,
    ...render(templates.emailChange, user.locale, { name: user.first_name, url, email }),
    meta: { kind: 'email_change', token, url },
  })
  await app.mailer.send(app.db, {
    to: user.email,
    ...render(templates.emailChangeNotice, user.locale, { name: user.first_name, email }),
    meta: { kind: 'email_change_notice' },
  })
}
