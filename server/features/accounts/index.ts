/**
 * What the accounts area offers other areas (issue 33: an area's public face): saving a user's
 * billing information (the onboarding wizard's billing step).
 */
export { saveBillingInformation, type BillingFields } from './billing.ts'
