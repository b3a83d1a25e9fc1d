/**
 * The own-profile summary GET /api/profile/me answers: who the profile belongs to and how complete
 * it is (SPEC.md §4, computed in completion.ts).
 */
import type { OwnProfile, Role } from '../../../contracts/accounts/schemas.ts'
import type { UserRow } from '../../core/db/tables.ts'
import type { ProfileRow } from './tables.ts'

export function toOwnProfile(profile: ProfileRow, user: UserRow, completion: number): OwnProfile {
  return {
    id: profile.id,
    user_id: user.id,
    slug: profile.slug,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    nickname: profile.nickname,
    payoff: profile.payoff,
    bio: profile.bio,
    city: profile.city,
    role: user.role as Role,
    avatar_url: profile.avatar_url,
    completion,
  }
}
