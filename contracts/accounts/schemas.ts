/**
 * Payloads of the ACCOUNTS calls (SPEC.md §3, §5, §7 "Auth"): the User, the billing information,
 * the own-profile summary, the request bodies with the form rules of §5 and the login errors of §8.
 * All JSON is snake_case, as the Laravel-style API of SPEC.md expects.
 *
 * Body schemas come from `createAuthSchemas(t?)`: the SPA passes its Lingui translator so field
 * labels and messages follow the UI language; the server uses `authSchemasFor(locale)`, which
 * renders Italian or English without Lingui. `authSchemas` holds the language-of-the-parse-config
 * variants (`{ lang: 'en' }`), and `AuthBody<'LoginBody'>` is the type of a validated body.
 */
import * as v from 'valibot'
import { DEFAULT_PERSON_TYPE, DEFAULT_PHONE_CODE, LOCALES, type Locale } from '../core/constants'
import { ROLES } from '../core/endpoint'
import { apiMessage } from '../core/input'
import {
  accountErrors,
  createRules,
  createTranslate,
  isEmptyValue,
  perLocale,
  translateFor,
  validationMessages,
  validationMessagesEn,
  type FieldLabel,
  type MessageDescriptor,
  type Translate,
} from '../core/validation'
import {
  REGISTER_ROLES,
  USER_STATUSES,
  PERSON_TYPES,
  FISCAL_TYPES,
  INPS_TYPES,
  VAT_RATES,
  RETENTION_TAX_RATES,
  PHONE_CODE_REGEX,
  BILLING_PHONE_MIN_LENGTH,
  BILLING_PHONE_MAX_DIGITS,
  COMPANY_LAST_NAME,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PIN_LENGTH,
  OTP_LENGTH,
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  PROVIDER_TOKEN_MAX_LENGTH,
  FISCAL_CODE_MAX_LENGTH,
  VAT_NUMBER_LENGTH,
  REA_CODE_MAX_LENGTH,
  UNIQUE_CODE_MAX_LENGTH,
  ZIP_LENGTH,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  PROVINCE_MAX_LENGTH,
  HR_FISCAL_MAX_LENGTH,
  type PersonType,
} from './limits'

// ---------------------------------------------------------------------------------------------
// Messages

/** SPEC.md §8: what the login form and the login prompt show when the login call fails. */
export const LOGIN_ERROR_401 = /*i18n*/ { id: 'auth.login.invalidCredentials', message: 'Credenziali errate' }
export const LOGIN_ERROR_OTHER = /*i18n*/ {
  id: 'auth.login.failed',
  message: 'Errore durante il tentativo di login',
}
/** A 429 (the account is locked, or too many attempts from here): N minutes from Retry-After. */
export const LOGIN_ERROR_429 = /*i18n*/ {
  id: 'auth.login.tooManyAttempts',
  message: 'Troppi tentativi. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
}

/** Field labels inserted in the §5 messages ('Il campo {field} è richiesto'). */
export const authFieldLabels = {
  email: /*i18n*/ { id: 'auth.field.email', message: 'Email' },
  password: /*i18n*/ { id: 'auth.field.password', message: 'Password' },
  passwordConfirmation: /*i18n*/ { id: 'auth.field.password_confirmation', message: 'Conferma password' },
  firstName: /*i18n*/ { id: 'auth.field.first_name', message: 'Nome' },
  lastName: /*i18n*/ { id: 'auth.field.last_name', message: 'Cognome' },
  role: /*i18n*/ { id: 'auth.field.role', message: 'Ruolo' },
  privacy: /*i18n*/ { id: 'auth.field.privacy_accepted', message: 'Privacy' },
  terms: /*i18n*/ { id: 'auth.field.terms_accepted', message: 'Termini e condizioni' },
  newsletter: /*i18n*/ { id: 'auth.field.newsletter_accepted', message: 'Newsletter' },
  referralCode: /*i18n*/ { id: 'auth.field.referral_code', message: 'Codice invito' },
  pin: /*i18n*/ { id: 'auth.field.pin', message: 'PIN' },
  otp: /*i18n*/ { id: 'auth.field.otp', message: 'Codice OTP' },
  token: /*i18n*/ { id: 'auth.field.token', message: 'Token' },
  timestamp: /*i18n*/ { id: 'auth.field.timestamp', message: 'Timestamp' },
  locale: /*i18n*/ { id: 'auth.field.locale', message: 'Lingua' },
  personType: /*i18n*/ { id: 'auth.field.tipo_persona', message: 'Tipo di persona' },
  companyName: /*i18n*/ { id: 'auth.field.ragione_sociale', message: 'Ragione sociale' },
  vatNumber: /*i18n*/ { id: 'auth.field.p_iva', message: 'Partita IVA' },
  fiscalCode: /*i18n*/ { id: 'auth.field.codice_fiscale', message: 'Codice fiscale' },
  reaCode: /*i18n*/ { id: 'auth.field.codice_rea', message: 'Codice REA' },
  fiscalData: /*i18n*/ { id: 'auth.field.fiscal_data', message: 'Dati fiscali' },
  pec: /*i18n*/ { id: 'auth.field.pec', message: 'PEC' },
  zip: /*i18n*/ { id: 'auth.field.zip', message: 'CAP' },
  legalFiscalCode: /*i18n*/ {
    id: 'auth.field.legal_fiscal_code',
    message: 'Codice fiscale del legale rappresentante',
  },
  // The billing information's other fields (SPEC.md §3), named in its 422 messages (issue 36).
  fiscalName: /*i18n*/ { id: 'auth.field.fiscal_name', message: 'Ragione sociale' },
  phoneCode: /*i18n*/ { id: 'auth.field.phone_code', message: 'Prefisso' },
  phone: /*i18n*/ { id: 'auth.field.phone', message: 'Telefono' },
  sdi: /*i18n*/ { id: 'auth.field.unique_id', message: 'Codice destinatario SDI' },
  address: /*i18n*/ { id: 'auth.field.address', message: 'Indirizzo' },
  addressNumber: /*i18n*/ { id: 'auth.field.address_number', message: 'Numero civico' },
  city: /*i18n*/ { id: 'auth.field.city', message: 'Città' },
  province: /*i18n*/ { id: 'auth.field.province', message: 'Provincia' },
  fiscalType: /*i18n*/ { id: 'auth.field.fiscal_type', message: 'Regime fiscale' },
  inps: /*i18n*/ { id: 'auth.field.inps', message: 'Cassa previdenziale' },
  vat: /*i18n*/ { id: 'auth.field.vat', message: 'Aliquota IVA' },
  retentionTax: /*i18n*/ { id: 'auth.field.retention_tax', message: "Ritenuta d'acconto" },
  legalFirstName: /*i18n*/ { id: 'auth.field.legal_first_name', message: 'Nome del legale rappresentante' },
  legalLastName: /*i18n*/ { id: 'auth.field.legal_last_name', message: 'Cognome del legale rappresentante' },
} as const satisfies Record<string, MessageDescriptor>

type AuthMessageId =
  | typeof LOGIN_ERROR_401.id
  | typeof LOGIN_ERROR_OTHER.id
  | typeof LOGIN_ERROR_429.id
  | (typeof authFieldLabels)[keyof typeof authFieldLabels]['id']

/** English text of every message above, by Lingui id (the lead copies it into locales/en). */
export const authMessagesEn = {
  'auth.login.invalidCredentials': 'Wrong credentials',
  'auth.login.failed': 'Error while trying to log in',
  'auth.login.tooManyAttempts':
    'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.password_confirmation': 'Confirm password',
  'auth.field.first_name': 'First name',
  'auth.field.last_name': 'Last name',
  'auth.field.role': 'Role',
  'auth.field.privacy_accepted': 'Privacy',
  'auth.field.terms_accepted': 'Terms and conditions',
  'auth.field.newsletter_accepted': 'Newsletter',
  'auth.field.referral_code': 'Referral code',
  'auth.field.pin': 'PIN',
  'auth.field.otp': 'OTP code',
  'auth.field.token': 'Token',
  'auth.field.timestamp': 'Timestamp',
  'auth.field.locale': 'Language',
  'auth.field.tipo_persona': 'Person type',
  'auth.field.ragione_sociale': 'Company name',
  'auth.field.p_iva': 'VAT number',
  'auth.field.codice_fiscale': 'Tax code',
  'auth.field.codice_rea': 'REA code',
  'auth.field.fiscal_data': 'Tax details',
  'auth.field.pec': 'PEC',
  'auth.field.zip': 'Postcode',
  'auth.field.legal_fiscal_code': "Legal representative's tax code",
  'auth.field.fiscal_name': 'Company name',
  'auth.field.phone_code': 'Prefix',
  'auth.field.phone': 'Phone',
  'auth.field.unique_id': 'SDI recipient code',
  'auth.field.address': 'Address',
  'auth.field.address_number': 'Street number',
  'auth.field.city': 'City',
  'auth.field.province': 'Province',
  'auth.field.fiscal_type': 'Tax regime',
  'auth.field.inps': 'Pension fund',
  'auth.field.vat': 'VAT rate',
  'auth.field.retention_tax': 'Withholding tax',
  'auth.field.legal_first_name': "Legal representative's first name",
  'auth.field.legal_last_name': "Legal representative's last name",
} as const satisfies Record<AuthMessageId, string>

/** What the API answers about path parameters, which no form fills in (outside the Lingui catalogs). */
export const accountsApiMessages = {
  roleParam: { it: 'Il ruolo deve essere uno tra: {roles}.', en: 'The role must be one of: {roles}.' },
  idParam: {
    it: "L'id deve essere un numero intero positivo.",
    en: 'The id must be a positive whole number.',
  },
} as const satisfies Record<string, Record<Locale, string>>

/**
 * 'Credenziali errate' on 401, 'Troppi tentativi. Riprova tra N minuti.' on 429 (N = Retry-After
 * in minutes, rounded up), 'Errore durante il tentativo di login' for anything else (§8).
 */
export function loginErrorMessage(status: number | undefined, retryAfterSeconds?: number): MessageDescriptor {
  if (status === 429)
    return { ...LOGIN_ERROR_429, values: { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) } }
  return status === 401 ? LOGIN_ERROR_401 : LOGIN_ERROR_OTHER
}

// what a thrown API error carries, without the schemas (./api-error-fields.ts)
export { errorRetryAfter, errorStatus } from './api-error-fields'

// ---------------------------------------------------------------------------------------------
// Entities (responses)

export { ROLES, type Role } from '../core/endpoint'
export * from './limits'

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

// ---------------------------------------------------------------------------------------------
// Request bodies

/** The translators the server uses; the English one knows the auth labels too. */
const translateAuthEn: Translate = createTranslate({ ...validationMessagesEn, ...authMessagesEn })

/**
 * Every body schema of the accounts calls, with messages rendered by `t` (Lingui in the SPA). To
 * add one, add an entry to the object this returns: that is the only edit. Use it as
 * `authSchemas.X` (or `authSchemasFor(locale).X`), its type as `AuthBody<'X'>`, and in a
 * descriptor as `body: schemaOf(authSchemasFor, 'X')`.
 */
export function createAuthSchemas(t?: Translate) {
  const r = createRules(t)
  const L = authFieldLabels
  const label = (tr: Translate, field: FieldLabel) => (typeof field === 'string' ? field : tr(field))
  const say =
    (descriptor: MessageDescriptor, field?: FieldLabel) =>
    (issue: { lang?: string }): string => {
      const tr = t ?? translateFor(issue.lang)
      return tr(descriptor, field === undefined ? {} : { field: label(tr, field) })
    }
  const invalid = (field: FieldLabel) => say(validationMessages.invalid, field)
  /**
   * 'Il campo {field} non può contenere più di {n} caratteri', as valibot's own maxLength action
   * (not a custom check) so that the bound is visible to the OpenAPI document and to the tests.
   */
  const max = (field: FieldLabel, n: number) =>
    v.maxLength<string, number, (issue: { lang?: string }) => string>(n, (issue) => {
      const tr = t ?? translateFor(issue.lang)
      return tr(validationMessages.max, { field: label(tr, field), n })
    })

  // A missing text field reads as empty, so it gets 'Il campo … è richiesto' rather than a type error.
  const text = (field: FieldLabel) => v.optional(v.string(invalid(field)), '')
  const requiredText = (field: FieldLabel, n: number) =>
    v.pipe(text(field), v.trim(), max(field, n), r.required<string>(field))
  /** A person's name: no characters that turn its text around (issue 32 item 11). */
  const name = (field: FieldLabel) => v.pipe(requiredText(field, NAME_MAX_LENGTH), r.plainText<string>(field))
  const optionalText = (field: FieldLabel, n: number) =>
    v.optional(v.pipe(v.string(invalid(field)), max(field, n)))
  // The §5 account errors replace the type error when a call omits the field altogether: they say
  // what the call is missing, while an empty field still gets the form's 'è richiesto'.
  const stringOr = (field: FieldLabel, missing?: string) =>
    missing === undefined
      ? text(field)
      : v.pipe(
          v.optional(v.unknown(), null),
          v.check((input) => typeof input === 'string', missing),
          v.string(),
        )
  const email = (missing?: string) =>
    v.pipe(
      stringOr(L.email, missing),
      v.trim(),
      r.required<string>(L.email),
      max(L.email, EMAIL_MAX_LENGTH),
      r.email<string>(L.email),
    )
  const newPassword = (missing?: string) =>
    v.pipe(
      stringOr(L.password, missing),
      r.required<string>(L.password),
      r.min<string>(L.password, PASSWORD_MIN_LENGTH),
      max(L.password, PASSWORD_MAX_LENGTH),
    )
  const confirmation = (missing?: string) =>
    v.pipe(
      stringOr(L.passwordConfirmation, missing),
      r.required<string>(L.passwordConfirmation),
      max(L.passwordConfirmation, PASSWORD_MAX_LENGTH),
    )
  // Reported on password_confirmation, and even while other fields are still wrong (partialCheck),
  // so the form shows it as soon as both passwords are filled in.
  const passwordPaths = [['password'], ['password_confirmation']] as const
  const samePasswords = (input: { password: string; password_confirmation: string }) =>
    input.password === input.password_confirmation
  const mismatch = say(validationMessages.userConfirmPassword, L.passwordConfirmation)
  const accepted = (field: FieldLabel) =>
    v.pipe(v.optional(v.boolean(invalid(field)), false), r.required<boolean>(field))
  const digits = (field: FieldLabel, n: number) =>
    v.pipe(
      text(field),
      v.trim(),
      r.required<string>(field),
      r.numeric<string>(field),
      r.length<string>(field, n),
      max(field, n),
    )

  const role = v.pipe(
    v.optional(v.unknown(), null),
    v.check((input) => !Array.isArray(input), accountErrors.registerSingleRole),
    r.required<unknown>(L.role),
    // An array already has its own message above.
    r.custom<unknown>(
      L.role,
      (input) => Array.isArray(input) || (REGISTER_ROLES as readonly unknown[]).includes(input),
    ),
    v.picklist(REGISTER_ROLES),
  )

  // HR fiscal data (SPEC.md §5): a person gives name and tax code, a company its name and VAT number.
  // The one fiscal rule set (contracts/core/validation/fiscal.ts): check digits and characters included.
  const vatNumber = v.optional(
    v.pipe(
      v.string(invalid(L.vatNumber)),
      v.trim(),
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      max(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ),
  )
  const reaCode = v.optional(
    v.pipe(v.string(invalid(L.reaCode)), max(L.reaCode, REA_CODE_MAX_LENGTH), r.codiceRea<string>(L.reaCode)),
  )
  const H = HR_FISCAL_MAX_LENGTH
  const fiscalExtras = {
    pec: v.optional(v.pipe(v.string(invalid(L.pec)), max(L.pec, H.pec), r.email<string>(L.pec))),
    codice_univoco: v.optional(
      v.pipe(
        v.string(invalid(L.sdi)),
        v.trim(),
        v.toUpperCase(),
        max(L.sdi, H.codice_univoco),
        r.sdiCode<string>(L.sdi),
      ),
    ),
    indirizzo: optionalText(L.address, H.indirizzo),
    citta: optionalText(L.city, H.citta),
    provincia: v.optional(
      v.pipe(
        v.string(invalid(L.province)),
        v.trim(),
        v.toUpperCase(),
        max(L.province, H.provincia),
        r.province<string>(L.province),
      ),
    ),
    cap: v.optional(
      v.pipe(
        v.string(invalid(L.zip)),
        r.numeric<string>(L.zip),
        r.length<string>(L.zip, H.cap),
        max(L.zip, H.cap),
      ),
    ),
  }
  const HrFiscalData = v.variant(
    'tipo_persona',
    [
      v.object({
        tipo_persona: v.literal('fisica'),
        nome: requiredText(L.firstName, H.nome),
        cognome: requiredText(L.lastName, H.cognome),
        codice_fiscale: v.pipe(
          requiredText(L.fiscalCode, H.codice_fiscale),
          v.toUpperCase(),
          r.codiceFiscale<string>(L.fiscalCode),
        ),
        ragione_sociale: optionalText(L.companyName, H.ragione_sociale),
        p_iva: vatNumber,
        codice_rea: reaCode,
        ...fiscalExtras,
      }),
      v.object({
        tipo_persona: v.literal('giuridica'),
        ragione_sociale: requiredText(L.companyName, H.ragione_sociale),
        p_iva: v.pipe(digits(L.vatNumber, H.p_iva), r.partitaIva<string>(L.vatNumber)),
        // A company's tax code is usually its VAT number (eleven digits), or a person's sixteen characters.
        codice_fiscale: v.optional(
          v.pipe(
            v.string(invalid(L.fiscalCode)),
            v.trim(),
            v.toUpperCase(),
            max(L.fiscalCode, H.codice_fiscale),
            r.fiscalCode<string>(L.fiscalCode),
          ),
        ),
        nome: optionalText(L.firstName, H.nome),
        cognome: optionalText(L.lastName, H.cognome),
        codice_rea: reaCode,
        ...fiscalExtras,
      }),
    ],
    invalid(L.personType),
  )
  const terms = { terms_accepted: accepted(L.terms), privacy_accepted: accepted(L.privacy) }
  const referralCode = v.nullish(
    v.pipe(v.string(invalid(L.referralCode)), max(L.referralCode, REFERRAL_CODE_MAX_LENGTH)),
  )
  /** What a Facebook or Google SDK gave the SPA: an access token or an ID token. */
  const providerToken = requiredText(L.token, PROVIDER_TOKEN_MAX_LENGTH)

  /**
   * The billing information (SPEC.md §3) with the one fiscal rule set (issue 36), for the checkout's
   * billing step, /mysettings/billing and the buy call's check of the saved data alike. Every field
   * is optional: the SPA sends only the non-empty ones (billingUpsertPayload); which fields an
   * invoice needs is the completeness check's business (a person's name and codice fiscale, a
   * company's name, partita IVA and SDI code or PEC).
   */
  const B = BILLING_MAX_LENGTH
  /** Trimmed text with its length bound and the field's own checks, upper-cased for codes. */
  const billingField = (
    field: FieldLabel,
    n: number,
    checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [],
    { upper = false } = {},
  ) =>
    v.optional(
      v.pipe(
        v.string(invalid(field)),
        v.trim(),
        ...(upper ? [v.toUpperCase()] : []),
        max(field, n),
        ...checks,
      ) as v.GenericSchema<string, string>,
    )
  const oneOf = (field: FieldLabel, n: number, options: readonly string[]) =>
    billingField(field, n, [r.custom<string>(field, (value) => options.includes(value))])
  const billingFields = {
    first_name: billingField(L.firstName, B.first_name, [r.plainText<string>(L.firstName)]),
    last_name: billingField(L.lastName, B.last_name, [r.plainText<string>(L.lastName)]),
    fiscal_name: billingField(L.fiscalName, B.fiscal_name, [r.plainText<string>(L.fiscalName)]),
    fiscal_code: billingField(L.fiscalCode, B.fiscal_code, [r.fiscalCode<string>(L.fiscalCode)], {
      upper: true,
    }),
    p_iva: billingField(L.vatNumber, B.p_iva, [
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ]),
    phone_code: billingField(L.phoneCode, B.phone_code, [
      r.custom<string>(L.phoneCode, (value) => PHONE_CODE_REGEX.test(value)),
    ]),
    phone: v.optional(
      v.pipe(
        v.string(invalid(L.phone)),
        // People type spaces, dots or dashes between the groups of digits.
        v.transform((value: string) => value.replace(/[\s.-]/g, '')),
        max(L.phone, B.phone),
        r.numeric<string>(L.phone),
        r.min<string>(L.phone, BILLING_PHONE_MIN_LENGTH),
        r.max<string>(L.phone, BILLING_PHONE_MAX_DIGITS),
      ),
    ),
    pec: billingField(L.pec, B.pec, [r.email<string>(L.pec)]),
    unique_id: billingField(L.sdi, B.unique_id, [r.sdiCode<string>(L.sdi)], { upper: true }),
    address: billingField(L.address, B.address, [r.plainText<string>(L.address)]),
    address_number: billingField(L.addressNumber, B.address_number, [r.plainText<string>(L.addressNumber)]),
    city: billingField(L.city, B.city, [r.plainText<string>(L.city)]),
    province: billingField(L.province, B.province, [r.province<string>(L.province)], { upper: true }),
    zip: billingField(L.zip, B.zip, [r.numeric<string>(L.zip), r.length<string>(L.zip, ZIP_LENGTH)]),
    fiscal_type: oneOf(L.fiscalType, B.fiscal_type, FISCAL_TYPES),
    inps: oneOf(L.inps, B.inps, INPS_TYPES),
    vat: oneOf(L.vat, B.vat, VAT_RATES),
    retention_tax: oneOf(L.retentionTax, B.retention_tax, RETENTION_TAX_RATES),
    legal_first_name: billingField(L.legalFirstName, B.legal_first_name, [
      r.plainText<string>(L.legalFirstName),
    ]),
    legal_last_name: billingField(L.legalLastName, B.legal_last_name, [r.plainText<string>(L.legalLastName)]),
    legal_fiscal_code: billingField(
      L.legalFiscalCode,
      B.legal_fiscal_code,
      [r.codiceFiscale<string>(L.legalFiscalCode)],
      { upper: true },
    ),
  } satisfies Record<Exclude<BillingField, 'type'>, unknown>
  /** An HR user's company (SPEC.md §3 User.hr_data), edited with the billing information. */
  const hrData = v.object({
    ragione_sociale: billingField(L.companyName, H.ragione_sociale, [r.plainText<string>(L.companyName)]),
    p_iva: billingField(L.vatNumber, H.p_iva, [
      r.numeric<string>(L.vatNumber),
      r.length<string>(L.vatNumber, VAT_NUMBER_LENGTH),
      r.partitaIva<string>(L.vatNumber),
    ]),
    codice_rea: billingField(L.reaCode, H.codice_rea, [r.codiceRea<string>(L.reaCode)], { upper: true }),
  })

  return {
    HrFiscalData,

    RegisterBody: v.pipe(
      v.object({
        email: email(),
        first_name: name(L.firstName),
        last_name: name(L.lastName),
        newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter)), false),
        password: newPassword(),
        password_confirmation: confirmation(),
        referral_code: referralCode,
        privacy_accepted: accepted(L.privacy),
        role,
        terms_accepted: accepted(L.terms),
        fiscal_data: v.optional(HrFiscalData),
      }),
      v.forward(v.partialCheck(passwordPaths, samePasswords, mismatch), ['password_confirmation']),
      v.forward(
        v.partialCheck(
          [['role'], ['fiscal_data']],
          (input) => input.role !== 'hr' || input.fiscal_data !== undefined,
          say(validationMessages.required, L.fiscalData),
        ),
        ['fiscal_data'],
      ),
    ),

    LoginBody: v.object({
      email: email(),
      password: v.pipe(
        text(L.password),
        r.required<string>(L.password),
        max(L.password, PASSWORD_MAX_LENGTH),
      ),
    }),

    PasswordAskResetBody: v.object({ email: email() }),

    PasswordVerifyPinBody: v.object({ email: email(), pin: digits(L.pin, PIN_LENGTH) }),

    /**
     * `reset_token`: the single-use grant of the PIN step; without it, the logged-in owner proves
     * who they are with `current_password`.
     */
    PasswordUpdateBody: v.pipe(
      v.object({
        password: newPassword(accountErrors.passwordUpdateNeedsBoth),
        password_confirmation: confirmation(accountErrors.passwordUpdateNeedsBoth),
        reset_token: v.optional(v.pipe(v.string(invalid(L.token)), max(L.token, TOKEN_MAX_LENGTH))),
        current_password: v.optional(
          v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
        ),
      }),
      v.forward(v.partialCheck(passwordPaths, samePasswords, mismatch), ['password_confirmation']),
    ),

    OtpRequestBody: v.object({
      email: email(accountErrors.otpAskNeedsEmail),
      /** Unix time in seconds when the code was asked for. */
      // Optional first, so a missing timestamp gets the localized 'è richiesto' instead of valibot's key error.
      timestamp: v.pipe(
        v.optional(v.unknown(), null),
        r.required<unknown>(L.timestamp),
        v.number(invalid(L.timestamp)),
        v.integer(invalid(L.timestamp)),
        r.minValue<number>(L.timestamp, 0),
      ),
    }),

    /** The code step of a login on a new device while the account is locked. */
    LoginCodeBody: v.object({
      challenge_token: requiredText(L.token, TOKEN_MAX_LENGTH),
      otp: digits(L.otp, OTP_LENGTH),
    }),

    OtpVerifyBody: v.object({
      email: email(accountErrors.otpVerifyNeedsEmail),
      otp: digits(L.otp, OTP_LENGTH),
    }),

    EmailVerifyBody: v.object({ token: requiredText(L.token, TOKEN_MAX_LENGTH) }),

    /** Deleting the account, proved with the password. */
    AccountDeletionBody: v.object({
      current_password: v.optional(
        v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
      ),
    }),

    /** A new address for the account: confirmed by a link sent to it, proved with the password. */
    EmailChangeBody: v.object({
      email: email(),
      current_password: v.optional(
        v.pipe(v.string(invalid(L.password)), max(L.password, PASSWORD_MAX_LENGTH)),
      ),
    }),

    MeUpdateBody: v.object({
      first_name: name(L.firstName),
      last_name: name(L.lastName),
      newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter))),
      locale: v.optional(v.picklist(LOCALES, invalid(L.locale))),
    }),

    TermsBody: v.object(terms),

    InvoiceDataBody: v.object({
      ...billingFields,
      type: v.optional(v.picklist(PERSON_TYPES, invalid(L.personType))),
      /** HR users only: their company's name, partita IVA and REA code (ignored for other roles). */
      hr_data: v.optional(hrData),
    }),

    /** An HR user's company data, on its own (the onboarding's hr-details step checks the same). */
    HrDataBody: hrData,

    SocialLoginBody: v.object({ token: providerToken }),

    /**
     * What a provider cannot tell about a new account. `fiscal_data` (HrFiscalData) is checked
     * only when the role in the path is hr, and ignored otherwise.
     */
    SocialRegisterBody: v.object({
      ...terms,
      newsletter_accepted: v.optional(v.boolean(invalid(L.newsletter)), false),
      referral_code: referralCode,
      fiscal_data: v.optional(
        v.pipe(v.unknown(), v.description('HrFiscalData: required for the hr role, ignored for the others')),
      ),
      token: providerToken,
    }),
  }
}

export type AuthSchemas = ReturnType<typeof createAuthSchemas>
export type AuthSchemaName = keyof AuthSchemas
/** The validated payload of one body schema: `AuthBody<'LoginBody'>`. */
export type AuthBody<K extends AuthSchemaName> = v.InferOutput<AuthSchemas[K]>

/** The body schemas speaking one language, labels included: what the server validates with. */
export const authSchemasFor = perLocale(createAuthSchemas, translateAuthEn)

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for the machines and tests. */
export const authSchemas: AuthSchemas = createAuthSchemas()

// Named exports of the schemas that machines/ and src/ imported before `authSchemas` existed.
// New schemas need none of these: use `authSchemas.X` and `AuthBody<'X'>`.
export const {
  HrFiscalData,
  RegisterBody,
  LoginBody,
  PasswordAskResetBody,
  PasswordVerifyPinBody,
  PasswordUpdateBody,
  TermsBody,
} = authSchemas
export type HrFiscalData = AuthBody<'HrFiscalData'>
export type RegisterBody = AuthBody<'RegisterBody'>
export type LoginBody = AuthBody<'LoginBody'>
export type TermsBody = AuthBody<'TermsBody'>

// ---------------------------------------------------------------------------------------------
// Path parameters (no form fills them in, so their messages are the API's own)

/** PUT /api/password/update/:id. Nine digits at most: anything longer is no user id. */
export const UserIdParams = v.object({
  id: v.pipe(
    v.string(apiMessage(accountsApiMessages.idParam)),
    v.regex(/^\d{1,9}$/, apiMessage(accountsApiMessages.idParam)),
    v.transform(Number),
  ),
})

/** POST /api/fbregister/:role and /api/gregister/:role. */
export const RegisterRoleParams = v.object({
  role: v.picklist(
    REGISTER_ROLES,
    apiMessage(accountsApiMessages.roleParam, { roles: REGISTER_ROLES.join(', ') }),
  ),
})

// ---------------------------------------------------------------------------------------------
// Form -> payload mappings

/** What the HR registration form holds: the account fields and the fiscal data, no names or role. */
export type HrRegistrationForm = Omit<RegisterBody, 'first_name' | 'last_name' | 'role' | 'fiscal_data'> & {
  fiscal_data: HrFiscalData
}

/**
 * SPEC.md §5 HR registration: a person's nome and cognome become first and last name; for a
 * company ragione_sociale becomes the first name and the last name is '-'. The whole fiscal
 * data goes along as fiscal_data.
 */
export function mapHrRegistration(form: HrRegistrationForm): RegisterBody {
  const { fiscal_data, ...account } = form
  const names =
    fiscal_data.tipo_persona === 'fisica'
      ? { first_name: fiscal_data.nome, last_name: fiscal_data.cognome }
      : { first_name: fiscal_data.ragione_sociale, last_name: COMPANY_LAST_NAME }
  return { ...account, ...names, role: 'hr', fiscal_data: { ...fiscal_data } }
}

/**
 * SPEC.md §5 "Billing upsert sends only non-empty fields": keeps the billing fields that hold
 * something once trimmed (so a blank input never overwrites a stored value); anything else in the
 * form (id, timestamps) is left out.
 */
export function billingUpsertPayload(
  form: Partial<Record<BillingField | 'id', string | number | null | undefined>> & {
    hr_data?: Partial<Record<keyof UserHrData, string | null | undefined>> | null
  },
): AuthBody<'InvoiceDataBody'> {
  const nonEmpty = <K extends string>(
    source: Partial<Record<K, string | number | null | undefined>>,
    keys: readonly K[],
  ) => {
    const kept: Record<string, string> = {}
    for (const key of keys) {
      const value = source[key]
      if (isEmptyValue(value)) continue
      const text = String(value).trim()
      if (text !== '') kept[key] = text
    }
    return kept
  }
  const payload: Record<string, unknown> = nonEmpty(form, BILLING_FIELDS)
  if (form.hr_data) {
    const company = nonEmpty(form.hr_data, ['ragione_sociale', 'p_iva', 'codice_rea'] as const)
    if (Object.keys(company).length > 0) payload.hr_data = company
  }
  return payload as AuthBody<'InvoiceDataBody'>
}
