/**
 * IBAN (ISO 13616): country code, two check digits, then the country's account number; valid when
 * the number read with the first four characters moved to the end (letters as 10–35) leaves 1
 * modulo 97. Spaces are for reading only. Each country has a fixed length; those of SEPA are listed.
 */
const LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
}

/** The IBAN without spaces, in capitals. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

export function isIbanValid(input: string): boolean {
  const iban = normalizeIban(input)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false
  if (LENGTHS[iban.slice(0, 2)] !== iban.length) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const value = character >= 'A' ? character.charCodeAt(0) - 55 : Number(character)
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
  }
  return remainder === 1
}

/** For showing a saved IBAN: groups of four, all but the last four characters hidden. */
export const maskIban = (iban: string) =>
  (
    normalizeIban(iban).slice(0, 4) +
    '•'.repeat(Math.max(0, iban.length - 8)) +
    normalizeIban(iban).slice(-4)
  ).replace(/(.{4})(?=.)/g, '$1 ')
