export {
  profileFormMachine,
  type ProfileFormContext,
  type ProfileFormEmitted,
  type ProfileFormEvent,
  type ProfileFormInput,
  type ProfileFormTarget,
  type SaveProfileFormInput,
} from './profile-form.machine'
export { profileFormView, type ProfileFormView } from './profile-form.view'
