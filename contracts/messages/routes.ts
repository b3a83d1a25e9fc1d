/** Direct messages (SPEC.md §2): conversations and a new one with a user. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('messages', [
  { name: 'dms', path: '/dms', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'dms-new-id', path: '/dms/new/{id}', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
