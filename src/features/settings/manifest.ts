/** Settings (contracts/settings/routes.ts): the account, billing, subscription and help pages. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/settings/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    mysettings: {
      title: msg`Impostazioni`,
      page: lazyPage(() => import('./pages/settings-page'), 'SettingsPage'),
    },
    'mysettings-account': {
      title: msg`Account`,
      page: lazyPage(() => import('./pages/account-page'), 'AccountPage'),
    },
    'mysettings-billing': {
      title: msg`Fatturazione`,
      page: lazyPage(() => import('./pages/billing-page'), 'BillingPage'),
    },
    'mysettings-help': {
      title: msg`Assistenza`,
      page: lazyPage(() => import('./pages/help-page'), 'HelpPage'),
    },
    'mysettings-subscription': {
      title: msg`Abbonamento`,
      page: lazyPage(() => import('./pages/subscription-page'), 'SubscriptionPage'),
    },
  },
  // always last
  sidebar: [{ route: 'mysettings', icon: 'settings', roles: ['trainer', 'student', 'hr'], order: 1000 }],
})
