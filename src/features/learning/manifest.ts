/** Learning (contracts/learning/routes.ts): the lesson player and the student's lists; the lesson player and the learner's progress, purchases and favorites. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/learning/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

// One page for the three player routes: the lesson id, when there is one, picks the lesson.
const player = lazyPage(() => import('./pages/learn-page'), 'LearnPage')

export default defineManifest(routes, {
  pages: {
    'learn-slug': { title: msg`Lezioni del corso`, page: player },
    'learn-slug-id': { title: msg`Lezione`, page: player },
    'learn-slug-free-id': { title: msg`Lezione gratuita`, page: player },
    myprogress: {
      title: msg`I miei progressi`,
      page: lazyPage(() => import('./pages/my-progress-page'), 'MyProgressPage'),
    },
    mypurchases: {
      title: msg`I miei acquisti`,
      page: lazyPage(() => import('./pages/my-purchases-page'), 'MyPurchasesPage'),
    },
    myproducts: {
      title: msg`I miei prodotti`,
      page: lazyPage(() => import('./pages/my-products-page'), 'MyProductsPage'),
    },
    'certificate-code': {
      title: msg`Verifica dell'attestato`,
      page: lazyPage(() => import('./pages/certificate-page'), 'CertificatePage'),
    },
    myfavorites: {
      title: msg`I miei preferiti`,
      page: lazyPage(() => import('./pages/my-favorites-page'), 'MyFavoritesPage'),
    },
  },
  sidebar: [
    { route: 'myprogress', icon: 'chart', roles: ['student'], order: 50 },
    { route: 'myproducts', icon: 'book', roles: ['student', 'trainer'], order: 55 },
    { route: 'mypurchases', icon: 'cart', roles: ['student'], order: 60 },
    { route: 'myfavorites', icon: 'heart', roles: ['student'], order: 70 },
  ],
})
