/*
 * Which API test files `npm run test:pg` runs on PostgreSQL: those whose database depends on
 * AULA_TEST_DB. A file does when it, or a test-support module it imports (server/testing/**,
 * tests/api/support/**, *.testing.ts, other test files), reads AULA_TEST_DB, TEST_DATABASE_URL or
 * server/testing/helper.ts's `usePostgres` in code (comments do not count). The others (password
 * hashing, ffmpeg, the realtime protocol, the real process that always runs the embedded PGlite)
 * run exactly the same way on both databases, and `npm test` has run them already.
 *
 * No list to keep: a new test that takes its database from the helper is on PostgreSQL at once.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const SUPPORT = /\/testing\/|\/support\/|\.test\.ts$|\.testing\.ts$/
const DATABASE_CHOICE = /\bAULA_TEST_DB\b|\bTEST_DATABASE_URL\b|\busePostgres\b/

function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

function relativeImports(file: string, source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    let target = resolve(dirname(file), match[1])
    if (!target.endsWith('.ts') && existsSync(`${target}.ts`)) target = `${target}.ts`
    if (existsSync(target)) found.push(target)
  }
  return found
}

/** True when the test file's database is chosen by AULA_TEST_DB (see above). */
export function choosesDatabase(testFile: string): boolean {
  const seen = new Set<string>()
  const pending = [resolve(testFile)]
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const source = code(file)
    if (DATABASE_CHOICE.test(source)) return true
    for (const target of relativeImports(file, source)) if (SUPPORT.test(target)) pending.push(target)
  }
  return false
}
