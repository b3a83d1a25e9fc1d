/** The lengths and levels the profile's fields take (a person as lists show them: contracts/core/person.ts). */

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
