import { describe, expect, it } from 'vitest'
import type { CoverageReport } from './coverage'
import { formatCoverageTable, summariseCoverage } from './coverage-summary'

const report = (machine: string, missing: string[] = []): CoverageReport => ({
  machine,
  states: { total: 4, visited: 4, missing: [] },
  transitions: { total: 6, visited: 6 - missing.length, missing },
  guards: { total: 2, visited: 2, missing: [] },
})

describe('summariseCoverage', () => {
  it('passes a fully visited machine and fails incomplete, untested or unreported ones', () => {
    const rows = summariseCoverage(
      [
        { name: 'dialog', modelTests: ['dialog.model.test.ts'] },
        { name: 'sidebar', modelTests: ['sidebar.model.test.ts'] },
        { name: 'upload', modelTests: [] },
        { name: 'session', modelTests: ['session.model.test.ts'] },
      ],
      new Map([
        ['dialog', report('dialog')],
        ['sidebar', report('sidebar', ['sidebar.open on sidebar.close[0] -> sidebar.closed'])],
      ]),
    )
    expect(rows.map((row) => [row.machine, row.ok, row.states, row.transitions, row.guards])).toEqual([
      ['dialog', true, '4/4', '6/6', '2/2'],
      ['sidebar', false, '4/4', '5/6', '2/2'],
      ['upload', false, '-', '-', '-'],
      ['session', false, '-', '-', '-'],
    ])
    expect(rows[1].problem).toContain('sidebar.open on sidebar.close[0]')
    expect(rows[2].problem).toBe('no *.model.test.ts')
    expect(rows[3].problem).toBe('no coverage report written')

    const table = formatCoverageTable(rows)
    expect(table.split('\n')[0]).toMatch(
      /^machine\s+states visited\/total\s+transitions visited\/total\s+guard branches visited\/total\s+result$/,
    )
    expect(table).toMatch(/dialog\s+4\/4\s+6\/6\s+2\/2\s+100%/)
    expect(table).toMatch(/sidebar\s+4\/4\s+5\/6\s+2\/2\s+FAIL/)
  })

  it('fails a machine that never took one branch of a guard', () => {
    const [row] = summariseCoverage(
      [{ name: 'dialog', modelTests: ['dialog.model.test.ts'] }],
      new Map([
        [
          'dialog',
          { ...report('dialog'), guards: { total: 2, visited: 1, missing: ['guard isOpen: false'] } },
        ],
      ]),
    )
    expect(row).toMatchObject({ ok: false, guards: '1/2' })
    expect(row.problem).toContain('guard isOpen: false')
  })
})
