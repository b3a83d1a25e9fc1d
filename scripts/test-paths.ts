/*
 * npm run test:paths — path coverage of every machine (DESIGN.md §4, §7).
 * Runs the model-based tests (*.model.test.ts) of machines/, which write machines/.coverage/*.json,
 * then prints states, transitions and guard branches visited per machine and writes
 * coverage/paths/index.html (scripts/test-paths-report.ts: the uncovered items painted on each
 * machine's chart, the paths with their tests, the e2e model specs' UI coverage when they ran).
 * Exits non-zero when a model test fails, a machine folder has no model test, or any machine is
 * below 100%.
 *
 * `--reuse` (what `npm test` passes, after test:unit has run every model test already): uses the
 * reports test:unit wrote instead of running the model tests again, but only when they are provably
 * that run's: test:unit passed (the `.unit-passed` stamp its posttest:unit step writes, which npm
 * skips when vitest fails) and every machine folder with a model test has a report written after
 * test:unit started (its pretest:unit step's `.unit-started` stamp, see test-paths-stamp.ts).
 * Otherwise it says why and runs them as without the flag. The stamps are used once: a second
 * --reuse without a new test:unit runs the model tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COVERAGE_DIR, type CoverageReport } from '../machines/test-utils/coverage'
import {
  formatCoverageTable,
  summariseCoverage,
  type MachineFolder,
} from '../machines/test-utils/coverage-summary'
import { buildCharts } from './build-charts-lib'
import { renderReport, uiSummary, type UiCoverageFile } from './test-paths-report'
import { UNIT_PASSED, UNIT_STARTED } from './test-paths-stamp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const machinesDir = join(root, 'machines')

// A machine folder is any folder holding a *.machine.ts; test-utils and dot-folders are support.
const folders: MachineFolder[] = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'test-utils')
  .map((entry) => ({ name: entry.name, files: readdirSync(join(machinesDir, entry.name)) }))
  .filter((folder) => folder.files.some((file) => file.endsWith('.machine.ts')))
  .map((folder) => ({
    name: folder.name,
    modelTests: folder.files
      .filter((file) => file.endsWith('.model.test.ts'))
      .map((file) => join('machines', folder.name, file)),
  }))

const modelTests = folders.flatMap((folder) => folder.modelTests)

/** Why test:unit's reports cannot stand for a run of the model tests, or undefined when they can. */
function whyNotReusable(): string | undefined {
  const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : undefined)
  const started = mtime(UNIT_STARTED)
  const passed = mtime(UNIT_PASSED)
  if (started === undefined || passed === undefined || passed < started)
    return 'no test:unit run passed since the last --reuse'
  const stale = folders
    .filter((folder) => folder.modelTests.length > 0)
    .filter((folder) => {
      const written = mtime(join(COVERAGE_DIR, `${folder.name}.json`))
      return written === undefined || written < started || written > passed
    })
  if (stale.length > 0) return `no report from that run for ${stale.map((folder) => folder.name).join(', ')}`
  return undefined
}

const reuse = process.argv.includes('--reuse')
const notReusable = reuse ? whyNotReusable() : 'not asked to (--reuse)'
// Used once: the next --reuse needs a new test:unit.
rmSync(UNIT_PASSED, { force: true })
if (reuse && notReusable) console.log(`test:paths: running the model tests (${notReusable})`)
if (reuse && !notReusable) console.log('test:paths: using the reports of the test:unit run that just passed')

// Stale reports from an earlier run must never count; the e2e model specs' UI reports
// (machines/.coverage/ui/) are theirs to write, so they are kept for the report.
for (const entry of notReusable && existsSync(COVERAGE_DIR) ? readdirSync(COVERAGE_DIR) : []) {
  if (entry !== 'ui') rmSync(join(COVERAGE_DIR, entry), { recursive: true, force: true })
}

let vitestStatus = 0
if (notReusable && modelTests.length > 0) {
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs')
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', 'unit', '--project', 'unit-isolated', ...modelTests],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  vitestStatus = run.status ?? 1
}

const reports = new Map<string, CoverageReport>()
for (const folder of folders) {
  const file = join(COVERAGE_DIR, `${folder.name}.json`)
  if (existsSync(file)) reports.set(folder.name, JSON.parse(readFileSync(file, 'utf8')) as CoverageReport)
}

const uiDir = join(COVERAGE_DIR, 'ui')
const ui = new Map<string, UiCoverageFile>()
for (const file of existsSync(uiDir) ? readdirSync(uiDir).filter((name) => name.endsWith('.json')) : []) {
  const coverage = JSON.parse(readFileSync(join(uiDir, file), 'utf8')) as UiCoverageFile
  ui.set(coverage.machine, coverage)
}

const e2eDir = join(root, 'tests', 'e2e')
const uiSpecs = new Set(
  readdirSync(e2eDir)
    .filter((name) => name.endsWith('.model.spec.ts'))
    .map((name) => name.slice(0, -'.model.spec.ts'.length)),
)

const rows = summariseCoverage(folders, reports)
console.log(`\nPath coverage of machines/ (reports in ${relative(root, COVERAGE_DIR)}/)\n`)
console.log(formatCoverageTable(rows))
console.log('\nUI coverage of the e2e model specs (machines/.coverage/ui/, written when they run):')
for (const row of rows)
  console.log(`  ${row.machine}: ${uiSummary(ui.get(row.machine), uiSpecs.has(row.machine))}`)

const reportDir = join(root, 'coverage', 'paths')
const { charts } = await buildCharts(root)
mkdirSync(reportDir, { recursive: true })
writeFileSync(
  join(reportDir, 'index.html'),
  renderReport({ rows, reports, ui, uiSpecs, charts, generatedAt: new Date() }),
)
console.log(`\nReport: ${relative(root, join(reportDir, 'index.html'))}`)

const failed = rows.filter((row) => !row.ok).length
if (folders.length === 0) console.error('\nNo machine folders found under machines/.')
if (vitestStatus !== 0) console.error(`\nThe model-based tests failed (vitest exit code ${vitestStatus}).`)
if (failed > 0) console.error(`\n${failed} machine(s) below 100% path coverage.`)
process.exitCode = folders.length === 0 || vitestStatus !== 0 || failed > 0 ? 1 : 0
