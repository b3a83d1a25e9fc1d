import { describe, expect, it } from 'vitest'
import { isPartitaIva } from './fiscal'

describe('isPartitaIva', () => {
  it("takes eleven digits whose last one is Luhn's digit of the first ten, as real ones are", () => {
    expect(isPartitaIva('00488410010')).toBe(true)
    expect(isPartitaIva(' 00743110157 ')).toBe(true)
    expect(isPartitaIva('00488410011')).toBe(false)
  })

  it('refuses a Luhn-valid number of any other length, and letters', () => {
    expect(isPartitaIva('000488410010')).toBe(false)
    expect(isPartitaIva('0048841001')).toBe(false)
    expect(isPartitaIva('0048841001A')).toBe(false)
  })
})
