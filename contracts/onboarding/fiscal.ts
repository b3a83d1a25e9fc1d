/**
 * The checks Italian fiscal identifiers carry in themselves (issue 13: "fiscal checks for real"),
 * beyond the shape SPEC.md §5 gives: the codice fiscale's check character and the partita IVA's
 * check digit (Luhn-like, as the Agenzia delle Entrate computes them).
 */
import { isLuhnValid } from '../core/validation'

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

/**
 * Sixteen characters in the SPEC's pattern — with the letters LMNPQRSTUV allowed for digits, as
 * the Agenzia gives them to people whose code would clash with another (omocodia) — and the right
 * check character.
 */
export const CODICE_FISCALE_FULL_REGEX =
  /^[A-Z]{6}[\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/

export function isCodiceFiscale(value: string): boolean {
  const code = value.trim().toUpperCase()
  if (!CODICE_FISCALE_FULL_REGEX.test(code)) return false
  let sum = 0
  for (let i = 0; i < 15; i += 1) sum += i % 2 === 0 ? ODD_WEIGHTS[code[i]] : evenWeight(code[i])
  return String.fromCharCode(65 + (sum % 26)) === code[15]
}

/** Eleven digits whose last one is the check digit of the first ten (Luhn's, as on a card). */
export function isPartitaIva(value: string): boolean {
  const digits = value.trim()
  return /^\d{11}$/.test(digits) && isLuhnValid(digits)
}

/** The SDI recipient code of electronic invoices: seven letters or digits. */
export const SDI_CODE_REGEX = /^[A-Z0-9]{7}$/i
