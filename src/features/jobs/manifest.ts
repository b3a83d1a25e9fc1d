/** Jobs (contracts/jobs/routes.ts): the public listings, applying, and owners' management; the posters' menu entry. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/jobs/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'
import { POSTER_ROLES } from './posters'

export default defineManifest(routes, {
  pages: {
    joblistings: {
      title: msg`Offerte di lavoro`,
      page: lazyPage(() => import('./pages/joblistings-page'), 'JobListingsPage'),
    },
    'joblistings-id': {
      title: msg`Offerta di lavoro`,
      page: lazyPage(() => import('./pages/job-listing-page'), 'JobListingPage'),
    },
    'joblistings-manage-id': {
      title: msg`Gestisci l'offerta di lavoro`,
      page: lazyPage(() => import('./pages/manage-listing-page'), 'ManageListingPage'),
    },
    'joblistings-manage-create': {
      title: msg`Nuova offerta di lavoro`,
      page: lazyPage(() => import('./pages/manage-create-page'), 'ManageCreatePage'),
    },
  },
  sidebar: [
    // students apply, trainers may publish listings: every role finds them (issue 35)
    { route: 'joblistings', icon: 'briefcase', roles: ['hr', 'student', 'trainer'], order: 50 },
    // "Pubblica un annuncio" for every role the API lets publish (POST /api/my/job-listings)
    {
      route: 'joblistings-manage-create',
      icon: 'plus',
      roles: POSTER_ROLES,
      order: 65,
      label: msg`Pubblica un annuncio`,
    },
  ],
})
