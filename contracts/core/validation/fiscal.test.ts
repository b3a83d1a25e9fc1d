import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  codiceFiscaleCheckChar,
  isCodiceFiscale,
  isFiscalCode,
  isPartitaIva,
  isProvinceCode,
  partitaIvaCheckDigit,
} from './fiscal'
import { createRules } from './rules'

describe('isCodiceFiscale', () => {
  it('takes a code whose sixteenth character is the check character of the first fifteen', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562S')).toBe(true)
    expect(isCodiceFiscale(' rssmra85t10a562s ')).toBe(true)
    expect(isCodiceFiscale('WLKGDI98D52F205V')).toBe(true)
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S')
  })

  it('refuses a wrong check character and a wrong shape (issue 36: WLKGDI98D52F20XV)', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562T')).toBe(false)
    expect(isCodiceFiscale('WLKGDI98D52F20XV')).toBe(false)
    expect(isCodiceFiscale('WLKGDI98D52F205X')).toBe(false)
    expect(isCodiceFiscale('ABC')).toBe(false)
    expect(isCodiceFiscale('RSSMRA85T10A562')).toBe(false)
    expect(isCodiceFiscale('12345678903')).toBe(false)
  })

  it('takes omocodia codes (LMNPQRSTUV for digits) with their own check character', () => {
    // 562 -> 56N (2 -> N), 562 -> 5SN (6 -> S, 2 -> N), every digit replaced
    expect(isCodiceFiscale('RSSMRA85T10A56NH')).toBe(true)
    expect(isCodiceFiscale('RSSMRA85T10A5SNT')).toBe(true)
    expect(isCodiceFiscale('RSSMRA85T1MA562J')).toBe(true)
    expect(isCodiceFiscale('RSSMRAURTLMALSNU')).toBe(true)
    // the check character of the plain code does not fit the omocodia one
    expect(isCodiceFiscale('RSSMRA85T10A56NS')).toBe(false)
    // letters outside LMNPQRSTUV never stand for digits
    expect(isCodiceFiscale('RSSMRA85T10A56AS')).toBe(false)
  })
})

describe('isPartitaIva', () => {
  it("takes eleven digits whose last one is Luhn's digit of the first ten, as real ones are", () => {
    expect(isPartitaIva('00488410010')).toBe(true)
    expect(isPartitaIva(' 00743110157 ')).toBe(true)
    expect(isPartitaIva('12345678903')).toBe(true)
    expect(partitaIvaCheckDigit('1234567890')).toBe('3')
    expect(isPartitaIva('00488410011')).toBe(false)
    expect(isPartitaIva('12345678901')).toBe(false)
  })

  it('refuses a Luhn-valid number of any other length, and letters', () => {
    expect(isPartitaIva('000488410010')).toBe(false)
    expect(isPartitaIva('0048841001')).toBe(false)
    expect(isPartitaIva('0048841001A')).toBe(false)
    expect(isPartitaIva('ABC')).toBe(false)
  })
})

describe('isFiscalCode and isProvinceCode', () => {
  it("takes a person's codice fiscale or a company's eleven digits, each with its check", () => {
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true)
    expect(isFiscalCode('00488410010')).toBe(true)
    expect(isFiscalCode('00488410011')).toBe(false)
    expect(isFiscalCode('WLKGDI98D52F20XV')).toBe(false)
  })

  it('knows the sigle of the provinces, and EE for abroad', () => {
    expect(isProvinceCode('MI')).toBe(true)
    expect(isProvinceCode('su')).toBe(true)
    expect(isProvinceCode('EE')).toBe(true)
    expect(isProvinceCode('XX')).toBe(false)
    expect(isProvinceCode('Milano')).toBe(false)
  })
})

describe('the fiscal rules', () => {
  const r = createRules()
  const message = (rule: v.GenericValidation<string>, input: string, lang: 'it' | 'en') => {
    const result = v.safeParse(v.pipe(v.string(), rule as never), input, { lang })
    return result.success ? null : result.issues[0].message
  }

  it.each([
    ['WLKGDI98D52F20XV', 'it', 'Il codice fiscale non è valido.'],
    ['ABC', 'en', 'The tax code is not valid.'],
    ['RSSMRA85T10A562T', 'it', 'Il codice fiscale non è valido: il carattere di controllo non corrisponde.'],
    ['RSSMRA85T10A56NS', 'en', 'The tax code is not valid: its check character does not match.'],
  ])('codiceFiscale refuses %s (%s)', (input, lang, expected) => {
    expect(message(r.codiceFiscale('Codice fiscale'), input, lang as 'it')).toBe(expected)
  })

  it('codiceFiscale takes valid and omocodia codes, and leaves empty values to required', () => {
    for (const input of ['RSSMRA85T10A562S', 'RSSMRA85T10A56NH', ''])
      expect(message(r.codiceFiscale('Codice fiscale'), input, 'it')).toBeNull()
  })

  it.each([
    ['12345678901', 'it', 'La partita IVA non è valida: la cifra di controllo non corrisponde.'],
    ['12345678901', 'en', 'The VAT number is not valid: its check digit does not match.'],
    ['ABC', 'it', 'La partita IVA è formata da 11 cifre.'],
    ['ABC', 'en', 'The VAT number has 11 digits.'],
  ])('partitaIva refuses %s (%s)', (input, lang, expected) => {
    expect(message(r.partitaIva('Partita IVA'), input, lang as 'it')).toBe(expected)
  })

  it.each([
    ['WLKGDI98D52F20XV', 'it', 'Il codice fiscale non è valido.'],
    ['12345678901', 'en', 'The VAT number is not valid: its check digit does not match.'],
    ['RSSMRA85T10A562T', 'en', 'The tax code is not valid: its check character does not match.'],
  ])('fiscalCode refuses %s (%s)', (input, lang, expected) => {
    expect(message(r.fiscalCode('Codice fiscale'), input, lang as 'it')).toBe(expected)
  })

  it('sdiCode and province name what they want', () => {
    expect(message(r.sdiCode('Codice SDI'), 'ABC', 'it')).toBe(
      'Il codice SDI è formato da 7 lettere o cifre.',
    )
    expect(message(r.sdiCode('Codice SDI'), 'M5UXCR1', 'it')).toBeNull()
    expect(message(r.province('Provincia'), 'Milano', 'en')).toBe(
      'The Provincia field must be the code of an Italian province (for example MI), or EE for an address abroad.',
    )
    expect(message(r.province('Provincia'), 'MI', 'en')).toBeNull()
  })
})
