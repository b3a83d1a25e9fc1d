export {
  notificationReadsMachine,
  type MarkInput,
  type NotificationMark,
  type NotificationReadsContext,
  type NotificationReadsEmitted,
  type NotificationReadsEvent,
  type NotificationReadsInput,
} from './notification-reads.machine'
export {
  FRESH_MARGIN_MS,
  notificationReadsView,
  type NotificationReadsView,
  type ReadableNotification,
} from './notification-reads.view'
