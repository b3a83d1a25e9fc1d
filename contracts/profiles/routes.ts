/**
 * Profiles (SPEC.md §2): public profiles under the public-profile guard, and the user's own profile,
 * which needs a completed profile.
 */
import { defineAreaRoutes, GUARDS } from '../core/routes'

export default defineAreaRoutes('profiles', [
  { name: 'id', path: '/{id}', guards: ['public-profile'], layout: 'public' },
  { name: 's-id', path: '/s/{id}', guards: ['public-profile'], layout: 'public' },
  { name: 'me', path: '/me', guards: GUARDS.withProfile, layout: 'dashboard' },
  { name: 'me-s', path: '/me/s', guards: GUARDS.withProfile, layout: 'dashboard' },
])
