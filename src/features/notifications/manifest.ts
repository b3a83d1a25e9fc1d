/**
 * Notifications (contracts/notifications/routes.ts): the /notifications page, its menu entry, and
 * the realtime actor, started when a user is known and stopped on logout. realtime.ts (with
 * pusher-js) loads on the first login only, so visitors never download it.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/notifications/routes'
import { defineManifest, lazyPage, lazyPart } from '../../shared/lib/manifest'
import type * as RealtimeModuleNs from './realtime'

type RealtimeModule = typeof RealtimeModuleNs

let realtime: Promise<RealtimeModule> | undefined

export default defineManifest(routes, {
  pages: {
    notifications: {
      title: msg`Notifiche`,
      page: lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage'),
    },
  },
  sidebar: [{ route: 'notifications', icon: 'bell', roles: ['trainer', 'student', 'hr'], order: 20 }],
  chrome: {
    header: lazyPart(() => import('./components/notification-bell'), 'NotificationBell'),
    overlay: lazyPart(() => import('./components/notification-toasts'), 'NotificationToasts'),
  },
  session: {
    'session.userChanged': ({ user }) => {
      if (!user && !realtime) return
      realtime ??= import('./realtime')
      void realtime.then((module) => module.watchUser(user ? { id: user.id } : null))
    },
    'session.loggedOut': () => void realtime?.then((module) => module.stopWatching()),
  },
})
