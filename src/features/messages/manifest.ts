/** Direct messages (contracts/messages/routes.ts): not built yet, titles and menu entry. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/messages/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    dms: { title: msg`Messaggi` },
    'dms-new-id': { title: msg`Nuovo messaggio` },
  },
  sidebar: [{ route: 'dms', icon: 'message', roles: ['trainer', 'student', 'hr'], order: 30 }],
})
