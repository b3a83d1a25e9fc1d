/**
 * The admin area (issue 35): its home with every queue in one place, the users, the reports queue,
 * the support tickets inbox and the orders with their refunds (issue 36). SPEC.md names no admin route, so they sit beside /dev with the
 * bank transfers and the course reviews; each page tells anyone but an admin it is not theirs, and
 * the API refuses them.
 */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('admin', [
  { name: 'dev-admin', path: '/dev/admin', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'dev-admin-users', path: '/dev/admin/users', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'dev-admin-reports', path: '/dev/admin/reports', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'dev-admin-tickets', path: '/dev/admin/tickets', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'dev-admin-orders', path: '/dev/admin/orders', guards: GUARDS.loggedIn, layout: 'dashboard' },
  // the month's payouts to trainers (issue 36, trainer statements)
  { name: 'dev-admin-payouts', path: '/dev/admin/payouts', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
