/** Developer tools (contracts/support/routes.ts). */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/support/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    dev: { title: msg`Strumenti di sviluppo`, page: lazyPage(() => import('./pages/dev-page'), 'DevPage') },
  },
})
