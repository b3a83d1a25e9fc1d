export {
  ACCOUNT_FORM_FIELDS,
  accountFormInput,
  accountSettingsMachine,
  type AccountForm,
} from './account-settings.machine'
export { accountSettingsView, type AccountSettingsView } from './account-settings.view'
export {
  formFailure,
  type FormFailure,
  type SettingsFormContext as AccountSettingsContext,
  type SettingsFormEmitted as AccountSettingsEmitted,
  type SettingsFormEvent as AccountSettingsEvent,
} from '../settings-form/settings-form'
