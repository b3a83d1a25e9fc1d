/** Jobs (SPEC.md §2 "Jobs"): listings are public (applying asks for login), management is personal. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('jobs', [
  { name: 'joblistings', path: '/joblistings', layout: 'default' },
  { name: 'joblistings-id', path: '/joblistings/{id}', layout: 'default' },
  {
    name: 'joblistings-manage-id',
    path: '/joblistings/manage/{id}',
    guards: GUARDS.loggedIn,
    layout: 'dashboard',
  },
  {
    name: 'joblistings-manage-create',
    path: '/joblistings/manage/create',
    guards: GUARDS.loggedIn,
    layout: 'dashboard',
  },
])
