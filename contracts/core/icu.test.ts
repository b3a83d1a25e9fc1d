import { describe, expect, it } from 'vitest'
import { format } from './icu'

describe('the ICU subset the server formats with', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Ciao {name}, {missing}', { name: 'Giada' })).toBe('Ciao Giada, {missing}')
  })

  it('chooses plural cases by count, with =N, # and other as the fallback', () => {
    const minutes = 'Riprova tra {n, plural, one {# minuto} other {# minuti}}.'
    expect(format(minutes, { n: 1 })).toBe('Riprova tra 1 minuto.')
    expect(format(minutes, { n: 15 })).toBe('Riprova tra 15 minuti.')
    // Italian's "many" (a million) is not spelt: "other" answers
    expect(format(minutes, { n: 1_000_000 }, 'it')).toBe('Riprova tra 1000000 minuti.')
    expect(format('{n, plural, =0 {none} one {# error} other {# errors}}', { n: 0 }, 'en')).toBe('none')
    expect(
      format('{n, plural, one { (and # more error)} other { (and # more errors)}}', { n: 2 }, 'en'),
    ).toBe(' (and 2 more errors)')
  })

  it('chooses select cases, nested in a plural with its #', () => {
    const applied =
      '{g, select, female {{name} si è candidata} male {{name} si è candidato} other {{name} ha inviato una candidatura}}'
    expect(format(applied, { g: 'female', name: 'Giada' })).toBe('Giada si è candidata')
    expect(format(applied, { g: 'x', name: 'Sam' })).toBe('Sam ha inviato una candidatura')
    expect(
      format('{n, plural, one {{g, select, female {# nuova} other {# nuovo}}} other {# nuovi}}', {
        n: 1,
        g: 'female',
      }),
    ).toBe('1 nuova')
  })
})
