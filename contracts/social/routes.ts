/** The social network (SPEC.md §2 "Social and personal"): feed, posts, diary, referrals; all need a login. */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('social', [
  { name: 'feed', path: '/feed', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'posts-id', path: '/posts/{id}', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'diary', path: '/diary', guards: GUARDS.loggedIn, layout: 'dashboard' },
  { name: 'referrals', path: '/referrals', guards: GUARDS.loggedIn, layout: 'dashboard' },
])
