/** The instructor's studio (contracts/studio/routes.ts): creating a course and its manage pages. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/studio/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

// One page for the course and its seven manage pages: the route name picks the section.
const manage = lazyPage(() => import('./pages/manage-course-page'), 'ManageCoursePage')

export default defineManifest(routes, {
  pages: {
    'instructor-course-create': {
      title: msg`Crea un corso`,
      page: lazyPage(() => import('./pages/create-course-page'), 'CreateCoursePage'),
    },
    'dev-course-reviews': {
      title: msg`Corsi da revisionare`,
      page: lazyPage(() => import('./pages/review-queue-page'), 'ReviewQueuePage'),
    },
    'instructor-course-id': { title: msg`Gestisci il corso`, page: manage },
    'instructor-course-id-manage-goals': { title: msg`Obiettivi del corso`, page: manage },
    'instructor-course-id-manage-heading': { title: msg`Intestazione del corso`, page: manage },
    'instructor-course-id-manage-lessons': { title: msg`Lezioni`, page: manage },
    'instructor-course-id-manage-materials': { title: msg`Materiali`, page: manage },
    'instructor-course-id-manage-presentation': { title: msg`Presentazione`, page: manage },
    'instructor-course-id-manage-price': { title: msg`Prezzo`, page: manage },
    'instructor-course-id-manage-recipients': { title: msg`Destinatari`, page: manage },
  },
  sidebar: [
    { route: 'instructor-course-create', icon: 'plus', roles: ['trainer'], order: 60 },
    { route: 'dev-course-reviews', icon: 'check', roles: ['student'], admin: true, order: 90 },
  ],
})
