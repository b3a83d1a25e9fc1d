/**
 * A user's billing information (SPEC.md §3), as other areas save it (issue 33: the onboarding
 * wizard's billing step calls accounts, it does not write accounts' table). The invoice data page's
 * own save (invoice-data.routes.ts) keeps blanks as "unchanged"; this one writes every field given.
 */
import type { Db } from '../../core/db/index.ts'
import { billingInformation } from './tables.ts'

/** A database or a transaction on it. */
type Writer = Pick<Db, 'insert'>

/** The fields of a billing row (every one but its user and times). */
export type BillingFields = Omit<
  typeof billingInformation.$inferInsert,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>

/** Creates or replaces the user's billing row with `fields` (in the caller's transaction). */
export async function saveBillingInformation(
  tx: Writer,
  userId: number,
  fields: BillingFields,
): Promise<void> {
  await tx
    .insert(billingInformation)
    .values({ ...fields, user_id: userId })
    .onConflictDoUpdate({ target: billingInformation.user_id, set: { ...fields, updated_at: new Date() } })
}
