export { decideNavigation, hasActiveSubscription, sessionMachine } from './session.machine'
export type {
  LoginInput,
  NavigateParams,
  PendingNavigation,
  SessionContext,
  SessionEmitted,
  SessionError,
  SessionEvent,
  SessionInput,
  SessionUserInput,
} from './session.machine'
export { sessionView, type SessionView } from './session.view'
