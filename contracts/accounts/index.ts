/**
 * The ACCOUNTS contract's face (issue 33): what other contract areas may use, and
 * eslint.contract-areas.js says which may. Onboarding's billing step takes the billing fields'
 * limits and the fiscal regime's choices; payments' checkout the billing information; profiles
 * the owner's profile.
 */
export * from './limits'
export { BILLING_MAX_LENGTH, BillingInformation, OwnProfile } from './entities'
