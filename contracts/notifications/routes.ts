/** Notifications (SPEC.md §2): the list of the user's notifications. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('notifications', [
  { name: 'notifications', path: '/notifications', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
