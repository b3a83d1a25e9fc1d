export { PAYOUT_FIELDS, payoutAccountInput, payoutAccountMachine } from './payout-account.machine'
export { payoutAccountView, type PayoutAccountView } from './payout-account.view'
export {
  type SettingsFormContext as PayoutAccountContext,
  type SettingsFormEvent as PayoutAccountEvent,
} from '../settings-form/settings-form'
