export { passwordResetMachine } from './password-reset.machine'
export type {
  AskResetInput,
  PasswordResetContext,
  PasswordResetError,
  PasswordResetEvent,
  PasswordResetNotice,
  UpdatePasswordInput,
  VerifyPinInput,
  VerifyPinOutput,
} from './password-reset.machine'
export { passwordResetView, type PasswordResetView } from './password-reset.view'
