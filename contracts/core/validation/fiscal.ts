/**
 * The one rule set for Italian fiscal data (issue 36): every form and every call that takes a codice
 * fiscale, a partita IVA, an SDI code, a CAP or a province checks it with these functions, through
 * the rules of rules.ts (codiceFiscale, partitaIva, fiscalCode, sdiCode, province). Beyond the shape
 * SPEC.md §5 gives, the identifiers carry their own check: the codice fiscale its check character
 * (DM 23/12/1976, with the omocodia letters the Agenzia delle Entrate substitutes for digits) and the
 * partita IVA its check digit (Luhn's, as on a card).
 */
import { isLuhnValid } from './luhn'

// Odd positions (1st, 3rd, …) weigh characters by this table; even ones by their plain value.
const ODD_WEIGHTS: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
}
const evenWeight = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65)

/** The letters that stand for the digits 0–9 in an omocodia code, in that order. */
export const OMOCODIA_LETTERS = 'LMNPQRSTUV'

/**
 * Sixteen characters in the SPEC's pattern — with the letters LMNPQRSTUV allowed for digits, as the
 * Agenzia gives them to people whose code would clash with another's (omocodia).
 */
export const CODICE_FISCALE_FULL_REGEX =
  /^[A-Z]{6}[\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/

/** The check character of the first fifteen characters of a codice fiscale (upper case). */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0
  for (let i = 0; i < 15; i += 1) {
    const char = first15[i]
    sum += i % 2 === 0 ? ODD_WEIGHTS[char] : evenWeight(char)
  }
  return String.fromCharCode(65 + (sum % 26))
}

/** Whether a value has the codice fiscale's shape (omocodia letters included), whatever its check. */
export function hasCodiceFiscaleShape(value: string): boolean {
  return CODICE_FISCALE_FULL_REGEX.test(value.trim().toUpperCase())
}

/** A person's codice fiscale: its shape and its check character (case and spaces around ignored). */
export function isCodiceFiscale(value: string): boolean {
  const code = value.trim().toUpperCase()
  return CODICE_FISCALE_FULL_REGEX.test(code) && codiceFiscaleCheckChar(code.slice(0, 15)) === code[15]
}

/** The check digit of the first ten digits of a partita IVA. */
export function partitaIvaCheckDigit(first10: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (isLuhnValid(`${first10}${digit}`)) return String(digit)
  throw new Error(`Not ten digits: ${first10}`)
}

/** Eleven digits whose last one is the check digit of the first ten (an 'IT' prefix is not part of it). */
export function isPartitaIva(value: string): boolean {
  const digits = value.trim()
  return /^\d{11}$/.test(digits) && isLuhnValid(digits)
}

/**
 * What a billing form's "codice fiscale" takes: a person's sixteen characters, or — for a company,
 * whose codice fiscale is numeric — eleven digits with the partita IVA's check digit.
 */
export function isFiscalCode(value: string): boolean {
  const code = value.trim()
  return /^\d{11}$/.test(code) ? isPartitaIva(code) : isCodiceFiscale(code)
}

/** The SDI recipient code of a FatturaPA between private parties (FPR12): seven letters or digits. */
export const SDI_CODE_REGEX = /^[A-Z0-9]{7}$/i

/** A CAP: five digits. */
export const CAP_REGEX = /^\d{5}$/

/**
 * The sigle of the Italian provinces and metropolitan cities (ISTAT, 2024), and EE, the FatturaPA's
 * code for an address abroad.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE ' +
    'FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG ' +
    'PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD ' +
    'VA VB VC VE VI VR VT VV EE'
  ).split(' '),
)

export function isProvinceCode(value: string): boolean {
  return PROVINCE_CODES.has(value.trim().toUpperCase())
}
