/** The instructor's studio (contracts/studio/routes.ts): not built yet, titles and menu entries. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/studio/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    'instructor-course-create': { title: msg`Crea un corso` },
    'instructor-course-id': { title: msg`Gestisci il corso` },
    'instructor-course-id-manage-goals': { title: msg`Obiettivi del corso` },
    'instructor-course-id-manage-heading': { title: msg`Intestazione del corso` },
    'instructor-course-id-manage-lessons': { title: msg`Lezioni` },
    'instructor-course-id-manage-materials': { title: msg`Materiali` },
    'instructor-course-id-manage-presentation': { title: msg`Presentazione` },
    'instructor-course-id-manage-price': { title: msg`Prezzo` },
    'instructor-course-id-manage-recipients': { title: msg`Destinatari` },
  },
  sidebar: [{ route: 'instructor-course-create', icon: 'plus', roles: ['trainer'], order: 60 }],
})
