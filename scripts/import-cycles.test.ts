import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importCycles, valueImportsOf } from './import-cycles-lib.ts'

const fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
const put = (file: string, source: string) => {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  writeFileSync(path.join(fixture, file), source)
}
// value imports both ways: a cycle
put('src/a.ts', `import { b } from './b'\nexport const a = () => b`)
put('src/b.ts', `import {\n  a,\n} from './a.ts'\nexport const b = () => a`)
// one way only a type: none
put('src/c.ts', `import type { D } from './d'\nexport const c = 1 as unknown as D`)
put('src/d.ts', `import { c } from './c'\nexport type D = typeof c`)
put('src/e.ts', `import { type F, type G } from './f'\nexport type E = F | G`)
put('src/f.ts', `import { e } from './e'\nexport type F = 1\nexport type G = 2\nexport const f = e`)
// a re-export and a lazy chunk: a cycle
put('machines/g.ts', `export { h } from './h'`)
put('machines/h.ts', `export const h = () => import('./g')`)
// a side-effect import and a .js specifier: a cycle
put('server/i.ts', `import './j'\nexport const i = 1`)
put('server/j.ts', `import { i } from './i.js'\nexport const j = i`)
// a test file is no part of the app
put('src/k.ts', `export const k = 1`)
put('src/k.test.ts', `import { k } from './k'\nexport const t = k`)
put('src/l.ts', `import { t } from './k.test'\nexport const l = t`)
// a mixed import names a value
put('contracts/m.ts', `import n, { type N } from './n'\nexport const m: N = n`)
put('contracts/n.ts', `import { m } from './m'\nexport type N = 1\nexport default m`)

afterAll(() => rmSync(fixture, { recursive: true, force: true }))

describe('import cycles', () => {
  it('finds the cycles of value imports, re-exports, side effects and lazy chunks; types do not count', () => {
    expect(importCycles(fixture)).toEqual([
      ['contracts/m.ts', 'contracts/n.ts'],
      ['machines/g.ts', 'machines/h.ts'],
      ['server/i.ts', 'server/j.ts'],
      ['src/a.ts', 'src/b.ts'],
    ])
  })

  it('reads which imports are values', () => {
    expect(valueImportsOf(`import type { A } from './a'\nexport type { B } from './b'`)).toEqual([])
    expect(valueImportsOf(`import { type A, b } from './a'\nexport * from './c'`)).toEqual(['./a', './c'])
    expect(valueImportsOf(`const x = await import('./lazy')\nimport './side'`)).toEqual(['./side', './lazy'])
  })
})
