/** Typed calls of the notifications area (contracts/notifications/endpoints.ts). */
import {
  countUnreadNotifications,
  getRuntimeConfig,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../contracts/notifications/endpoints'
import { call } from '../../shared/api'

export const NOTIFICATIONS_PER_PAGE = 20

export const fetchNotifications = ({ before }: { before?: number }, signal?: AbortSignal) =>
  call(
    listNotifications,
    {
      query: before
        ? { page: 1, perPage: NOTIFICATIONS_PER_PAGE, before }
        : { page: 1, perPage: NOTIFICATIONS_PER_PAGE },
    },
    { signal },
  )

export const fetchUnreadCount = (signal?: AbortSignal) => call(countUnreadNotifications, {}, { signal })

export const readNotification = (id: number) => call(markNotificationRead, { params: { id } })

export const readAllNotifications = () => call(markAllNotificationsRead, {})

export const fetchRuntimeConfig = (signal?: AbortSignal) => call(getRuntimeConfig, {}, { signal })
