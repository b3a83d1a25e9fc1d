/**
 * Where trainers' earnings are paid, as other areas read it (issue 33: the admins' payouts in the
 * statements area read the accounts through here, taking their own db or transaction).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { payoutAccounts } from './tables.ts'

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect

/** The payout accounts of these users (one at most each; none for a user who gave none). */
export async function payoutAccountsOf(
  db: Pick<Db, 'select'>,
  userIds: number[],
): Promise<PayoutAccountRow[]> {
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.user_id, userIds))
}
