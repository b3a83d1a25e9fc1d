/**
 * The public-profile guard (SPEC.md §2, §6), on the server. The rule (docs/ARCHITECTURE.md,
 * "Profiles"):
 * - an unknown slug or id, or the profile of a blocked or deactivated account: 404;
 * - the owner sees everything;
 * - a logged-in user sees any profile, without the sections its owner hid;
 * - a visitor (not logged in) sees it only when its owner made it public (`is_public`, the
 *   default); otherwise 401, and the SPA opens the login prompt.
 * The private fields (e-mail, birth date, addresses, gender) reach nobody but the owner.
 */
import type { ProfileRow } from './tables.ts'

export type Sight = 'full' | 'shown' | 'login'

export function sightOf(profile: Pick<ProfileRow, 'user_id' | 'is_public'>, viewerId: number | null): Sight {
  if (viewerId === profile.user_id) return 'full'
  if (viewerId !== null || profile.is_public) return 'shown'
  return 'login'
}
