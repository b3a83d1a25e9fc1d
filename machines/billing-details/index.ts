export { billingDetailsInput, billingDetailsMachine } from './billing-details.machine'
export { billingDetailsView, type BillingDetailsView } from './billing-details.view'
export {
  type SettingsFormContext as BillingDetailsContext,
  type SettingsFormEvent as BillingDetailsEvent,
} from '../settings-form/settings-form'
