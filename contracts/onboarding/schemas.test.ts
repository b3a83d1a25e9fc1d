import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BILLING_MAX_LENGTH } from '../accounts/schemas'
import { formatIssues } from '../core/validation'
import { onboardingSchemasFor } from './schemas'

const { BillingStepBody, InterestsSyncBody, SkillsBody, UserDetailsBody } = onboardingSchemasFor('it')
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : formatIssues(result.issues)
}

const address = { address: 'Via Roma', address_number: '12', city: 'Bologna', province: 'BO', zip: '40121' }

describe('BillingStepBody', () => {
  it('asks a person for name, surname and codice fiscale, and nothing of a company', () => {
    const errors = errorsOf(BillingStepBody, { type: 'fisica', unique_id: 'ABC1234', ...address })
    expect(errors).toEqual({
      first_name: ['Il campo Nome è richiesto'],
      last_name: ['Il campo Cognome è richiesto'],
      fiscal_code: ['Il campo Codice fiscale è richiesto'],
    })
  })

  it('asks a company for its name and partita IVA, and nothing of a person', () => {
    const errors = errorsOf(BillingStepBody, { type: 'giuridica', unique_id: 'ABC1234', ...address })
    expect(errors).toEqual({
      fiscal_name: ['Il campo Ragione sociale è richiesto'],
      p_iva: ['Il campo Partita IVA è richiesto'],
    })
  })
})

describe('billing limits', () => {
  // The step writes the same billing row as PUT /api/invoice-data, so it bounds the fields alike.
  const shared = [
    'first_name',
    'last_name',
    'fiscal_code',
    'p_iva',
    'unique_id',
    'pec',
    'address',
    'address_number',
    'city',
    'province',
  ] as const

  it.each(shared)('bounds %s as the invoice data do', (field) => {
    const n = BILLING_MAX_LENGTH[field]
    const tooLong = (length: number) =>
      (
        errorsOf(BillingStepBody, { type: 'fisica', ...address, [field]: '1'.repeat(length) })[field] ?? []
      ).filter((message) => message.includes('non può contenere più di'))
    expect(tooLong(n + 1)).toEqual([expect.stringContaining(`più di ${n} caratteri`)])
    expect(tooLong(n)).toEqual([])
  })
})

describe('UserDetailsBody', () => {
  const details = {
    first_name: 'Chiara',
    last_name: 'Esposito',
    slug: 'chiara-esposito',
    birth_date: '17/04/1990',
    gender: 'female',
    region: 'Emilia-Romagna',
    ...address,
  }

  it('asks for every shipping field only when the shipping address is not the residence', () => {
    expect(errorsOf(UserDetailsBody, details)).toEqual({})
    expect(errorsOf(UserDetailsBody, { ...details, same_residency: false })).toEqual({
      shipping_address: ['Il campo Indirizzo è richiesto'],
      shipping_address_number: ['Il campo Numero civico è richiesto'],
      shipping_city: ['Il campo Città è richiesto'],
      shipping_province: ['Il campo Provincia è richiesto'],
      shipping_region: ['Il campo Regione è richiesto'],
      shipping_zip: ['Il campo CAP è richiesto'],
    })
  })
})

describe('catalogue picks', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

  it('want at least one interest, at most 10, all from the catalogue', () => {
    expect(errorsOf(InterestsSyncBody, { interests: ids(10) })).toEqual({})
    expect(errorsOf(InterestsSyncBody, {})).toEqual({ interests: ['Il campo Interessi è richiesto'] })
    expect(errorsOf(InterestsSyncBody, { interests: ids(11) })).toEqual({
      interests: ['Puoi scegliere al massimo 10 interessi.'],
    })
    expect(errorsOf(InterestsSyncBody, { interests: [1, 999] })).toEqual({
      interests: ['Uno degli interessi scelti non esiste più: aggiorna la pagina.'],
    })
  })

  it('want at least one skill, at most 15, all from the catalogue', () => {
    expect(errorsOf(SkillsBody, { skills: ids(15) })).toEqual({})
    expect(errorsOf(SkillsBody, { skills: [] })).toEqual({ skills: ['Il campo Competenze è richiesto'] })
    expect(errorsOf(SkillsBody, { skills: ids(16) })).toEqual({
      skills: ['Puoi scegliere al massimo 15 competenze.'],
    })
    expect(errorsOf(SkillsBody, { skills: [999] })).toEqual({
      skills: ['Una delle competenze scelte non esiste più: aggiorna la pagina.'],
    })
  })
})
