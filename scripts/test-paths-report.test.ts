import { describe, expect, it } from 'vitest'
import { loginPromptMachine } from '../machines/login-prompt'
import type { CoverageReport } from '../machines/test-utils/coverage'
import { summariseCoverage } from '../machines/test-utils/coverage-summary'
import { chartOf } from './build-charts-lib'
import { renderReport } from './test-paths-report'

describe('the path coverage report', () => {
  it('lists and paints what the tests missed, names the test of each path, and shows UI coverage apart', async () => {
    const chart = await chartOf(loginPromptMachine, 'login-prompt')
    const missingEdge = chart.edges.find((edge) => edge.event === 'prompt.forgotPassword')!.key
    const report: CoverageReport = {
      machine: 'login-prompt',
      states: { total: 5, visited: 4, missing: ['loginPrompt.open.submitting'] },
      transitions: { total: 11, visited: 10, missing: [missingEdge] },
      guards: { total: 4, visited: 3, missing: ['guard isValid: false'] },
      paths: [
        {
          test: 'login-prompt.model.test.ts > path 1',
          events: ['prompt.request', 'prompt.close'],
          transitions: [],
        },
      ],
    }
    const folders = [
      { name: 'login-prompt', modelTests: ['machines/login-prompt/login-prompt.model.test.ts'] },
      { name: 'dialog', modelTests: ['machines/dialog/dialog.model.test.ts'] },
    ]
    const reports = new Map([['login-prompt', report]])
    const html = renderReport({
      rows: summariseCoverage(folders, reports),
      reports,
      ui: new Map([
        [
          'login-prompt',
          {
            machine: 'login-prompt',
            paths: 3,
            steps: 40,
            totals: { state: { covered: 5, total: 5 }, transition: { covered: 10, total: 11 } },
            unreachable: {},
          },
        ],
      ]),
      uiSpecs: new Set(['login-prompt', 'dialog']),
      charts: [chart],
      generatedAt: new Date('2026-01-01T00:00:00Z'),
    })
    expect(html).toContain('<tr data-machine="login-prompt">')
    expect(html).toMatch(
      /data-machine="login-prompt">.*<td>4\/5<\/td><td>10\/11<\/td><td>3\/4<\/td>.*3 paths: state 5\/5, transition 10\/11.*FAIL/,
    )
    expect(html).toMatch(/data-machine="dialog">.*the e2e model spec did not run/)
    expect(
      renderReport({
        rows: summariseCoverage([folders[1]], new Map()),
        reports: new Map(),
        ui: new Map(),
        uiSpecs: new Set(),
        charts: [],
        generatedAt: new Date(),
      }),
    ).toMatch(/data-machine="dialog">.*no e2e model spec/)
    expect(html).toContain('<g data-state="loginPrompt.open.submitting" data-missing="">')
    expect(html).toContain(`<g data-transition="${missingEdge.replace('>', '&#62;')}" data-missing="">`)
    expect(html).not.toContain('<g data-state="loginPrompt.closed" data-missing')
    expect(html).toContain('<li>guard isValid: false</li>')
    expect(html).toContain('login-prompt.model.test.ts &#62; path 1')
    expect(html).toContain('prompt.request → prompt.close')
  })
})
