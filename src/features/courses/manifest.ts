/** The course catalogue (contracts/courses/routes.ts). */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/courses/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    courses: { title: msg`Corsi`, page: lazyPage(() => import('./pages/courses-page'), 'CoursesPage') },
    'course-slug': { title: msg`Corso`, page: lazyPage(() => import('./pages/course-page'), 'CoursePage') },
  },
})
