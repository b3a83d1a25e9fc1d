/** Settings (contracts/settings/routes.ts): titles and menu entry; of the pages only help is built yet. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/settings/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    mysettings: { title: msg`Impostazioni` },
    'mysettings-account': { title: msg`Account` },
    'mysettings-billing': { title: msg`Fatturazione` },
    'mysettings-help': {
      title: msg`Assistenza`,
      page: lazyPage(() => import('./pages/help-page'), 'HelpPage'),
    },
    'mysettings-subscription': { title: msg`Abbonamento` },
  },
  // always last
  sidebar: [{ route: 'mysettings', icon: 'settings', roles: ['trainer', 'student', 'hr'], order: 1000 }],
})
