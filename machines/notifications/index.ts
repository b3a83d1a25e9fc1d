export {
  RECONNECT_DELAYS_MS,
  SEEN_IDS_MAX,
  notificationKind,
  notificationsMachine,
} from './notifications.machine'
export type {
  FetchMissedInput,
  ForceLogoutReason,
  NotificationKind,
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  SubscribeInput,
} from './notifications.machine'
export { notificationsView, type NotificationsView } from './notifications.view'
