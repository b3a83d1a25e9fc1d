export {
  accountErrors,
  validationMessages,
  type MessageDescriptor,
  type ValidationMessageKey,
} from './messages'
export { validationMessagesEn } from './messages.en'
export {
  createTranslate,
  interpolate,
  perLocale,
  translateEn,
  translateFor,
  translateIt,
  type Translate,
} from './translate'
export {
  BIDI_CONTROLS,
  CODICE_FISCALE_REGEX,
  CODICE_REA_REGEX,
  PHONE_NUMBER_REGEX,
  createRules,
  isEmptyValue,
  rules,
  type DateLike,
  type FieldLabel,
  type IsAdultOptions,
  type Rule,
  type Rules,
  type Target,
} from './rules'
export { isLuhnValid } from './luhn'
export {
  CAP_REGEX,
  CODICE_FISCALE_FULL_REGEX,
  OMOCODIA_LETTERS,
  PROVINCE_CODES,
  SDI_CODE_REGEX,
  codiceFiscaleCheckChar,
  hasCodiceFiscaleShape,
  isCodiceFiscale,
  isFiscalCode,
  isPartitaIva,
  isProvinceCode,
  partitaIvaCheckDigit,
} from './fiscal'
export { formatDate, parseDate, dateKey, type CalendarDate } from './dates'
export { ROOT_FIELD, formatIssues, validationErrorBody } from './issues'
