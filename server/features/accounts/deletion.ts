/**
 * Deleting an account (issue 19, /mysettings/account): asked with the password, it is scheduled
 * ACCOUNT_DELETION_GRACE_DAYS ahead, every session ends (its open pages hear `user_deactivated`
 * and their sockets close) and a mail says when; logging in before
 * then keeps the account (session.routes.ts). When the day comes the nightly `accounts.deletions`
 * job anonymises it: name, address, phone, password, fiscal data and the public profile go; the
 * orders and their billing snapshots stay, as invoices must be kept.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../contracts/accounts/schemas.ts'
import { ACCOUNT_NOTIFICATIONS } from '../../../contracts/accounts/notifications.ts'
import { revokeUserTokens } from '../../core/auth/bearer-tokens.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import type { UserRow } from './accounts.ts'
import { publishAccountsAnonymised } from './events.ts'
import { render, templates } from './mail-templates.ts'
import { hashPassword } from './password-hash.ts'
import { socialAccounts } from './tables.ts'

export const DELETIONS_QUEUE = 'accounts.deletions'
export const DELETIONS_CRON = '30 3 * * *'

const DAY_MS = 24 * 60 * 60 * 1000

export async function scheduleDeletion(app: FastifyInstance, user: UserRow, now = new Date()): Promise<Date> {
  const when = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS)
  await app.db.update(users).set({ deletion_scheduled_at: when }).where(eq(users.id, user.id))
  await revokeUserTokens(app.db, user.id)
  // SPEC.md §4: every open page of the account logs out; its sockets close once it is pushed
  await app.notifications.send(user.id, ACCOUNT_NOTIFICATIONS.userDeactivated)
  const date = new Intl.DateTimeFormat(user.locale === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'long',
  }).format(when)
  await app.mailer.send(app.db, {
    to: user.email,
    ...render(templates.accountDeletion, user.locale, { name: user.first_name, date }),
    meta: { kind: 'account_deletion' },
  })
  return when
}

/** Anonymises the accounts whose deletion date has come; answers how many. */
export async function purgeDeletedAccounts(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletion_scheduled_at), lte(users.deletion_scheduled_at, now)))
  if (due.length === 0) return 0
  // nobody can log in with it again: not even its owner knows this password
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  const ids = due.map((row) => row.id)
  await db.transaction(async (tx) => {
    for (const id of ids)
      await tx
        .update(users)
        .set({
          email: `deleted-${id}@deleted.aula.invalid`,
          password: unusable,
          first_name: 'Account',
          last_name: 'eliminato',
          phone: null,
          phone_code: null,
          status: 'deactivated',
          newsletter_accepted: false,
          hr_data: null,
          fiscal_data: null,
          deletion_scheduled_at: null,
        })
        .where(eq(users.id, id))
    await tx.delete(socialAccounts).where(inArray(socialAccounts.user_id, ids))
    // profiles empties their profiles in this transaction (subscribers.ts)
    await publishAccountsAnonymised(tx, ids)
  })
  for (const id of ids) await revokeUserTokens(db, id)
  return ids.length
}
