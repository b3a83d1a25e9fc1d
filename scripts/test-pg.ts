/*
 * npm run test:pg — the API tests whose database AULA_TEST_DB chooses, on PostgreSQL
 * (TEST_DATABASE_URL, default postgres://aula:aula@127.0.0.1:5432/postgres). The files that run the
 * same way on both databases are left to `npm test` (scripts/test-pg-files.ts says which and why);
 * the fuzzer is left out too: it checks the HTTP surface, which does not change with the database.
 * Extra arguments go to vitest (e.g. a file filter).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { choosesDatabase } from './test-pg-files.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

const all = [...testFiles('server'), ...testFiles('tests/api')].filter(
  (file) => file !== 'tests/api/fuzz.test.ts',
)
const onPostgres = all.filter((file) => choosesDatabase(join(root, file))).sort()
const skipped = all.filter((file) => !onPostgres.includes(file)).sort()
console.log(
  `test:pg: ${onPostgres.length} files on PostgreSQL; ${skipped.length} run the same on both databases and ran in npm test:\n  ${skipped.join('\n  ')}`,
)

const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'api',
    ...onPostgres,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, AULA_TEST_DB: 'postgres' } },
)
process.exitCode = result.status ?? 1
