/*
 * Imports between the server's and the contracts' areas (issue 33), as a table:
 *   node --import tsx scripts/area-imports.ts           prints it
 *   node --import tsx scripts/area-imports.ts --check   exits 1 when a count is over the baseline, or on
 *     any import cycle anywhere in src, contracts, machines and server (scripts/import-cycles-lib.ts)
 *     (violations, writes into another area's tables, file circles, area loops; imports of
 *     another area's index.ts, or of its tables.ts by the own tables.ts, are allowed, only printed;
 *     tableReads, the other imports of a foreign tables.ts, are held down)
 *   node --import tsx scripts/area-imports.ts --write   stores today's counts as the baseline
 * The baseline (scripts/area-imports.baseline.json) ONLY GOES DOWN: when a change lowers a count,
 * store the new one with --write (scripts/area-imports.test.ts fails while it is stale); never
 * raise it — import the other area's index.ts instead.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { analyse, baselineOf, counts, format, overBaseline, type Baseline } from './area-imports-lib.ts'
import { importCycles } from './import-cycles-lib.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
export const BASELINE = fileURLToPath(new URL('./area-imports.baseline.json', import.meta.url))

const report = analyse(root)
const current = counts(report)
const mode = process.argv[2]
if (mode === '--write') {
  writeFileSync(BASELINE, `${JSON.stringify(baselineOf(current), null, 2)}\n`)
  console.log(`baseline written: ${JSON.stringify(baselineOf(current))}`)
} else if (mode === '--check') {
  // no import cycle anywhere, between areas or not (eslint.config.js's layering)
  const cycles = importCycles(root)
  if (cycles.length > 0) {
    console.error(
      `Import cycles (break each one: move what both files need below them):\n  ${cycles.map((cycle) => cycle.join(' ↔ ')).join('\n  ')}`,
    )
    process.exitCode = 1
  }
  const over = overBaseline(current, JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline)
  if (over.length > 0) {
    console.error(
      `Imports between areas over the baseline (scripts/area-imports.baseline.json, issue 33):\n  ${over.join('\n  ')}\n` +
        'Import the other area’s index.ts (its tables.ts only from your own tables.ts, for a foreign key); read and write its rows through what its index.ts offers. ' +
        'See the list with `node --import tsx scripts/area-imports.ts`.',
    )
    process.exit(1)
  }
} else console.log(format(report))
