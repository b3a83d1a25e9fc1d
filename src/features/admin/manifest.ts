/**
 * The admin area (contracts/admin/routes.ts, issue 35): the home that puts every admin queue in
 * one place (with links to the bank transfers and the course reviews, which stay with their
 * areas), the users, the reports queue, the support tickets inbox and the orders (refunds, issue 36). The side menu shows the home
 * to admins only.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/admin/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    'dev-admin': {
      title: msg`Amministrazione`,
      page: lazyPage(() => import('./pages/admin-home-page'), 'AdminHomePage'),
    },
    'dev-admin-users': {
      title: msg`Utenti`,
      page: lazyPage(() => import('./pages/users-page'), 'UsersPage'),
    },
    'dev-admin-reports': {
      title: msg`Segnalazioni`,
      page: lazyPage(() => import('./pages/reports-page'), 'ReportsPage'),
    },
    'dev-admin-tickets': {
      title: msg`Ticket di supporto`,
      page: lazyPage(() => import('./pages/tickets-page'), 'TicketsPage'),
    },
    'dev-admin-orders': {
      title: msg`Ordini`,
      page: lazyPage(() => import('./pages/orders-page'), 'OrdersPage'),
    },
    'dev-admin-payouts': {
      title: msg`Pagamenti ai formatori`,
      page: lazyPage(() => import('./pages/payouts-page'), 'PayoutsPage'),
    },
  },
  sidebar: [
    { route: 'dev-admin', icon: 'settings', roles: ['trainer', 'student', 'hr'], admin: true, order: 95 },
  ],
})
