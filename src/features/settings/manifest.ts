/** Settings (contracts/settings/routes.ts): not built yet, titles and menu entry. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/settings/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    mysettings: { title: msg`Impostazioni` },
    'mysettings-account': { title: msg`Account` },
    'mysettings-billing': { title: msg`Fatturazione` },
    'mysettings-help': { title: msg`Assistenza` },
    'mysettings-subscription': { title: msg`Abbonamento` },
  },
  // always last
  sidebar: [{ route: 'mysettings', icon: 'settings', roles: ['trainer', 'student', 'hr'], order: 1000 }],
})
