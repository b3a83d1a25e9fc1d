/*
 * coverage/paths/index.html, written by `npm run test:paths` (issue 11): per machine the states,
 * transitions and guard branches the model-based tests visited, what they missed (listed and
 * painted red on the machine's chart), each path with the test that drove it, and beside them the
 * UI coverage of the end-to-end model specs (machines/.coverage/ui/*.json) when those ran.
 */
import type { ChartNode, MachineChart } from '../contracts/dev/charts'
import type { CoverageReport } from '../machines/test-utils/coverage'
import type { CoverageRow } from '../machines/test-utils/coverage-summary'
import { edgeText } from './build-charts-lib'

/** What ui-model.ts writes (UiCoverage), as far as the report reads it. */
export interface UiCoverageFile {
  machine: string
  paths: number
  steps: number
  totals: Record<string, { covered: number; total: number }>
  unreachable: Record<string, string>
}

export interface ReportInput {
  rows: readonly CoverageRow[]
  reports: ReadonlyMap<string, CoverageReport>
  ui: ReadonlyMap<string, UiCoverageFile>
  /** The flows with an e2e model spec (tests/e2e/<flow>.model.spec.ts). */
  uiSpecs?: ReadonlySet<string>
  charts: readonly MachineChart[]
  generatedAt: Date
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const MISSING = '#b91c1c'

/** The chart as static SVG, with what the tests never reached in red. */
export function chartSvg(chart: MachineChart, missing: ReadonlySet<string>): string {
  const { layout } = chart
  const depth = (node: ChartNode) => (node.id.match(/\./g) ?? []).length
  const nodes = [...chart.nodes]
    .sort((a, b) => depth(a) - depth(b))
    .map((node) => {
      const box = layout.nodes[node.id]
      if (!box) return ''
      const miss = missing.has(node.id)
      return [
        `<g data-state="${escape(node.id)}"${miss ? ' data-missing=""' : ''}>`,
        `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="10"`,
        ` fill="${miss ? '#fee2e2' : '#fff'}" stroke="${miss ? MISSING : '#64748b'}" stroke-width="${miss ? 2.5 : 1.25}"/>`,
        `<text x="${box.x + 10}" y="${box.y + 18}" font-size="12" font-weight="600">${escape(node.key)}</text>`,
        '</g>',
      ].join('')
    })
  const edges = chart.edges.flatMap((edge, index) =>
    (layout.edges[index] ?? []).map((route) => {
      if (route.points.length < 2) return ''
      const miss = missing.has(edge.key)
      const colour = miss ? MISSING : '#64748b'
      const d = route.points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ')
      const label = route.label
        ? `<text x="${route.label.x}" y="${route.label.y + 12}" font-size="11" fill="${colour}">${escape(edgeText(edge))}</text>`
        : ''
      return `<g data-transition="${escape(edge.key)}"${miss ? ' data-missing=""' : ''}><path d="${d}" fill="none" stroke="${colour}" stroke-width="${miss ? 2.5 : 1.25}" marker-end="url(#arrow)"/>${label}</g>`
    }),
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${escape(chart.id)}" font-family="sans-serif">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>',
    ...nodes,
    ...edges,
    '</svg>',
  ].join('\n')
}

/** `hasSpec`: whether tests/e2e/<flow>.model.spec.ts exists (undefined: not known). */
export function uiSummary(ui: UiCoverageFile | undefined, hasSpec?: boolean): string {
  if (!ui && hasSpec === false) return 'no e2e model spec'
  if (!ui) return 'no UI paths recorded (the e2e model spec did not run)'
  const kinds = Object.entries(ui.totals).map(([kind, { covered, total }]) => `${kind} ${covered}/${total}`)
  return `${ui.paths} paths: ${kinds.join(', ')}`
}

export function renderReport(input: ReportInput): string {
  const chartsOf = (flow: string) => input.charts.filter((chart) => chart.flow === flow)
  const summary = input.rows
    .map(
      (row) =>
        `<tr data-machine="${escape(row.machine)}"><th scope="row"><a href="#${escape(row.machine)}">${escape(row.machine)}</a></th><td>${row.states}</td><td>${row.transitions}</td><td>${row.guards}</td><td>${escape(uiSummary(input.ui.get(row.machine), input.uiSpecs?.has(row.machine)))}</td><td class="${row.ok ? 'ok' : 'fail'}">${row.ok ? '100%' : 'FAIL'}</td></tr>`,
    )
    .join('\n')
  const sections = input.rows.map((row) => {
    const report = input.reports.get(row.machine)
    const missing = report
      ? [...report.states.missing, ...report.transitions.missing, ...(report.guards?.missing ?? [])]
      : []
    const ui = input.ui.get(row.machine)
    const paths = report?.paths ?? []
    return [
      `<section id="${escape(row.machine)}">`,
      `<h2>${escape(row.machine)}</h2>`,
      `<p>States ${row.states}, transitions ${row.transitions}, guard branches ${row.guards}. UI: ${escape(uiSummary(ui, input.uiSpecs?.has(row.machine)))}.</p>`,
      row.problem && !report ? `<p class="fail">${escape(row.problem)}</p>` : '',
      missing.length
        ? `<h3>Not covered</h3><ul class="missing">${missing.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`
        : '<p class="ok">Everything covered.</p>',
      ui && Object.keys(ui.unreachable).length
        ? `<h3>Declared unreachable through the UI</h3><ul>${Object.entries(ui.unreachable)
            .map(([item, reason]) => `<li>${escape(item)}: ${escape(reason)}</li>`)
            .join('')}</ul>`
        : '',
      ...chartsOf(row.machine).map(
        (chart) =>
          `<figure>${chartSvg(chart, new Set(missing))}<figcaption>${escape(chart.id)}</figcaption></figure>`,
      ),
      `<details><summary>${paths.length} paths and the tests that drove them</summary><table><thead><tr><th>test</th><th>events</th></tr></thead><tbody>${paths
        .map(
          (path) =>
            `<tr><td>${escape(path.test)}</td><td>${escape(path.events.join(' → ') || '(start only)')}</td></tr>`,
        )
        .join('')}</tbody></table></details>`,
      '</section>',
    ].join('\n')
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Aula — path coverage of machines/</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #0f172a; }
table { border-collapse: collapse; }
th, td { border: 1px solid #cbd5e1; padding: .25rem .5rem; text-align: left; vertical-align: top; font-size: .9rem; }
.ok { color: #166534; } .fail { color: ${MISSING}; font-weight: 600; }
.missing li { color: ${MISSING}; font-family: monospace; }
figure { overflow: auto; border: 1px solid #cbd5e1; margin: 1rem 0; }
section { margin-top: 3rem; }
</style>
</head>
<body>
<h1>Path coverage of machines/</h1>
<p>Generated ${escape(input.generatedAt.toISOString())} by <code>npm run test:paths</code>. Model-based tests (vitest) count states, transitions and both branches of each named guard; the UI column is what the Playwright model specs covered through the real pages.</p>
<table>
<thead><tr><th scope="col">machine</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">guard branches</th><th scope="col">UI (e2e)</th><th scope="col">result</th></tr></thead>
<tbody>
${summary}
</tbody>
</table>
${sections.join('\n')}
</body>
</html>
`
}
