/** The social network (contracts/social/routes.ts): the referral page is built; feed, posts and diary are not yet. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/social/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    feed: { title: msg`Feed` },
    'posts-id': { title: msg`Post` },
    diary: {
      title: msg`Diario`,
      page: lazyPage(() => import('./pages/diary-page'), 'DiaryPage'),
    },
    referrals: {
      title: msg`Invita un amico`,
      page: lazyPage(() => import('./pages/referrals-page'), 'ReferralsPage'),
    },
  },
  sidebar: [
    { route: 'feed', icon: 'home', roles: ['trainer', 'student', 'hr'], order: 10 },
    { route: 'diary', icon: 'book', roles: ['trainer', 'student', 'hr'], order: 40 },
    { route: 'referrals', icon: 'users', roles: ['trainer', 'student', 'hr'], order: 900 },
  ],
})
