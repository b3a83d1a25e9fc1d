/**
 * Profiles (contracts/profiles/routes.ts). The own profile is this area's state: the session loads
 * it on navigation (SPEC.md §4) and announces it; the area keeps it and forgets it on logout.
 */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/profiles/routes'
import { defineManifest } from '../../shared/lib/manifest'
import { ownProfile } from './own-profile'

export default defineManifest(routes, {
  pages: {
    id: { title: msg`Profilo pubblico` },
    's-id': { title: msg`Profilo pubblico` },
    me: { title: msg`Il mio profilo` },
    'me-s': { title: msg`Il mio profilo pubblico` },
  },
  session: {
    'session.profileLoaded': ({ profile }) => ownProfile.set(profile),
    'session.loggedOut': () => ownProfile.set(null),
  },
})
