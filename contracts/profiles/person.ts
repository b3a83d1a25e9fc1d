/** How a person is referred to publicly, and the lengths and levels the profile's fields take. */
import * as v from 'valibot'

/** A person as lists and cards show them: name, avatar, and the slug of their public profile. */
export const PersonRef = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
})
export type PersonRef = v.InferOutput<typeof PersonRef>

export const PROFILE_LIMITS = {
  shortText: 120,
  longText: 5_000,
  presentation: 10_000,
  url: 500,
  listItems: 30,
  listItem: 80,
} as const

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]
