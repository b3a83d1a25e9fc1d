import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  RETRY_STATUSES,
  subscriptionIntervalLabel,
  type Locale,
  type SubscriptionInterval,
} from './constants'

describe('subscriptionIntervalLabel', () => {
  const cases: [SubscriptionInterval, number, Locale, string][] = [
    ['month', 1, 'it', 'mensile'],
    ['month', 2, 'it', 'bimestrale'],
    ['month', 3, 'it', 'trimestrale'],
    ['month', 4, 'it', 'quadrimestrale'],
    ['month', 6, 'it', 'semestrale'],
    ['month', 1, 'en', 'monthly'],
    ['month', 2, 'en', 'bimonthly'],
    ['month', 3, 'en', 'quarterly'],
    ['month', 4, 'en', 'four-monthly'],
    ['month', 6, 'en', 'six-monthly'],
    ['month', 5, 'it', '5 mesi'],
    ['month', 5, 'en', '5 months'],
    ['month', 12, 'it', '12 mesi'],
    ['month', 18, 'en', '18 months'],
    ['year', 1, 'it', 'annuale'],
    ['year', 2, 'it', 'biennale'],
    ['year', 3, 'it', 'triennale'],
    ['year', 4, 'it', 'quadriennale'],
    ['year', 1, 'en', 'annual'],
    ['year', 2, 'en', 'biennial'],
    ['year', 3, 'en', 'triennial'],
    ['year', 4, 'en', 'quadrennial'],
    ['year', 5, 'it', '5 anni'],
    ['year', 5, 'en', '5 years'],
    ['year', 6, 'en', '6 years'],
  ]
  it.each(cases)('%s × %i in %s is %s', (interval, count, locale, label) => {
    expect(subscriptionIntervalLabel(interval, count, locale)).toBe(label)
  })
})

describe('constants', () => {
  it('Italian is the default of the two locales', () => {
    expect(LOCALES).toEqual(['it', 'en'])
    expect(DEFAULT_LOCALE).toBe('it')
    expect(LOCALE_TAGS).toEqual({ it: 'it-IT', en: 'en-US' })
  })

  it('keeps the SPEC breakpoints and retry statuses', () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 })
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })
})
