/**
 * The user's billing information (SPEC.md §3), as the session loaded it on navigation for trainers
 * and HR users with invoice data (SPEC.md §4); null otherwise, and after logout.
 */
import type { BillingInformation } from '../../../contracts/accounts/schemas'
import { createStore, useStore } from '../../shared/lib/store'

export const billingInformation = createStore<BillingInformation | null>(null)

export function useBillingInformation(): BillingInformation | null {
  return useStore(billingInformation)
}
