/** The social network (contracts/social/routes.ts): the feed, a post's page and the referral page are built; the diary is not yet. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/social/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    feed: { title: msg`Feed`, page: lazyPage(() => import('./pages/feed-page'), 'FeedPage') },
    'posts-id': { title: msg`Post`, page: lazyPage(() => import('./pages/post-page'), 'PostPage') },
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
