/**
 * A user's billing information (SPEC.md §3), as other areas save and read it (issue 33: the
 * onboarding wizard's billing step calls accounts, it does not write accounts' table; payments'
 * checkout, invoices and receipts and the trainers' statements read it here). The invoice data
 * page's own save (invoice-data.routes.ts) keeps blanks as "unchanged"; this one writes every field
 * given.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../core/db/index.ts'
import { billingInformation, type BillingRow } from './tables.ts'

/** A database or a transaction on it. */
type Writer = Pick<Db, 'insert'>
type Reader = Pick<Db, 'select'>

export type { BillingRow }

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

/** The user's billing row, or undefined when they never gave one (in the caller's transaction). */
export async function billingInformationOf(db: Reader, userId: number): Promise<BillingRow | undefined> {
  const [row] = await db.select().from(billingInformation).where(eq(billingInformation.user_id, userId))
  return row
}

/** The fiscal fields of these users' billing rows (what a trainer's withholdings depend on). */
export async function fiscalFieldsOfUsers(db: Reader, userIds: number[]) {
  return db
    .select({
      user_id: billingInformation.user_id,
      fiscal_type: billingInformation.fiscal_type,
      inps: billingInformation.inps,
      vat: billingInformation.vat,
      retention_tax: billingInformation.retention_tax,
    })
    .from(billingInformation)
    .where(inArray(billingInformation.user_id, userIds))
}
