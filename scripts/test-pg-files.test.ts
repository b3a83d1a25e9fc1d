import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { choosesDatabase } from './test-pg-files.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const fixture = mkdtempSync(join(os.tmpdir(), 'aula-test-pg-'))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

function write(path: string, text: string): string {
  const file = join(fixture, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, text)
  return file
}

describe('the files test:pg runs on PostgreSQL', () => {
  it('takes a file whose test support chooses the database, through any depth of support modules', () => {
    write('testing/helper.ts', "export const usePostgres = process.env.AULA_TEST_DB === 'postgres'\n")
    write('testing/app.ts', "import { usePostgres } from './helper.ts'\nexport const db = usePostgres\n")
    const test = write('area/a.test.ts', "import { db } from '../testing/app.ts'\nit('x', () => db)\n")
    expect(choosesDatabase(test)).toBe(true)
  })

  it('leaves out a file that only names the variable in a comment, or imports production code that does', () => {
    write('area/prod.ts', 'export const url = process.env.TEST_DATABASE_URL\n')
    const test = write(
      'area/b.test.ts',
      "// Always PGlite, also under AULA_TEST_DB=postgres.\n/* TEST_DATABASE_URL */\nimport { url } from './prod.ts'\n",
    )
    expect(choosesDatabase(test)).toBe(false)
  })

  it('sorts the repository as intended: the payment races on PostgreSQL, the real process and hashing not', () => {
    expect(choosesDatabase(join(root, 'server/features/payments/coupons.test.ts'))).toBe(true)
    expect(choosesDatabase(join(root, 'server/features/payments/exactly-once.test.ts'))).toBe(true)
    expect(choosesDatabase(join(root, 'tests/api/worker-process.test.ts'))).toBe(true)
    expect(choosesDatabase(join(root, 'tests/api/process.test.ts'))).toBe(false)
    expect(choosesDatabase(join(root, 'server/features/accounts/password-hash.test.ts'))).toBe(false)
  })
})
