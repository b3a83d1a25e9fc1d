/**
 * What the accounts area offers other areas (issue 33: an area's public face): saving a user's
 * billing information (the onboarding wizard's billing step) and reading it (payments' checkout,
 * invoices and receipts; the trainers' statements' withholdings).
 */
export {
  billingInformationOf,
  fiscalFieldsOfUsers,
  saveBillingInformation,
  type BillingFields,
  type BillingRow,
} from './billing.ts'
