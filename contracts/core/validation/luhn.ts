/**
 * Luhn's check digit: every card number carries it, and so does the partita IVA (its eleventh
 * digit is the Luhn digit of the first ten), so the payments and the fiscal checks share it.
 */
export function isLuhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}
