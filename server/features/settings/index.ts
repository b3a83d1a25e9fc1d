/**
 * What the settings area offers other areas (issue 33: an area's public face): the trainers'
 * payout accounts, read by the statements' payouts.
 */
export { payoutAccountsOf, type PayoutAccountRow } from './payout-reads.ts'
