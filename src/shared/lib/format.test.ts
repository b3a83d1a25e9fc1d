import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatDate,
  formatDayMonth,
  formatDuration,
  formatLanguage,
  formatPrice,
  initials,
  initialSound,
  percentOf,
} from './format'

describe('format', () => {
  it("names a course's language in the page's language", () => {
    expect(formatLanguage('it', 'it')).toBe('italiano')
    expect(formatLanguage('en', 'it')).toBe('inglese')
    expect(formatLanguage('it', 'en')).toBe('Italian')
    expect(formatLanguage('en', 'en')).toBe('English')
  })

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

  it("labels a chart's days in the page's locale", () => {
    const day = Date.parse('2025-09-07T00:00:00Z') / 1000
    expect(formatDayMonth(day, 'it')).toBe('07/09')
    expect(formatDayMonth(day, 'en')).toBe('9/7')
  })

  it("picks the Italian preposition by the word's first sound: ad Annuale, a Mensile", () => {
    expect(initialSound('Annuale')).toBe('a')
    expect(initialSound('  àncora')).toBe('a')
    expect(initialSound('Mensile')).toBe('other')
    expect(initialSound('Europa')).toBe('other')
  })

  it('formats durations', () => {
    expect(formatDuration(45 * 60)).toBe('45 min')
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 5 min')
    expect(formatDuration(2 * 3600 + 3 * 60)).toBe('2 h 3 min')
    expect(formatDuration(3600)).toBe('1 h')
  })

  it('writes seconds below a minute and rounds minutes to the nearest', () => {
    expect(formatDuration(5)).toBe('5 s')
    expect(formatDuration(20)).toBe('20 s')
    expect(formatDuration(25)).toBe('25 s')
    expect(formatDuration(0)).toBe('0 min')
    expect(formatDuration(89)).toBe('1 min')
    expect(formatDuration(90)).toBe('2 min')
    expect(formatDuration(59 * 60 + 40)).toBe('1 h')
  })

  it('rounds percentages half up, 100 only when all is done', () => {
    expect(percentOf(2, 7)).toBe(29)
    expect(percentOf(6, 7)).toBe(86)
    expect(percentOf(1, 2)).toBe(50)
    expect(percentOf(199, 200)).toBe(99)
    expect(percentOf(1, 300)).toBe(1)
    expect(percentOf(0, 7)).toBe(0)
    expect(percentOf(7, 7)).toBe(100)
    expect(percentOf(0, 0)).toBe(0)
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
