import { describe, expect, it } from 'vitest'
import { activateLocale, i18n, loadEveryCatalogPart } from '../../../shared/i18n'
import { applicationStatusLabel } from './labels'

describe('applicationStatusLabel', () => {
  it("agrees 'hired' with the person's gender, neutral when the profile does not say", async () => {
    await loadEveryCatalogPart('it')
    await activateLocale('it')
    expect(applicationStatusLabel(i18n, 'hired', 'female')).toBe('Assunta')
    expect(applicationStatusLabel(i18n, 'hired', 'male')).toBe('Assunto')
    expect(applicationStatusLabel(i18n, 'hired', null)).toBe('Assunzione')
    expect(applicationStatusLabel(i18n, 'hired', 'other')).toBe('Assunzione')
    expect(applicationStatusLabel(i18n, 'shortlisted', 'female')).toBe('In rosa')
    await loadEveryCatalogPart('en')
    await activateLocale('en')
    expect(applicationStatusLabel(i18n, 'hired', 'female')).toBe('Hired')
  })
})
