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
