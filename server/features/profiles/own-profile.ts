/**
 * The own-profile summary GET /api/profile/me answers: who the profile belongs to and how complete
 * it is (SPEC.md §4).
 */
import type { OwnProfile, Role } from '../../../contracts/accounts/schemas.ts'
import type { UserRow } from '../../core/db/tables.ts'
import type { ProfileRow } from './tables.ts'

/** The profile fields whose share of filled ones is the completion percentage (SPEC.md §4). */
const COMPLETION_FIELDS = [
  'nickname',
  'payoff',
  'bio',
  'mission',
  'presentation',
  'gender',
  'birth_date',
  'address',
  'address_number',
  'city',
  'province',
  'region',
  'zip',
  'competences',
  'interests',
  'skills',
  'social_media',
  'avatar_url',
  'cover_url',
] as const satisfies readonly (keyof ProfileRow)[]

export type CompletionField = (typeof COMPLETION_FIELDS)[number]

function isFilled(profile: ProfileRow, field: CompletionField): boolean {
  const value: unknown = profile[field]
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

export function profileCompletion(profile: ProfileRow): number {
  const filled = COMPLETION_FIELDS.filter((field) => isFilled(profile, field)).length
  return Math.round((filled / COMPLETION_FIELDS.length) * 100)
}

/** The fields the completion percentage still misses (what the onboarding's last step lists). */
export function missingProfileFields(profile: ProfileRow): CompletionField[] {
  return COMPLETION_FIELDS.filter((field) => !isFilled(profile, field))
}

export function toOwnProfile(profile: ProfileRow, user: UserRow): OwnProfile {
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
    completion: profileCompletion(profile),
  }
}
