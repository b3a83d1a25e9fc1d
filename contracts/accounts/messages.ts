/**
 * The accounts' texts (SPEC.md §5, §8): the login errors, the field labels the §5 messages insert,
 * their English, and the API's own words about path parameters. No valibot: a door may show them
 * before the schemas arrive.
 */
import type { Locale } from '../core/constants'
import type { MessageDescriptor } from '../core/validation'

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
