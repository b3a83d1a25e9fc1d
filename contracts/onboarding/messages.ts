/**
 * The ONBOARDING messages: the fields' labels and the rules' messages as Lingui descriptors, with
 * their English text (the SPA renders them with Lingui, the server with the request's language).
 */
import type { MessageDescriptor } from '../core/validation'

export const onboardingFieldLabels = {
  phoneCode: /*i18n*/ { id: 'onboarding.field.phone_code', message: 'Prefisso' },
  phone: /*i18n*/ { id: 'onboarding.field.phone', message: 'Numero di telefono' },
  otp: /*i18n*/ { id: 'onboarding.field.otp', message: 'Codice' },
  interests: /*i18n*/ { id: 'onboarding.field.interests', message: 'Interessi' },
  firstName: /*i18n*/ { id: 'onboarding.field.first_name', message: 'Nome' },
  lastName: /*i18n*/ { id: 'onboarding.field.last_name', message: 'Cognome' },
  nickname: /*i18n*/ { id: 'onboarding.field.nickname', message: 'Nickname' },
  slug: /*i18n*/ { id: 'onboarding.field.slug', message: 'Indirizzo del profilo' },
  birthDate: /*i18n*/ { id: 'onboarding.field.birth_date', message: 'Data di nascita' },
  gender: /*i18n*/ { id: 'onboarding.field.gender', message: 'Genere' },
  address: /*i18n*/ { id: 'onboarding.field.address', message: 'Indirizzo' },
  addressNumber: /*i18n*/ { id: 'onboarding.field.address_number', message: 'Numero civico' },
  city: /*i18n*/ { id: 'onboarding.field.city', message: 'Città' },
  province: /*i18n*/ { id: 'onboarding.field.province', message: 'Provincia' },
  region: /*i18n*/ { id: 'onboarding.field.region', message: 'Regione' },
  zip: /*i18n*/ { id: 'onboarding.field.zip', message: 'CAP' },
  bio: /*i18n*/ { id: 'onboarding.field.bio', message: 'Biografia' },
  mission: /*i18n*/ { id: 'onboarding.field.mission', message: 'Missione' },
  payoff: /*i18n*/ { id: 'onboarding.field.payoff', message: 'Payoff' },
  website: /*i18n*/ { id: 'onboarding.field.website', message: 'Sito web' },
  skills: /*i18n*/ { id: 'onboarding.field.skills', message: 'Competenze' },
  personType: /*i18n*/ { id: 'onboarding.field.type', message: 'Tipo di persona' },
  fiscalName: /*i18n*/ { id: 'onboarding.field.fiscal_name', message: 'Ragione sociale' },
  fiscalCode: /*i18n*/ { id: 'onboarding.field.fiscal_code', message: 'Codice fiscale' },
  vatNumber: /*i18n*/ { id: 'onboarding.field.p_iva', message: 'Partita IVA' },
  sdi: /*i18n*/ { id: 'onboarding.field.unique_id', message: 'Codice SDI' },
  pec: /*i18n*/ { id: 'onboarding.field.pec', message: 'PEC' },
  fiscalType: /*i18n*/ { id: 'onboarding.field.fiscal_type', message: 'Regime fiscale' },
  inps: /*i18n*/ { id: 'onboarding.field.inps', message: 'Cassa previdenziale' },
  vat: /*i18n*/ { id: 'onboarding.field.vat', message: 'Aliquota IVA' },
  retentionTax: /*i18n*/ { id: 'onboarding.field.retention_tax', message: "Ritenuta d'acconto" },
  companyName: /*i18n*/ { id: 'onboarding.field.ragione_sociale', message: 'Ragione sociale' },
  reaCode: /*i18n*/ { id: 'onboarding.field.codice_rea', message: 'Codice REA' },
} as const satisfies Record<string, MessageDescriptor>

export const onboardingMessages = {
  phoneCodeInvalid: /*i18n*/ {
    id: 'onboarding.phone_code.invalid',
    message: 'Il prefisso deve iniziare con 00 seguito da 1 a 4 cifre (per esempio 0039).',
  },
  interestsMax: /*i18n*/ {
    id: 'onboarding.interests.max',
    message: 'Puoi scegliere al massimo {n} interessi.',
  },
  interestUnknown: /*i18n*/ {
    id: 'onboarding.interests.unknown',
    message: 'Uno degli interessi scelti non esiste più: aggiorna la pagina.',
  },
  skillsMax: /*i18n*/ { id: 'onboarding.skills.max', message: 'Puoi scegliere al massimo {n} competenze.' },
  skillUnknown: /*i18n*/ {
    id: 'onboarding.skills.unknown',
    message: 'Una delle competenze scelte non esiste più: aggiorna la pagina.',
  },
  slugFormat: /*i18n*/ {
    id: 'onboarding.slug.format',
    message: "L'indirizzo può contenere solo lettere minuscole, cifre e trattini (da 3 a 60 caratteri).",
  },
  sdiOrPec: /*i18n*/ {
    id: 'onboarding.unique_id.or_pec',
    message: 'Indica il codice SDI oppure la PEC per ricevere le fatture elettroniche.',
  },
} as const satisfies Record<string, MessageDescriptor>

type OnboardingMessageId =
  | (typeof onboardingFieldLabels)[keyof typeof onboardingFieldLabels]['id']
  | (typeof onboardingMessages)[keyof typeof onboardingMessages]['id']

/** English text of every message above, for the server (the SPA reads locales/en). */
export const onboardingMessagesEn = {
  'onboarding.field.phone_code': 'Prefix',
  'onboarding.field.phone': 'Phone number',
  'onboarding.field.otp': 'Code',
  'onboarding.field.interests': 'Interests',
  'onboarding.phone_code.invalid': 'The prefix must be 00 followed by 1 to 4 digits (for example 0039).',
  'onboarding.interests.max': 'You can choose at most {n} interests.',
  'onboarding.interests.unknown': 'One of the chosen interests no longer exists: reload the page.',
  'onboarding.field.first_name': 'First name',
  'onboarding.field.last_name': 'Last name',
  'onboarding.field.nickname': 'Nickname',
  'onboarding.field.slug': 'Profile address',
  'onboarding.field.birth_date': 'Date of birth',
  'onboarding.field.gender': 'Gender',
  'onboarding.field.address': 'Address',
  'onboarding.field.address_number': 'Street number',
  'onboarding.field.city': 'City',
  'onboarding.field.province': 'Province',
  'onboarding.field.region': 'Region',
  'onboarding.field.zip': 'Postcode',
  'onboarding.field.bio': 'Biography',
  'onboarding.field.mission': 'Mission',
  'onboarding.field.payoff': 'Payoff',
  'onboarding.field.website': 'Website',
  'onboarding.field.skills': 'Skills',
  'onboarding.field.type': 'Person type',
  'onboarding.field.fiscal_name': 'Company name',
  'onboarding.field.fiscal_code': 'Tax code',
  'onboarding.field.p_iva': 'VAT number',
  'onboarding.field.unique_id': 'SDI code',
  'onboarding.field.pec': 'PEC',
  'onboarding.field.fiscal_type': 'Tax regime',
  'onboarding.field.inps': 'Pension fund',
  'onboarding.field.vat': 'VAT rate',
  'onboarding.field.retention_tax': 'Withholding tax',
  'onboarding.field.ragione_sociale': 'Company name',
  'onboarding.field.codice_rea': 'REA code',
  'onboarding.skills.max': 'You can choose at most {n} skills.',
  'onboarding.skills.unknown': 'One of the chosen skills no longer exists: reload the page.',
  'onboarding.slug.format':
    'The address may only contain lowercase letters, digits and hyphens (3 to 60 characters).',
  'onboarding.unique_id.or_pec': 'Give the SDI code or the PEC to receive electronic invoices.',
} as const satisfies Record<OnboardingMessageId, string>
