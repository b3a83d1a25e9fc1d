/*
 * The verdict of `npm run test:paths`: one row per machine folder, failing any machine without a
 * model test, without a report (its model test did not run to the end) or below 100%.
 */
import type { CoverageReport } from './coverage'

export interface MachineFolder {
  name: string
  modelTests: string[]
}

export interface CoverageRow {
  machine: string
  states: string
  transitions: string
  /** Both branches of each named guard; '-' for a report written before guards were counted. */
  guards: string
  ok: boolean
  problem: string | undefined
}

const ratio = (part: { visited: number; total: number }) => `${part.visited}/${part.total}`

export function summariseCoverage(
  folders: readonly MachineFolder[],
  reports: ReadonlyMap<string, CoverageReport>,
): CoverageRow[] {
  return folders.map((folder): CoverageRow => {
    const report = reports.get(folder.name)
    if (folder.modelTests.length === 0) {
      return {
        machine: folder.name,
        states: '-',
        transitions: '-',
        guards: '-',
        ok: false,
        problem: 'no *.model.test.ts',
      }
    }
    if (!report) {
      return {
        machine: folder.name,
        states: '-',
        transitions: '-',
        guards: '-',
        ok: false,
        problem: 'no coverage report written',
      }
    }
    const guards = report.guards ?? { total: 0, visited: 0, missing: [] }
    const missing = [...report.states.missing, ...report.transitions.missing, ...guards.missing]
    const complete =
      missing.length === 0 &&
      report.states.visited === report.states.total &&
      report.transitions.visited === report.transitions.total &&
      guards.visited === guards.total
    return {
      machine: folder.name,
      states: ratio(report.states),
      transitions: ratio(report.transitions),
      guards: report.guards ? ratio(report.guards) : '-',
      ok: complete,
      problem: complete ? undefined : `never visited: ${missing.join('; ')}`,
    }
  })
}

export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const header = [
    'machine',
    'states visited/total',
    'transitions visited/total',
    'guard branches visited/total',
    'result',
  ]
  const body = rows.map((row) => [
    row.machine,
    row.states,
    row.transitions,
    row.guards,
    row.ok ? '100%' : 'FAIL',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column].length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  const problems = rows.filter((row) => row.problem).map((row) => `${row.machine}: ${row.problem}`)
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line), ...problems].join(
    '\n',
  )
}
