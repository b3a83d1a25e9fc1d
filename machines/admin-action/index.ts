export {
  ADMIN_ACTIONS,
  REASON_ACTIONS,
  adminActionError,
  adminActionMachine,
  needsReason,
  type AdminAction,
  type AdminActionContext,
  type AdminActionError,
  type AdminActionEvent,
  type PerformInput,
} from './admin-action.machine'
export { adminActionView, type AdminActionPhase, type AdminActionView } from './admin-action.view'
