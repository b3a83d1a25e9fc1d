/** Developer tools and the legal texts (contracts/support/routes.ts). */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/support/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    dev: { title: msg`Strumenti di sviluppo`, page: lazyPage(() => import('./pages/dev-page'), 'DevPage') },
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
