import { describe, expect, it } from 'vitest'
import { formatAmount, formatDate, formatDuration, formatPrice, initials } from './format'

describe('format', () => {
  it('writes an amount of money, zero included, where a price of zero is left to the caller', () => {
    expect(formatAmount(0, 'en')).toBe('€0.00')
    expect(formatAmount(590, 'en')).toBe('€5.90')
    expect(formatPrice(0, 'en')).toBeNull()
  })

  it('formats prices in the active locale and leaves free to the caller', () => {
    expect(formatPrice(4990, 'it')).toMatch(/^49,90\s€$/)
    expect(formatPrice(4990, 'en')).toBe('€49.90')
    expect(formatPrice(0, 'it')).toBeNull()
  })

  it('writes dates DD/MM/YYYY in Italian', () => {
    expect(formatDate('2025-03-07T10:00:00Z', 'it')).toBe('07/03/2025')
    expect(formatDate('2025-03-07T10:00:00Z', 'en')).toBe('03/07/2025')
    expect(formatDate('not a date', 'it')).toBe('')
  })

  it('formats durations', () => {
    expect(formatDuration(45 * 60)).toBe('45 min')
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min')
    expect(formatDuration(3600)).toBe('1 h')
  })

  describe('initials', () => {
    it('takes the first letter of the first two words, in capitals', () => {
      expect(initials('Lia Rossi')).toBe('LR')
      expect(initials('  maria   de luca ')).toBe('MD')
      expect(initials('Aula')).toBe('A')
      expect(initials('')).toBe('')
    })

    it('keeps an accent written as a combining mark with its letter', () => {
      // 'e' + U+0301 COMBINING ACUTE ACCENT, 'u' + U+0308 COMBINING DIAERESIS
      expect(initials('e\u0301lodie u\u0308ru\u0308n')).toBe('ÉÜ')
      expect(initials('\u00e9lodie')).toBe('É')
      // A combining mark NFC cannot fold into one character stays on its letter.
      expect(initials('q\u0307uinn')).toBe('Q\u0307')
    })

    it('keeps emoji whole: surrogate pairs, skin tones and ZWJ sequences', () => {
      expect(initials('😀 Rossi')).toBe('😀R')
      expect(initials('👩🏽‍💻 Ada')).toBe('👩🏽‍💻A')
      expect(initials('🇮🇹 Italia')).toBe('🇮🇹I')
      expect(initials('𝒜lice Bianchi')).toBe('𝒜B')
    })

    it('skips punctuation: a company’s "-" last name gives no initial', () => {
      expect(initials('Acme Srl -')).toBe('AS')
      expect(initials('Acme -')).toBe('A')
      expect(initials('(Lia) Rossi')).toBe('LR')
    })

    it('leaves a letter whose capital is two letters as it is', () => {
      expect(initials('ßtraße Weg')).toBe('ßW')
    })
  })
})
