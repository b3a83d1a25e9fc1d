/** Public pages: home and the directories (contracts/public/routes.ts). */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/public/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

const trainers = lazyPage(() => import('./pages/trainers-page'), 'TrainersPage')

export default defineManifest(routes, {
  pages: {
    index: {
      title: msg`Impara dai migliori formatori`,
      page: lazyPage(() => import('./pages/home-page'), 'HomePage'),
    },
    students: { title: msg`Studenti`, page: lazyPage(() => import('./pages/students-page'), 'StudentsPage') },
    trainers: { title: msg`Formatori`, page: trainers },
    'trainers-all': { title: msg`Tutti i formatori`, page: trainers },
    hr: { title: msg`Aziende e HR`, page: lazyPage(() => import('./pages/hr-page'), 'HrPage') },
  },
  sidebar: [{ route: 'students', icon: 'users', roles: ['hr'], order: 70 }],
})
