/** Jobs (contracts/jobs/routes.ts): not built yet, titles and the HR menu entries. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/jobs/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    joblistings: { title: msg`Offerte di lavoro` },
    'joblistings-id': { title: msg`Offerta di lavoro` },
    'joblistings-manage-id': { title: msg`Gestisci l'offerta di lavoro` },
    'joblistings-manage-create': { title: msg`Nuova offerta di lavoro` },
  },
  sidebar: [
    { route: 'joblistings', icon: 'briefcase', roles: ['hr'], order: 50 },
    { route: 'joblistings-manage-create', icon: 'plus', roles: ['hr'], order: 60 },
  ],
})
