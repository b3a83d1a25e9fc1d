/**
 * What the accounts calls answer (SPEC.md §3 User, the billing information, the own profile, the
 * login's answers) and the billing form's fields.
 */
import * as v from 'valibot'
import { DEFAULT_PERSON_TYPE, DEFAULT_PHONE_CODE, LOCALES } from '../core/constants'
import { ROLES } from '../core/endpoint'
import { accountErrors } from '../core/validation'
import {
  USER_STATUSES,
  PERSON_TYPES,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FISCAL_CODE_MAX_LENGTH,
  VAT_NUMBER_LENGTH,
  UNIQUE_CODE_MAX_LENGTH,
  ZIP_LENGTH,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  PROVINCE_MAX_LENGTH,
  type PersonType,
} from './limits'

const nullableString = v.nullish(v.string(), null)

export const UserInvoiceData = v.object({
  id: v.number(),
  vat: nullableString,
  type: v.nullish(v.picklist(PERSON_TYPES), DEFAULT_PERSON_TYPE),
  fiscal_type: nullableString,
  inps: nullableString,
  retention_tax: nullableString,
})
export type UserInvoiceData = v.InferOutput<typeof UserInvoiceData>

export const UserHrData = v.object({
  ragione_sociale: nullableString,
  p_iva: nullableString,
  codice_rea: nullableString,
})
export type UserHrData = v.InferOutput<typeof UserHrData>

export const UserFeatures = v.object({
  chat: v.boolean(),
  posts: v.boolean(),
  diary: v.boolean(),
  hr_visible: v.boolean(),
})
export type UserFeatures = v.InferOutput<typeof UserFeatures>

/** SPEC.md §3 User, without password and password_confirmation (never sent back). */
export const User = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(ROLES),
  /** The sidebar shows the first one (admin as student). */
  roles: v.array(v.string()),
  status: v.picklist(USER_STATUSES),
  created_at: v.string(),
  last_login_at: v.nullable(v.string()),
  email_verified_at: v.nullable(v.string()),
  email_verified: v.boolean(),
  phone_verified: v.boolean(),
  terms_accepted: v.boolean(),
  privacy_accepted: v.boolean(),
  newsletter_accepted: v.boolean(),
  can_onboard: v.boolean(),
  free_tier_active: v.boolean(),
  fiscal_data_complete: v.boolean(),
  iban_complete: v.boolean(),
  invoice_data_complete: v.boolean(),
  invoice_data: v.nullable(UserInvoiceData),
  hr_data: v.nullable(UserHrData),
  referral_code: v.nullable(v.string()),
  pending_bank_transfer: v.boolean(),
  pending_bank_transfer_details: v.nullable(v.record(v.string(), v.unknown())),
  wizard_complete: v.boolean(),
  hr_wizard_complete: v.boolean(),
  features: UserFeatures,
  locale: v.picklist(LOCALES),
})
export type User = v.InferOutput<typeof User>

/** Every field of SPEC.md §3 "Billing information", in the order the SPEC lists them. */
export const BILLING_FIELDS = [
  'type',
  'first_name',
  'last_name',
  'fiscal_name',
  'fiscal_code',
  'p_iva',
  'phone_code',
  'phone',
  'pec',
  'unique_id',
  'address',
  'address_number',
  'city',
  'province',
  'zip',
  'fiscal_type',
  'inps',
  'vat',
  'retention_tax',
  'legal_first_name',
  'legal_last_name',
  'legal_fiscal_code',
] as const
export type BillingField = (typeof BILLING_FIELDS)[number]

type NullableStringField = Exclude<BillingField, 'type' | 'phone_code'>

/** The longest value of each billing field (SPEC.md §3 "Billing information"), for the API and the forms. */
export const BILLING_MAX_LENGTH = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  fiscal_name: NAME_MAX_LENGTH,
  fiscal_code: FISCAL_CODE_MAX_LENGTH,
  p_iva: VAT_NUMBER_LENGTH,
  /** '0039' or '+39'. */
  phone_code: 6,
  phone: 20,
  pec: EMAIL_MAX_LENGTH,
  unique_id: UNIQUE_CODE_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  address_number: 20,
  city: CITY_MAX_LENGTH,
  province: PROVINCE_MAX_LENGTH,
  zip: ZIP_LENGTH,
  fiscal_type: 50,
  inps: 50,
  vat: 50,
  retention_tax: 50,
  legal_first_name: NAME_MAX_LENGTH,
  legal_last_name: NAME_MAX_LENGTH,
  legal_fiscal_code: FISCAL_CODE_MAX_LENGTH,
} as const satisfies Record<Exclude<BillingField, 'type'>, number>

/** GET /api/invoice-data. Missing or null type and phone_code fall back to the §9 defaults. */
export const BillingInformation = v.object({
  id: v.number(),
  type: v.nullish(v.picklist(PERSON_TYPES), DEFAULT_PERSON_TYPE),
  phone_code: v.nullish(v.string(), DEFAULT_PHONE_CODE),
  ...(Object.fromEntries(
    BILLING_FIELDS.filter((field) => field !== 'type' && field !== 'phone_code').map((field) => [
      field,
      nullableString,
    ]),
  ) as Record<NullableStringField, typeof nullableString>),
  /** An HR user's company (User.hr_data), edited with the billing information; null for other roles. */
  hr_data: v.optional(v.nullable(UserHrData)),
})
export type BillingInformation = v.InferOutput<typeof BillingInformation>

/** What a billing form edits: every field as text, with the §9 defaults filled in. */
export type BillingForm = { type: PersonType } & Record<Exclude<BillingField, 'type'>, string>

export function emptyBillingForm(): BillingForm {
  const form = Object.fromEntries(BILLING_FIELDS.map((field) => [field, ''])) as Record<BillingField, string>
  return { ...form, type: DEFAULT_PERSON_TYPE, phone_code: DEFAULT_PHONE_CODE }
}

/** The logged-in user's own profile, as much as the session needs for now. */
export const OwnProfile = v.object({
  id: v.number(),
  user_id: v.number(),
  slug: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  nickname: v.nullable(v.string()),
  payoff: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  city: v.nullable(v.string()),
  role: v.picklist(ROLES),
  avatar_url: v.nullable(v.string()),
  /** Profile completion percentage (SPEC.md §4). */
  completion: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
})
export type OwnProfile = v.InferOutput<typeof OwnProfile>

/** POST /api/login and POST /api/register answer with the bearer token and the user. */
export const AuthResponse = v.object({ token: v.string(), user: User })
export type AuthResponse = v.InferOutput<typeof AuthResponse>

/**
 * POST /api/login while the account is locked (issue 32 item 2), answered 202 on a device the
 * account never logged in from: the password alone does not log in, a code mailed to the account's
 * address must follow (POST /api/login/code with the challenge token). The answer is the same
 * whatever the password, so the lock never tells a guess right from wrong; the code goes out only
 * for the right one.
 */
export const LoginChallenge = v.object({
  challenge: v.literal('email_code'),
  challenge_token: v.string(),
  expires_at: v.string(),
})
export type LoginChallenge = v.InferOutput<typeof LoginChallenge>

/** What POST /api/login answers: the session, or the e-mailed code step. */
export const LoginAnswer = v.union([AuthResponse, LoginChallenge])
export const isLoginChallenge = (answer: unknown): answer is LoginChallenge =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { challenge?: unknown }).challenge === 'email_code'

/**
 * GET /api/auth/providers: the Facebook and Google sign-in the server is configured for, with the
 * PUBLIC id each provider's browser SDK needs (never a secret); null when a provider is off.
 */
export const ProvidersPayload = v.object({
  facebook: v.nullable(v.object({ app_id: v.pipe(v.string(), v.minLength(1)) })),
  google: v.nullable(v.object({ client_id: v.pipe(v.string(), v.minLength(1)) })),
})
export type ProvidersPayload = v.InferOutput<typeof ProvidersPayload>

/** GET /api/me and PUT /api/me/update. */
export const MeResponse = v.object({ data: User })
export type MeResponse = v.InferOutput<typeof MeResponse>

/**
 * Reads a login or register answer. An array instead of an object means the account has several
 * roles and the call did not say which one: SPEC.md §5 reports it with `accountErrors.roleRequired`.
 */
export function parseAuthResponse(body: unknown): AuthResponse {
  if (Array.isArray(body)) throw new Error(accountErrors.roleRequired)
  return v.parse(AuthResponse, body)
}
