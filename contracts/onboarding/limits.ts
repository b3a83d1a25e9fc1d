/** The ONBOARDING fields' limits and choices (SPEC.md §9), plain values without valibot. */
import { BILLING_MAX_LENGTH } from '../accounts'

/** Seconds before another phone code may be asked for (the countdown the confirm step shows). */
export const PHONE_RESEND_SECONDS = 60
export const PHONE_CODE_TTL_MINUTES = 10
export const PHONE_MAX_ATTEMPTS = 5
export const PHONE_CODE_MAX_LENGTH = 6
/** Longest input the phone field takes (spaces included); the phone rule allows 10 digits. */
export const PHONE_MAX_LENGTH = BILLING_MAX_LENGTH.phone
/** More interests than this say nothing about a person. */
export const INTERESTS_MAX = 10
export const INTERESTS_SEARCH_MAX_LENGTH = 100
/** Enough to describe a trainer; more reads as keyword stuffing. */
export const SKILLS_MAX = 15
export const BIO_MIN_WORDS = 40
export const BIO_MAX_LENGTH = 5000
export const MISSION_MAX_LENGTH = 1000
export const PAYOFF_MAX_LENGTH = 120
export const URL_MAX_LENGTH = 255
export const SLUG_MIN_LENGTH = 3
export const SLUG_MAX_LENGTH = 60
export const NICKNAME_MAX_LENGTH = 50
export const REGION_MAX_LENGTH = 50
export const GENDERS = ['female', 'male', 'non_binary', 'undisclosed'] as const
export const SOCIAL_NETWORKS = ['website', 'linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const
