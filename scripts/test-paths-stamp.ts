/*
 * The stamps that let `npm run test:paths -- --reuse` (the last step of `npm test`) use the model
 * tests' coverage reports that `npm run test:unit` has just written instead of running those tests
 * again. package.json runs `started` before test:unit (pretest:unit) and `passed` after it
 * (posttest:unit, which npm runs only when vitest succeeded); scripts/test-paths.ts reads them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COVERAGE_DIR } from '../machines/test-utils/coverage'

/** Written when test:unit starts: reports older than it are from an earlier run. */
export const UNIT_STARTED = join(COVERAGE_DIR, '.unit-started')
/** Written when test:unit has passed (every model test included). */
export const UNIT_PASSED = join(COVERAGE_DIR, '.unit-passed')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2]
  mkdirSync(COVERAGE_DIR, { recursive: true })
  if (step === 'started') {
    rmSync(UNIT_PASSED, { force: true })
    writeFileSync(UNIT_STARTED, `${new Date().toISOString()}\n`)
  } else if (step === 'passed') {
    writeFileSync(UNIT_PASSED, `${new Date().toISOString()}\n`)
  } else {
    console.error('usage: test-paths-stamp.ts started|passed')
    process.exitCode = 2
  }
}
