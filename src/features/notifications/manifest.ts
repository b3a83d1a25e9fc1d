/** Notifications (contracts/notifications/routes.ts): not built yet, title and menu entry. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/notifications/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    notifications: { title: msg`Notifiche` },
  },
  sidebar: [{ route: 'notifications', icon: 'bell', roles: ['trainer', 'student', 'hr'], order: 20 }],
})
