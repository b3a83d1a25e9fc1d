/** The logged-in user's own profile, as the session loaded it (SPEC.md §4); null when logged out or not loaded. */
import type { OwnProfile } from '../../../contracts/accounts/schemas'
import { createStore, useStore } from '../../shared/lib/store'

export const ownProfile = createStore<OwnProfile | null>(null)

export function useOwnProfile(): OwnProfile | null {
  return useStore(ownProfile)
}
