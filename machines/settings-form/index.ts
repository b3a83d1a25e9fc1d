export {
  createSettingsFormMachine,
  formFailure,
  type FormFailure,
  type SettingsFormContext,
  type SettingsFormEmitted,
  type SettingsFormEvent,
  type SettingsFormInput,
  type SettingsFormMachine,
} from './settings-form'
export { settingsFormView, type SettingsFormPhase, type SettingsFormView } from './settings-form.view'
