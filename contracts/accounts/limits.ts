/**
 * The accounts' enumerations and length limits, free of valibot: the login, registration and
 * password-reset pages render their inputs (maxLength, the role) with these before the schemas of
 * ./schemas.ts, which re-exports them, arrive (DESIGN.md §7 budget of the pages a newcomer starts on).
 */
/** Registration takes one of these; admins are never self-registered. */
export const REGISTER_ROLES = ['trainer', 'student', 'hr'] as const
export type RegisterRole = (typeof REGISTER_ROLES)[number]
export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const
export const PERSON_TYPES = ['fisica', 'giuridica'] as const
export type PersonType = (typeof PERSON_TYPES)[number]
/** A trainer's fiscal regime, pension fund, VAT rate and withholding (SPEC.md §3 Billing information). */
export const FISCAL_TYPES = ['forfettario', 'ordinario', 'occasionale'] as const
export const INPS_TYPES = [
  'gestione_separata',
  'artigiani_commercianti',
  'cassa_professionale',
  'nessuna',
] as const
export const VAT_RATES = ['0', '4', '5', '10', '22'] as const
export const RETENTION_TAX_RATES = ['0', '20'] as const
/** '0039' (SPEC.md §9) or '+39'. */
export const PHONE_CODE_REGEX = /^(00|\+)\d{1,4}$/
export const BILLING_PHONE_MIN_LENGTH = 6
export const BILLING_PHONE_MAX_DIGITS = 15
/** SPEC.md §5: a company registering as HR has its name as first name and this as last name. */
export const COMPANY_LAST_NAME = '-'
export const PASSWORD_MIN_LENGTH = 8
/** Long enough for any passphrase; a bound keeps hashing a 1 MB "password" off the server. */
export const PASSWORD_MAX_LENGTH = 128

/** Days between asking to delete the account and its anonymisation; logging in meanwhile keeps it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30
export const PIN_LENGTH = 6
export const OTP_LENGTH = 6

// Longest texts the accounts calls accept. Every text has one, so a client cannot store (and every
// page then serve) a megabyte where a name goes: the API answers 422 naming the field, and the
// forms stop typing at the same length (maxLength on the inputs).
/** A person's first or last name, and a company's name (it becomes the first name, SPEC.md §5). */
export const NAME_MAX_LENGTH = 100
/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254
export const REFERRAL_CODE_MAX_LENGTH = 32
/** An e-mail verification or password-reset token: ours are far shorter. */
export const TOKEN_MAX_LENGTH = 512
/** A Facebook access token or a Google ID token (a signed JWT runs to a couple of KB). */
export const PROVIDER_TOKEN_MAX_LENGTH = 4096
/** A person's codice fiscale has 16 characters, a company's 11 digits. */
export const FISCAL_CODE_MAX_LENGTH = 16
export const VAT_NUMBER_LENGTH = 11
/** 'RM-1234567'. */
export const REA_CODE_MAX_LENGTH = 10
/** The SDI recipient code: 7 characters (6 for the public administration). */
export const UNIQUE_CODE_MAX_LENGTH = 7
export const ZIP_LENGTH = 5
export const ADDRESS_MAX_LENGTH = 200
export const CITY_MAX_LENGTH = 100
export const PROVINCE_MAX_LENGTH = 50
/** The HR registration's fiscal data (HrFiscalData), by field. */
export const HR_FISCAL_MAX_LENGTH = {
  nome: NAME_MAX_LENGTH,
  cognome: NAME_MAX_LENGTH,
  ragione_sociale: NAME_MAX_LENGTH,
  codice_fiscale: FISCAL_CODE_MAX_LENGTH,
  p_iva: VAT_NUMBER_LENGTH,
  codice_rea: REA_CODE_MAX_LENGTH,
  pec: EMAIL_MAX_LENGTH,
  codice_univoco: UNIQUE_CODE_MAX_LENGTH,
  indirizzo: ADDRESS_MAX_LENGTH,
  citta: CITY_MAX_LENGTH,
  provincia: PROVINCE_MAX_LENGTH,
  cap: ZIP_LENGTH,
} as const
