/** The social network (contracts/social/routes.ts): not built yet, titles and menu entries. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/social/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    feed: { title: msg`Feed` },
    'posts-id': { title: msg`Post` },
    diary: { title: msg`Diario` },
    referrals: { title: msg`Invita un amico` },
  },
  sidebar: [
    { route: 'feed', icon: 'home', roles: ['trainer', 'student', 'hr'], order: 10 },
    { route: 'diary', icon: 'book', roles: ['trainer', 'student', 'hr'], order: 40 },
  ],
})
