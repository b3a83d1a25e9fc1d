export {
  profileFilesMachine,
  type PickedFile,
  type ProfileFilesContext,
  type ProfileFilesEmitted,
  type ProfileFilesError,
  type ProfileFilesEvent,
  type UploadFileInput,
} from './profile-files.machine'
export { profileFilesView, type ProfileFilesView } from './profile-files.view'
