import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Interval } from '../../../contracts/payments/plans'
import { renderWithApp } from '../testing/render'
import { useIntervalLabel } from './interval-label'

afterEach(cleanup)

const CASES: [Interval, number][] = [
  ['month', 1],
  ['month', 2],
  ['month', 3],
  ['month', 4],
  ['month', 5],
  ['month', 6],
  ['month', 12],
  ['year', 1],
  ['year', 2],
  ['year', 3],
  ['year', 4],
  ['year', 5],
]

function Labels() {
  const label = useIntervalLabel()
  return (
    <ul>
      {CASES.map(([interval, count]) => (
        <li key={`${interval}${count}`}>{label(interval, count)}</li>
      ))}
    </ul>
  )
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('useIntervalLabel (SPEC.md §9)', () => {
  it('names the month counts 1, 2, 3, 4, 6 and the year counts 1 to 4, and counts the others, in Italian', async () => {
    await renderWithApp(<Labels />)
    expect(shown()).toEqual([
      'Mensile',
      'Bimestrale',
      'Trimestrale',
      'Quadrimestrale',
      '5 mesi',
      'Semestrale',
      '12 mesi',
      'Annuale',
      'Biennale',
      'Triennale',
      'Quadriennale',
      '5 anni',
    ])
  })

  it('and in English', async () => {
    await renderWithApp(<Labels />, { locale: 'en' })
    expect(shown()).toEqual([
      'Monthly',
      'Bimonthly',
      'Quarterly',
      'Four-monthly',
      '5 months',
      'Six-monthly',
      '12 months',
      'Annual',
      'Biennial',
      'Triennial',
      'Quadrennial',
      '5 years',
    ])
  })
})
