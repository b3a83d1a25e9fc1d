/**
 * English text of every validation message, by Lingui id. The lead copies it into
 * the English catalogs (contracts/locales/en.po); the server uses it directly to answer English requests, and the tests use
 * it to prove every rule renders in both languages.
 */
import type { validationMessages } from './messages'

type MessageId = (typeof validationMessages)[keyof typeof validationMessages]['id']

export const validationMessagesEn = {
  'validation.required': 'The {field} field is required',
  'validation.email': 'The {field} field must be a valid email address',
  'validation.min':
    'The {field} field must be at least {n, plural, one {# character} other {# characters}} long',
  'validation.max':
    'The {field} field may not be longer than {n, plural, one {# character} other {# characters}}',
  'validation.length':
    'The {field} field must be exactly {n, plural, one {# character} other {# characters}} long',
  'validation.min_value': 'The {field} field must be at least {n}',
  'validation.max_value': 'The {field} field may not be greater than {n}',
  'validation.numeric': 'The {field} field may only contain digits',
  'validation.is_not': 'The {field} field must have a different value',
  'validation.user_confirm_password': 'Passwords do not match',
  'validation.confirmed': 'The {field} field does not match',
  'validation.date_before': 'The date cannot be later than {date}',
  'validation.date_after': 'The date cannot be earlier than {date}',
  'validation.phone_number': 'Must be a valid phone number without the international prefix.',
  'validation.codice_fiscale': 'The tax code is not valid.',
  'validation.codice_fiscale_check': 'The tax code is not valid: its check character does not match.',
  'validation.partita_iva': 'The VAT number has 11 digits.',
  'validation.partita_iva_check': 'The VAT number is not valid: its check digit does not match.',
  'validation.sdi_code': 'The SDI code has 7 letters or digits.',
  'validation.province':
    'The {field} field must be the code of an Italian province (for example MI), or EE for an address abroad.',
  'validation.lt': 'The value must be less than {n}',
  'validation.lte': 'The value must be less than or equal to {n}',
  'validation.gt': 'The value must be greater than {n}',
  'validation.gte': 'The value must be greater than or equal to {n}',
  'validation.min_words': 'The {field} field must contain at least 40 words',
  'validation.url': 'The {field} field is not a valid URL',
  'validation.plainText':
    'The {field} field contains characters that change the direction of the text, which are not allowed',
  'validation.has_all_keys': 'The {field} field has one or more missing items.',
  'validation.is_adult': 'You must be at least 18 years old',
  'validation.codice_rea': 'The REA code is not valid.',
  'validation.default': '{field} is not valid.',
} as const satisfies Record<MessageId, string>
