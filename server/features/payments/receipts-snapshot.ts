/**
 * The buyer's billing information as an order keeps it once paid (orders.billing_snapshot), so
 * its receipt and FatturaPA keep saying what was true then. Apart from receipts-data.ts so that
 * orders.ts, which takes the snapshot, and the receipts, which read it, import no cycle.
 */
import { BILLING_FIELDS } from '../../../contracts/accounts/schemas.ts'
import type { BillingRow } from '../accounts/index.ts'

export type BillingSnapshot = Record<string, string | null>

/** The billing fields of SPEC.md §3, as the order keeps them. */
export function billingSnapshotOf(row: BillingRow): BillingSnapshot {
  return Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[field] ?? null]))
}
