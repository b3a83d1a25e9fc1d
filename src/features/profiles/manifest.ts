/**
 * Profiles (contracts/profiles/routes.ts). The own profile is this area's state: the session loads
 * it on navigation (SPEC.md §4) and announces it; the area keeps it and forgets it on logout.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/profiles/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'
import { ownProfile } from './own-profile'

const publicProfile = lazyPage(() => import('./pages/public-profile-page'), 'PublicProfilePage')

export default defineManifest(routes, {
  pages: {
    id: { title: msg`Profilo pubblico`, page: publicProfile },
    's-id': { title: msg`Profilo pubblico`, page: publicProfile },
    me: { title: msg`Il mio profilo`, page: lazyPage(() => import('./pages/me-page'), 'MePage') },
    'me-s': {
      title: msg`Impostazioni del profilo`,
      page: lazyPage(() => import('./pages/me-settings-page'), 'MeSettingsPage'),
    },
  },
  session: {
    'session.profileLoaded': ({ profile }) => ownProfile.set(profile),
    'session.loggedOut': () => ownProfile.set(null),
  },
})
