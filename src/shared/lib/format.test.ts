import { describe, expect, it } from 'vitest'
import { formatDate, formatDuration, formatPrice } from './format'

describe('format', () => {
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
})
