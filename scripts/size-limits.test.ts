import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  ALLOWED,
  check,
  isProduction,
  keyOf,
  measure,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  scan,
  type Offender,
} from './size-limits.ts'

/** `lines` lines in all: the opening line, statements, the closing line. */
const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  total += ${i}`).join('\n')
const declaration = (name: string, lines: number) => `function ${name}() {\n${body(lines)}\n}`
const arrow = (name: string, lines: number) => `export const ${name} = () => {\n${body(lines)}\n}`
const method = (name: string, lines: number) => `class Shop {\n  ${name}() {\n${body(lines)}\n  }\n}`
/** A statechart of `lines` lines: `setup({...}).createMachine({` … `})`. */
const statechart = (lines: number) =>
  [
    `export const shopMachine = setup({`,
    `  actions: { count: () => {} },`,
    `}).createMachine({`,
    `  initial: 'idle',`,
    `  states: {`,
    ...Array.from({ length: lines - 7 }, (_, i) => `    s${i}: {},`),
    `  },`,
    `})`,
  ].join('\n')

const names = (offenders: Offender[]) => offenders.map((offender) => `${offender.kind} ${offender.name}`)

describe('size limits (issue 33)', () => {
  it('fails a function of 151 lines and lets one of 150 through, whatever its kind', () => {
    const at150 = [declaration('a', 150), arrow('b', 150), method('c', 150)].join('\n')
    expect(measure('shop.ts', at150)).toEqual([])
    const at151 = [declaration('a', 151), arrow('b', 151), method('c', 151)].join('\n')
    const offenders = measure('shop.ts', at151)
    expect(names(offenders)).toEqual(['function a', 'function b', 'function c'])
    expect(offenders.map((offender) => offender.lines)).toEqual([151, 151, 151])
    expect(offenders.map((offender) => offender.line)).toEqual([1, 152, 304])
  })

  it('names a nested function after the one holding it', () => {
    const nested = `export function outer() {\n  const inner = () => {\n${body(151)}\n  }\n  return inner\n}`
    expect(names(measure('shop.ts', nested))).toEqual(['function outer', 'function outer > inner'])
  })

  it('fails a file of 601 lines and lets one of 600 through', () => {
    const lines = (count: number) =>
      `${Array.from({ length: count }, (_, i) => `export const x${i} = ${i}`).join('\n')}\n`
    expect(measure('shop.ts', lines(MAX_FILE_LINES))).toEqual([])
    expect(measure('shop.ts', lines(MAX_FILE_LINES + 1))).toEqual([
      { file: 'shop.ts', kind: 'file', name: '', line: 1, lines: 601 },
    ])
  })

  it('lets a long statechart through only with a `// size:` reason on the line above it', () => {
    expect(names(measure('shop.machine.ts', statechart(200)))).toEqual(['statechart shopMachine'])
    expect(measure('shop.machine.ts', `// size: one chart, read whole\n${statechart(200)}`)).toEqual([])
    // a reason is a reason: the bare marker, or one lines away, is not
    expect(measure('shop.machine.ts', `// size:\n${statechart(200)}`)).toHaveLength(1)
    expect(measure('shop.machine.ts', `// size: one chart\n\n${statechart(200)}`)).toHaveLength(1)
    expect(measure('shop.machine.ts', statechart(MAX_FUNCTION_LINES))).toEqual([])
  })

  it('measures a function holding a statechart without it, and the statechart on its own', () => {
    const wrapped = `export function makeShop() {\n  const extra = 1\n  return ${statechart(200).replace('export const shopMachine = ', '')}\n}`
    expect(names(measure('shop.machine.ts', wrapped))).toEqual(['statechart makeShop'])
    expect(measure('shop.machine.ts', `// size: one chart, read whole\n${wrapped}`)).toEqual([])
  })

  it('lets a long schema factory through with a reason, never another function', () => {
    const factory = `export const createShopSchemas = (t: T) => {\n${body(198)}\n  return v.object({})\n}`
    expect(names(measure('schemas.ts', factory))).toEqual(['function createShopSchemas'])
    expect(measure('schemas.ts', `// size: every form's schema, in one language\n${factory}`)).toEqual([])
    const valibotChain = `export function shop() {\n${body(198)}\n  return v.pipe(v.object({}), v.check(ok))\n}`
    expect(measure('schemas.ts', `// size: one schema\n${valibotChain}`)).toEqual([])
    expect(names(measure('shop.ts', `// size: long\n${declaration('a', 151)}`))).toEqual(['function a'])
  })

  it('counts production code only', () => {
    expect(isProduction('server/features/shop/orders.ts')).toBe(true)
    expect(isProduction('src/features/shop/page.tsx')).toBe(true)
    for (const file of [
      'server/features/shop/orders.test.ts',
      'src/features/shop/page.test.tsx',
      'tests/e2e/shop.spec.ts',
      'server/features/shop/receipts.testing.ts',
      'server/features/shop/demo-data.ts',
      'machines/shop/fixtures.ts',
      'server/features/shop/provider/fixtures/card.ts',
      'server/testing/helper.ts',
      'src/shared/testing/render.tsx',
      'machines/test-utils/model.ts',
      'src/app/test-setup.ts',
      'src/generated/routes.ts',
      'src/routes.gen.ts',
      'src/vite-env.d.ts',
      'server/features/shop/orders.js',
    ])
      expect(isProduction(file), file).toBe(false)
  })

  it('fails an offender not allowed, and an allowed entry that no longer offends', () => {
    const offenders = measure('shop.ts', [declaration('a', 151), declaration('b', 151)].join('\n'))
    expect(check(offenders, ['shop.ts: a', 'shop.ts: gone', 'old.ts'])).toEqual({
      unexpected: [offenders[1]],
      stale: ['shop.ts: gone', 'old.ts'],
    })
    expect(offenders.map(keyOf)).toEqual(['shop.ts: a', 'shop.ts: b'])
  })

  it('finds in the tree only the offenders ALLOWED lists, and each of them still offends', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const { unexpected, stale } = check(scan(root))
    expect(unexpected.map(keyOf), 'split them (issue 33); never add them to ALLOWED').toEqual([])
    expect(stale, 'no longer over the limits: remove them from ALLOWED in scripts/size-limits.ts').toEqual([])
    expect(new Set(ALLOWED).size).toBe(ALLOWED.length)
    // about 2 s of CPU on an idle machine (loading TypeScript, parsing the ~240 files over 150
    // lines); the timeout is for a machine busy with other test files
  }, 60_000)
})
