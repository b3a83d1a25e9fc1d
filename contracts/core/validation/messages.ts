/**
 * The messages of the form rules of SPEC.md §5, as Lingui message descriptors. They are plain
 * objects marked with the i18n comment so the extractor puts them in the catalogs while the server
 * (run by tsx, no Babel macro) can still read the Italian source text. The SPEC's wording is kept
 * letter for letter; the rules whose message the SPEC does not show got natural Italian ones.
 * Placeholders: {field} the field label, {n} a number, {date} a DD/MM/YYYY date.
 */

export interface MessageDescriptor {
  id: string
  message?: string
  /** Placeholder values, as Lingui's i18n._(descriptor) reads them. */
  values?: Record<string, unknown>
}

export const validationMessages = {
  required: /*i18n*/ { id: 'validation.required', message: 'Il campo {field} è richiesto' },
  email: /*i18n*/ {
    id: 'validation.email',
    message: 'Il campo {field} deve essere un indirizzo email valido',
  },
  min: /*i18n*/ {
    id: 'validation.min',
    message: 'Il campo {field} deve contenere almeno {n, plural, one {# carattere} other {# caratteri}}',
  },
  max: /*i18n*/ {
    id: 'validation.max',
    message: 'Il campo {field} non può contenere più di {n, plural, one {# carattere} other {# caratteri}}',
  },
  length: /*i18n*/ {
    id: 'validation.length',
    message: 'Il campo {field} deve contenere esattamente {n, plural, one {# carattere} other {# caratteri}}',
  },
  minValue: /*i18n*/ { id: 'validation.min_value', message: 'Il campo {field} deve essere almeno {n}' },
  maxValue: /*i18n*/ {
    id: 'validation.max_value',
    message: 'Il campo {field} non può essere superiore a {n}',
  },
  numeric: /*i18n*/ { id: 'validation.numeric', message: 'Il campo {field} può contenere solo cifre' },
  isNot: /*i18n*/ { id: 'validation.is_not', message: 'Il campo {field} deve avere un valore diverso' },
  userConfirmPassword: /*i18n*/ {
    id: 'validation.user_confirm_password',
    message: 'Passwords non coincidenti',
  },
  confirmed: /*i18n*/ { id: 'validation.confirmed', message: 'Il campo {field} non corrisponde' },
  dateBefore: /*i18n*/ {
    id: 'validation.date_before',
    message: 'La data non può essere maggiore rispetto al {date}',
  },
  dateAfter: /*i18n*/ {
    id: 'validation.date_after',
    message: 'La data non può essere minore rispetto al {date}',
  },
  phoneNumber: /*i18n*/ {
    id: 'validation.phone_number',
    message: 'Deve essere un numero di telefono valido senza prefisso internazionale.',
  },
  codiceFiscale: /*i18n*/ { id: 'validation.codice_fiscale', message: 'Il codice fiscale non è valido.' },
  codiceFiscaleCheck: /*i18n*/ {
    id: 'validation.codice_fiscale_check',
    message: 'Il codice fiscale non è valido: il carattere di controllo non corrisponde.',
  },
  partitaIva: /*i18n*/ {
    id: 'validation.partita_iva',
    message: 'La partita IVA è formata da 11 cifre.',
  },
  partitaIvaCheck: /*i18n*/ {
    id: 'validation.partita_iva_check',
    message: 'La partita IVA non è valida: la cifra di controllo non corrisponde.',
  },
  sdiCode: /*i18n*/ {
    id: 'validation.sdi_code',
    message: 'Il codice SDI è formato da 7 lettere o cifre.',
  },
  province: /*i18n*/ {
    id: 'validation.province',
    message: "Il campo {field} deve essere la sigla di una provincia (per esempio MI), o EE per l'estero.",
  },
  lt: /*i18n*/ { id: 'validation.lt', message: 'Il valore deve essere inferiore a {n}' },
  lte: /*i18n*/ { id: 'validation.lte', message: 'Il valore deve essere inferiore o uguale a {n}' },
  gt: /*i18n*/ { id: 'validation.gt', message: 'Il valore deve essere superiore a {n}' },
  gte: /*i18n*/ { id: 'validation.gte', message: 'Il valore deve essere superiore o uguale a {n}' },
  // The SPEC's forms check the number they are given but always announce 40 words.
  minWords: /*i18n*/ {
    id: 'validation.min_words',
    message: 'Il campo {field} deve contenere almeno 40 parole',
  },
  url: /*i18n*/ { id: 'validation.url', message: 'Il campo {field} non è uno URL valido' },
  plainText: /*i18n*/ {
    id: 'validation.plainText',
    message: 'Il campo {field} contiene caratteri che cambiano la direzione del testo, non ammessi',
  },
  hasAllKeys: /*i18n*/ {
    id: 'validation.has_all_keys',
    message: 'Il campo {field} ha uno o più elementi mancanti.',
  },
  isAdult: /*i18n*/ { id: 'validation.is_adult', message: 'Devi essere maggiorenne' },
  codiceRea: /*i18n*/ { id: 'validation.codice_rea', message: 'Il codice rea non è valido.' },
  // The SPEC gives the generic fallback in English ('{field} is not valid.', messages.en.ts); an
  // Italian request gets it in Italian, as every other message.
  invalid: /*i18n*/ { id: 'validation.default', message: 'Il campo {field} non è valido.' },
} as const satisfies Record<string, MessageDescriptor>

export type ValidationMessageKey = keyof typeof validationMessages

/**
 * Developer-facing errors of the registration and account calls (SPEC.md §5). The SPEC gives them
 * in English and they are thrown, not shown in forms, so they stay plain strings.
 */
export const accountErrors = {
  registerSingleRole: 'You cannot register a single usr as more than one role',
  roleRequired: 'You need to pass the role you want the user to be.',
  otpAskNeedsEmail: 'You cannot ask for OTP without providing the email where to send it',
  otpVerifyNeedsEmail: 'You cannot verify an OTP without providing the email where to send it',
  passwordUpdateNeedsBoth: 'You cannot update a password without providing a password and its confirmation',
} as const
