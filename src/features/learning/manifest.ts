/** Learning (contracts/learning/routes.ts): the lesson player and the student's lists; titles only so far. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/learning/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    'learn-slug': { title: msg`Lezioni del corso` },
    'learn-slug-id': { title: msg`Lezione` },
    'learn-slug-free-id': { title: msg`Lezione gratuita` },
    myprogress: { title: msg`I miei progressi` },
    mypurchases: { title: msg`I miei acquisti` },
    myfavorites: { title: msg`I miei preferiti` },
  },
  sidebar: [
    { route: 'myprogress', icon: 'chart', roles: ['student'], order: 50 },
    { route: 'mypurchases', icon: 'cart', roles: ['student'], order: 60 },
    { route: 'myfavorites', icon: 'heart', roles: ['student'], order: 70 },
  ],
})
