import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { analyse, baselineOf, counts, overBaseline, type Baseline } from './area-imports-lib.ts'

// A small tree: shop may use billing's index.ts, and billing's tables.ts from its own tables.ts (a
// foreign key), not its other files; shop/a.ts reading billing's invoices through tables.ts is a
// table read, and writing them a write; a ↔ b is a file circle; billing → shop closes an area loop.
const fixture = mkdtempSync(path.join(tmpdir(), 'area-imports-'))
const put = (file: string, source: string) => {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  writeFileSync(path.join(fixture, file), source)
}
put('server/features/billing/index.ts', `export { pay } from './pay.ts'\n`)
put('server/features/billing/pay.ts', `export const pay = () => 1\n`)
put('server/features/billing/tables.ts', `export const invoices = {}\nexport const lines = {}\n`)
put('server/features/billing/uses-shop.ts', `import { cart } from '../shop/a.ts'\nexport const x = cart\n`)
put(
  'server/features/shop/a.ts',
  [
    `import { pay } from '../billing/index.ts'`,
    `import { invoices, lines as invoiceLines } from '../billing/tables.ts'`,
    `import { b } from './b.ts'`,
    `export const cart = () => db.select().from(invoices)`,
    `export const w = () => db.update(invoiceLines).set({})`,
    `export const y = () => [pay, b]`,
  ].join('\n'),
)
put(
  'server/features/shop/tables.ts',
  `import { invoices } from '../billing/tables.ts'\nexport const carts = { invoice: invoices }\n`,
)
put('server/features/shop/b.ts', `import { cart } from './a.ts'\nexport const b = cart\n`)
put('server/features/shop/c.ts', `import type { pay } from '../billing/pay.ts'\nexport type P = typeof pay\n`)
put('server/features/shop/c.test.ts', `import { pay } from '../billing/pay.ts'\n`)
put('server/core/x.ts', `import { pay } from '../features/billing/pay.ts'\n`)
put('contracts/core/ids.ts', `export const ID_MAX = 1\n`)
put(
  'contracts/shop/schemas.ts',
  `import { ID_MAX } from '../core/ids.ts'\nimport { z } from '../billing/schemas.ts'\n`,
)
put('contracts/billing/schemas.ts', `export const z = 1\n`)

afterAll(() => rmSync(fixture, { recursive: true, force: true }))

describe('area imports (issue 33)', () => {
  const report = analyse(fixture)

  it("sorts another area's index.ts, tables.ts and other files apart", () => {
    expect(report.index.map((edge) => edge.from)).toEqual(['server/features/shop/a.ts'])
    expect(report.tables.map((edge) => edge.from)).toEqual([
      'server/features/shop/a.ts',
      'server/features/shop/tables.ts',
    ])
    // the foreign key (shop/tables.ts) is allowed; the read in shop/a.ts is counted
    expect(report.tableReads.map((edge) => edge.from)).toEqual(['server/features/shop/a.ts'])
    expect(report.violations.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      'contracts/shop/schemas.ts → contracts/billing/schemas.ts',
      'server/features/billing/uses-shop.ts → server/features/shop/a.ts',
      'server/features/shop/c.ts → server/features/billing/pay.ts',
    ])
  })

  it("finds a write into another area's table, not a read", () => {
    expect(report.writes).toEqual([
      {
        file: 'server/features/shop/a.ts',
        area: 'server/features/shop',
        table: 'invoiceLines',
        owner: 'server/features/billing',
        op: 'update',
      },
    ])
  })

  it('finds file circles and area loops', () => {
    expect(report.fileCircles).toEqual([['server/features/shop/a.ts', 'server/features/shop/b.ts']])
    expect(report.areaLoops).toEqual([['server/features/billing', 'server/features/shop']])
    expect(counts(report)).toMatchObject({
      index: 1,
      tables: 2,
      tableReads: 1,
      violations: 3,
      writes: 1,
      fileCircles: 1,
      areasInLoops: 2,
    })
  })

  it("counts a contract area's import of an undeclared area's face as a violation, as the lint does", () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'area-imports-faces-'))
    try {
      const write = (file: string, source: string) => {
        mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
        writeFileSync(path.join(tree, file), source)
      }
      write('contracts/billing/index.ts', `export const z = 1\n`)
      write('contracts/ledger/index.ts', `export const l = 1\n`)
      write(
        'contracts/shop/schemas.ts',
        `import { z } from '../billing'\nimport { l } from '../ledger/index.ts'\n`,
      )
      const faces = analyse(tree, { shop: ['billing'] })
      expect(faces.index.map((edge) => edge.to)).toEqual(['contracts/billing/index.ts'])
      expect(faces.violations.map((edge) => edge.to)).toEqual(['contracts/ledger/index.ts'])
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })

  it('lets test support import another area’s *.testing.ts, outside the area graph, but not write its tables', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'area-imports-testing-'))
    try {
      const write = (file: string, source: string) => {
        mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
        writeFileSync(path.join(tree, file), source)
      }
      write('server/features/billing/tables.ts', `export const invoices = {}\n`)
      write(
        'server/features/billing/factories.testing.ts',
        `import { makeCart } from '../shop/factories.testing.ts'\nimport { invoices } from './tables.ts'\n` +
          `export const makeInvoice = () => [makeCart, db.insert(invoices)]\n`,
      )
      write(
        'server/features/shop/factories.testing.ts',
        `import { makeInvoice } from '../billing/factories.testing.ts'\nimport { invoices } from '../billing/tables.ts'\n` +
          `export const makeCart = () => [makeInvoice, db.insert(invoices)]\n`,
      )
      // a production file never reaches another area's test support
      write('server/features/shop/a.ts', `import { makeInvoice } from '../billing/factories.testing.ts'\n`)
      const support = analyse(tree)
      expect(support.testing.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
        'server/features/billing/factories.testing.ts → server/features/shop/factories.testing.ts',
        'server/features/shop/factories.testing.ts → server/features/billing/factories.testing.ts',
      ])
      expect(support.violations.map((edge) => edge.from)).toEqual(['server/features/shop/a.ts'])
      // the factory writing billing's table is a write like any other; its test face makes no loop
      expect(support.writes.map((w) => `${w.file}: ${w.op}(${w.table})`)).toEqual([
        'server/features/shop/factories.testing.ts: insert(invoices)',
      ])
      expect(support.areaLoops).toEqual([])
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })

  it("finds raw SQL writes into another area's tables, by table binding or SQL name, not reads or its own", () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'area-imports-raw-'))
    try {
      const write = (file: string, source: string) => {
        mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
        writeFileSync(path.join(tree, file), source)
      }
      write(
        'server/features/billing/tables.ts',
        `export const invoices = pgTable('invoices', {})\nexport const lines = pgTable(\n  "invoice_lines", {})\n`,
      )
      write('server/features/shop/tables.ts', `export const carts = pgTable('carts', {})\n`)
      write(
        'server/features/shop/raw.ts',
        [
          `import { invoices } from '../billing/tables.ts'`,
          `import { carts } from './tables.ts'`,
          `// update invoices by hand: a comment, not SQL`,
          `export const a = () => db.execute(sql\`update \${invoices} set paid = \${sql\`true\`} where id = 1\`)`,
          `export const b = () => db.execute(sql<number>\`insert into invoice_lines (id) values (\${1})\`)`,
          `export const c = () => db.execute(sql\`DELETE FROM "invoices" where \${x ? sql\`1\` : '}'}\`)`,
          `export const d = () => db.execute(sql\`select * from invoices; update carts set n = 0\`)`,
          `export const e = () => db.execute(sql\`update \${carts} set n = (select count(*) from \${invoices})\`)`,
        ].join('\n'),
      )
      const raw = analyse(tree)
      expect(
        raw.writes.map((w) => `${w.file}: ${w.op} ${w.table} of ${w.owner}${w.sql ? ' (sql)' : ''}`),
      ).toEqual([
        'server/features/shop/raw.ts: update invoices of server/features/billing (sql)',
        'server/features/shop/raw.ts: insert invoice_lines of server/features/billing (sql)',
        'server/features/shop/raw.ts: delete invoices of server/features/billing (sql)',
      ])
      expect(counts(raw).writes).toBe(3)
      // d reads billing's invoices by name in raw SQL: a read of billing's tables, like the import
      expect(raw.tableReads.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
        'server/features/shop/raw.ts → server/features/billing/tables.ts',
        'server/features/shop/raw.ts → server/features/billing/tables.ts',
      ])
      // statements written as plain text count too; comments, import paths and the own tables do not
      write(
        'server/features/shop/text.ts',
        [
          `import { x } from '../billing/index.ts'`,
          `/* select * from invoices */ // join invoice_lines`,
          'export const q = `select c.id from carts c join invoice_lines l on l.cart = c.id`',
          `export const own = 'select * from carts'`,
        ].join('\n'),
      )
      const text = analyse(tree).tableReads.filter((edge) => edge.from.endsWith('text.ts'))
      expect(text.map((edge) => edge.to)).toEqual(['server/features/billing/tables.ts'])
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })

  it('fails a count over the baseline and lets one below through', () => {
    const today = counts(report)
    const baseline = baselineOf(today)
    expect(overBaseline(today, baseline)).toEqual([])
    expect(overBaseline({ ...today, violations: 2 }, baseline)).toEqual([])
    expect(overBaseline({ ...today, writes: 2 }, baseline)).toEqual(['writes: 2 (baseline 1)'])
    expect(overBaseline({ ...today, tableReads: 2 }, baseline)).toEqual(['tableReads: 2 (baseline 1)'])
    // imports of another area's index.ts, or of its tables.ts for a foreign key, are allowed
    expect(overBaseline({ ...today, index: 9, tables: 9 }, baseline)).toEqual([])
  })

  it('keeps the baseline in the repo equal to the tree (lower it with --write when a count goes down)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const baseline = JSON.parse(
      readFileSync(path.join(root, 'scripts/area-imports.baseline.json'), 'utf8'),
    ) as Baseline
    expect(baselineOf(counts(analyse(root)))).toEqual(baseline)
  })
})
