export { isLoginFormValid, loginPromptMachine } from './login-prompt.machine'
export type {
  LoginField,
  LoginPromptContext,
  LoginPromptEvent,
  LoginPromptLoginInput,
} from './login-prompt.machine'
export { loginPromptErrors, loginPromptView } from './login-prompt.view'
export type { LoginPromptView } from './login-prompt.view'
