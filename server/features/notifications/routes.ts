/** Notifications and realtime (SPEC.md §3, §4, §7, §9): see notifications.routes.ts. */
import { defineRoutes } from '../../core/areas.ts'
import { notificationRoutes } from './notifications.routes.ts'

export default defineRoutes({ plugin: notificationRoutes })
