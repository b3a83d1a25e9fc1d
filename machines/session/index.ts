export { decideNavigation, hasActiveSubscription, sessionMachine } from './session.machine'
export type {
  LoginInput,
  NavigateParams,
  SessionContext,
  SessionError,
  SessionEvent,
  SessionInput,
  SessionUserInput,
} from './session.machine'
