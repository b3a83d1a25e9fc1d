import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFiles } from '../../scripts/catalog-parts'
import { parsePo } from '../../scripts/po'
import { formatIssues } from '../core/validation'
import { ticketMessagesEn, ticketNumber, ticketSchemasFor } from './tickets'

describe('ticket messages', () => {
  // The server renders them from ticketMessagesEn, the SPA from the English catalogs: one text each.
  const catalog = new Map<string, string>()
  beforeAll(async () => {
    for (const file of await catalogFiles(process.cwd(), 'en'))
      for (const entry of parsePo(readFileSync(file, 'utf8'))) catalog.set(entry.id, entry.translation)
  })
  it.each(Object.entries(ticketMessagesEn))('%s reads the same in the catalog', (id, english) => {
    expect(catalog.get(id)).toBe(english)
  })
})

describe('TicketBody', () => {
  const valid = {
    email: ' risposte@example.it ',
    category: 'payments',
    subject: '  Fattura  ',
    message: 'Non trovo la fattura di ottobre.',
    trace_code: 'aula-7kx3-q9',
  }

  it('trims the texts and upper-cases the flow code; no code is null', () => {
    const parsed = v.parse(ticketSchemasFor('it').TicketBody, valid)
    expect(parsed).toEqual({
      email: 'risposte@example.it',
      category: 'payments',
      subject: 'Fattura',
      message: 'Non trovo la fattura di ottobre.',
      trace_code: 'AULA-7KX3-Q9',
    })
    const { trace_code: _, ...withoutCode } = valid
    expect(v.parse(ticketSchemasFor('it').TicketBody, withoutCode).trace_code).toBeNull()
  })

  it('says what is wrong with each field in Italian and in English', () => {
    const problems = (locale: 'it' | 'en', input: object) => {
      const result = v.safeParse(ticketSchemasFor(locale).TicketBody, input)
      return result.success ? {} : formatIssues(result.issues)
    }
    expect(problems('it', { ...valid, subject: '   ', category: 'boh' })).toEqual({
      subject: ['Il campo Oggetto è richiesto'],
      category: ['Scegli una categoria tra quelle proposte.'],
    })
    expect(problems('en', { ...valid, message: 'x'.repeat(5001), trace_code: 'AULA-1' })).toEqual({
      message: ['The Message field may not be longer than 5000 characters'],
      trace_code: ['The flow code must look like AULA-XXXX-XX.'],
    })
  })

  it('numbers tickets T-000042', () => {
    expect(ticketNumber(42)).toBe('T-000042')
    expect(ticketNumber(1234567)).toBe('T-1234567')
  })
})
