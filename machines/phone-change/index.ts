export {
  phoneChangeError,
  phoneChangeMachine,
  type PhoneChangeContext,
  type PhoneChangeError,
  type PhoneChangeEvent,
  type PhoneChangeInput,
  type PhoneNumber,
} from './phone-change.machine'
export { phoneChangeView, type PhoneChangePhase, type PhoneChangeView } from './phone-change.view'
