/** The legal texts (contracts/legal/routes.ts). */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/legal/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    terms: {
      title: msg`Termini e condizioni`,
      page: lazyPage(() => import('./pages/terms-page'), 'TermsPage'),
    },
    privacy: {
      title: msg`Informativa sulla privacy`,
      page: lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage'),
    },
  },
})
