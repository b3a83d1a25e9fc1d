export {
  retryable,
  uploadMachine,
  type TransferInput,
  type UploadContext,
  type UploadError,
  type UploadEvent,
  type UploadFile,
  type UploadInput,
  type UploadTarget,
} from './upload.machine'
export { uploadView, type UploadPhase, type UploadView } from './upload.view'
