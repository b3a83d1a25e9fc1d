/*
 * Imports between the server's areas (server/features/<area>) and between contract areas
 * (contracts/<area>), issue 33: an area's public face is its `index.ts`; another area's `tables.ts`
 * is allowed for foreign keys only, i.e. imported by the area's own `tables.ts` (a `tableReads` count
 * holds every other file importing it, and every statement written as text that reads another area's
 * table by its SQL name, `from profiles` or `join lessons`: reads go through the owner's face); any
 * other file of another area is a violation. A contract
 * area may import only the faces of the areas eslint.contract-areas.js declares for it, as the
 * lint's contract zone says: another contract area's index.ts is a violation too. Also
 * counted: writes into another area's tables (`.insert(t)`, `.update(t)`, `.delete(t)` on a table
 * imported from that area's tables.ts, and raw SQL inside sql`` templates: `insert into`, `update`,
 * `delete from` followed by such a table (`${t}`) or by another area's SQL table name, as its
 * tables.ts names it in `pgTable('name', …)`; a heuristic over the source), file circles (import
 * cycles between files) and area loops (areas that reach each other through imports).
 * Test support (`*.testing.ts`, e.g. an area's `factories.testing.ts`) is read too: it writes only its
 * own area's tables, and may import another area's `*.testing.ts` (its test face: a course's factory
 * makes its trainer with accounts' createUser); those imports are listed apart and left out of the
 * area graph, as they are not the product's.
 * scripts/area-imports.ts prints it and checks it against area-imports.baseline.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { CONTRACT_AREA_DEPENDENCIES } from '../eslint.contract-areas.js'

/** The layers whose sub-folders are areas; `core` is not an area (everyone may use it). */
const LAYERS = ['server/features', 'contracts'] as const

export interface Edge {
  from: string
  to: string
  fromArea: string
  toArea: string
}

export interface Write {
  file: string
  area: string
  table: string
  owner: string
  op: 'insert' | 'update' | 'delete'
  /** Written by raw SQL in a sql`` template (`table` is then the `${binding}` or the SQL name). */
  sql?: true
}

export interface Report {
  index: Edge[]
  /** A `*.testing.ts` file's imports of another area's `*.testing.ts` (test support, allowed). */
  testing: Edge[]
  tables: Edge[]
  /**
   * The tables.ts imports made by a file other than the importing area's own tables.ts, and the
   * statements written as text that read another area's table by its SQL name (`from profiles`,
   * `join lessons l`; `to` is then the owner's tables.ts): reads.
   */
  tableReads: Edge[]
  violations: Edge[]
  writes: Write[]
  /** Each file circle: the files of one strongly connected component (more than one file). */
  fileCircles: string[][]
  /** Each area loop: the areas of one strongly connected component of the area graph. */
  areaLoops: string[][]
  /** The same, counting only imports other than tables.ts (the loops foreign keys do not explain). */
  areaLoopsWithoutTables: string[][]
}

/** What the script counts. */
export interface Counts {
  index: number
  tables: number
  tableReads: number
  violations: number
  writes: number
  fileCircles: number
  filesInCircles: number
  areaLoops: number
  areasInLoops: number
  areasInLoopsWithoutTables: number
}

export function counts(report: Report): Counts {
  const sum = (groups: string[][]) => groups.reduce((total, group) => total + group.length, 0)
  return {
    index: report.index.length,
    tables: report.tables.length,
    tableReads: report.tableReads.length,
    violations: report.violations.length,
    writes: report.writes.length,
    fileCircles: report.fileCircles.length,
    filesInCircles: sum(report.fileCircles),
    areaLoops: report.areaLoops.length,
    areasInLoops: sum(report.areaLoops),
    areasInLoopsWithoutTables: sum(report.areaLoopsWithoutTables),
  }
}

const isTesting = (file: string) => file.endsWith('.testing.ts')

const isSource = (name: string) =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')

/** The source files under `dir` (tests and declarations left out), appended to `out`. */
export function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, out)
    else if (isSource(name)) out.push(full)
  }
}

/** `server/features/studio/uploads.ts` → `server/features/studio`; null outside an area. */
export function areaOf(file: string): string | null {
  for (const layer of LAYERS) {
    if (!file.startsWith(`${layer}/`)) continue
    const area = file.slice(layer.length + 1).split('/')[0]
    if (!area || area === 'core' || !file.slice(layer.length + 1).includes('/')) return null
    return `${layer}/${area}`
  }
  return null
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

interface Import {
  specifier: string
  /** The local names bound by `import { a, b as c }` (values and types alike). */
  names: string[]
}

export function importsOf(source: string): Import[] {
  const out: Import[] = []
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[4] ?? match[5]
    const clause = match[3] ?? ''
    const names: string[] = []
    const braces = /\{([^}]*)\}/.exec(clause)
    if (braces && match[1] === 'import') {
      for (const part of braces[1].split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim()
        if (name) names.push(name)
      }
    }
    out.push({ specifier, names })
  }
  return out
}

/** A relative import's file, as a repository path; null for a package or a file that is not there. */
export function resolve(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(root, path.dirname(from), specifier)
  // a `.js` specifier names its TypeScript source
  const stem = base.replace(/\.(js|mjs)$/, '')
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile())
  return found ? path.relative(root, found).split(path.sep).join('/') : null
}

/** Strongly connected components with more than one member (Tarjan), each sorted, sorted. */
export function loops(graph: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next++
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a[0].localeCompare(b[0]))
}

const link = (graph: Map<string, Set<string>>, from: string, to: string) => {
  if (!graph.has(from)) graph.set(from, new Set())
  if (!graph.has(to)) graph.set(to, new Set())
  graph.get(from)!.add(to)
}

/** The SQL names of every area's tables (`pgTable('name', …)` in its tables.ts), with their owner. */
export function sqlTableOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>()
  const features = path.join(root, 'server/features')
  if (!existsSync(features)) return owners
  for (const area of readdirSync(features)) {
    const tables = path.join(features, area, 'tables.ts')
    if (!existsSync(tables)) continue
    for (const [, name] of readFileSync(tables, 'utf8').matchAll(/\bpgTable\(\s*['"]([^'"]+)['"]/g))
      owners.set(name, `server/features/${area}`)
  }
  return owners
}

/** Where the template literal opening at `start` (just past its backtick) ends (its closing backtick). */
function templateEnd(source: string, start: number): number {
  let i = start
  while (i < source.length) {
    const character = source[i]
    if (character === '\\') i += 2
    else if (character === '`') return i
    else if (character === '$' && source[i + 1] === '{') i = expressionEnd(source, i + 2) + 1
    else i++
  }
  return source.length
}

/** Where the `${…}` expression starting at `start` ends (its closing brace), strings and templates skipped. */
function expressionEnd(source: string, start: number): number {
  let depth = 1
  let i = start
  while (i < source.length) {
    const character = source[i]
    if (character === '`') i = templateEnd(source, i + 1) + 1
    else if (character === "'" || character === '"') {
      i++
      while (i < source.length && source[i] !== character) i += source[i] === '\\' ? 2 : 1
      i++
    } else {
      if (character === '{') depth++
      else if (character === '}' && --depth === 0) return i
      i++
    }
  }
  return source.length
}

/** The text of every sql`…` (or sql<T>`…`) template in the source, its `${…}` expressions included. */
export function sqlTemplates(source: string): string[] {
  const templates: string[] = []
  for (const match of source.matchAll(/\bsql(?:<[^`;]*?>)?`/g)) {
    const start = match.index + match[0].length
    templates.push(source.slice(start, templateEnd(source, start)))
  }
  return templates
}

const RAW_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*([A-Za-z_$][\w$]*)\s*\}|"?([a-z_][a-z0-9_]*)"?)/gi

/**
 * The raw SQL writes of a file into another area's tables: a statement naming, after `insert into`,
 * `update` or `delete from`, a table imported from that area's tables.ts (`${binding}`) or that
 * area's SQL name for one.
 */
function rawWrites(
  source: string,
  foreignTables: Map<string, string>,
  sqlOwners: Map<string, string>,
  fromArea: string,
): Omit<Write, 'file' | 'area'>[] {
  const writes: Omit<Write, 'file' | 'area'>[] = []
  for (const template of sqlTemplates(source))
    for (const [, verb, binding, sqlName] of template.matchAll(RAW_WRITE)) {
      const owner = binding ? foreignTables.get(binding) : sqlOwners.get(sqlName)
      if (!owner || owner === fromArea) continue
      const op = verb.toLowerCase().split(/\s+/)[0] as Write['op']
      writes.push({ table: binding ?? sqlName, owner, op, sql: true })
    }
  return writes
}

const RAW_READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?(?![\w.(])/gi

/** The source without its comments (a heuristic: `//` after a quote or inside a URL is kept). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1')

/**
 * The owners of the other areas' tables a file reads by their SQL name in statements written as
 * text (sql`` templates or plain strings): `from <name>` or `join <name>`, comments left out.
 */
export function rawReads(source: string, sqlOwners: Map<string, string>, fromArea: string): Set<string> {
  const owners = new Set<string>()
  for (const [, name] of withoutComments(source).matchAll(RAW_READ)) {
    const owner = sqlOwners.get(name)
    if (owner && owner !== fromArea) owners.add(owner)
  }
  return owners
}

/** Whether `fromArea` may import `toArea`'s index.ts: any server area's; a declared contract area's. */
function faceAllowed(
  fromArea: string,
  toArea: string,
  contractDependencies: Readonly<Record<string, readonly string[]>>,
) {
  if (!fromArea.startsWith('contracts/')) return true
  const name = (area: string) => area.slice('contracts/'.length)
  return (contractDependencies[name(fromArea)] ?? []).includes(name(toArea))
}

export function analyse(
  root: string,
  contractDependencies: Readonly<Record<string, readonly string[]>> = CONTRACT_AREA_DEPENDENCIES,
): Report {
  const files: string[] = []
  for (const layer of LAYERS) if (existsSync(path.join(root, layer))) walk(path.join(root, layer), files)
  const report: Report = {
    index: [],
    testing: [],
    tables: [],
    tableReads: [],
    violations: [],
    writes: [],
    fileCircles: [],
    areaLoops: [],
    areaLoopsWithoutTables: [],
  }
  const sqlOwners = sqlTableOwners(root)
  const fileGraph = new Map<string, Set<string>>()
  const areaGraph = new Map<string, Set<string>>()
  const areaGraphWithoutTables = new Map<string, Set<string>>()
  for (const full of files.sort()) {
    const from = path.relative(root, full).split(path.sep).join('/')
    const fromArea = areaOf(from)
    const source = readFileSync(full, 'utf8')
    const foreignTables = new Map<string, string>()
    for (const { specifier, names } of importsOf(source)) {
      const to = resolve(root, from, specifier)
      if (!to) continue
      link(fileGraph, from, to)
      const toArea = areaOf(to)
      if (!fromArea || !toArea || fromArea === toArea) continue
      // server → contracts (or back) is the layering, not a boundary between areas
      if (fromArea.split('/')[0] !== toArea.split('/')[0]) continue
      const edge = { from, to, fromArea, toArea }
      const file = to.slice(toArea.length + 1)
      if (isTesting(from) && isTesting(to)) {
        report.testing.push(edge)
        continue
      }
      link(areaGraph, fromArea, toArea)
      if (file === 'index.ts' && faceAllowed(fromArea, toArea, contractDependencies)) report.index.push(edge)
      else if (file === 'tables.ts') {
        report.tables.push(edge)
        if (from !== `${fromArea}/tables.ts`) report.tableReads.push(edge)
        for (const name of names) foreignTables.set(name, toArea)
        continue
      } else report.violations.push(edge)
      link(areaGraphWithoutTables, fromArea, toArea)
    }
    for (const [name, owner] of foreignTables) {
      const call = new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\s*\\)`, 'g')
      for (const match of source.matchAll(call))
        report.writes.push({ file: from, area: fromArea!, table: name, owner, op: match[1] as Write['op'] })
    }
    if (fromArea?.startsWith('server/features/'))
      for (const write of rawWrites(source, foreignTables, sqlOwners, fromArea))
        report.writes.push({ file: from, area: fromArea, ...write })
    if (fromArea?.startsWith('server/features/') && from !== `${fromArea}/tables.ts`)
      for (const owner of rawReads(source, sqlOwners, fromArea)) {
        report.tableReads.push({ from, to: `${owner}/tables.ts`, fromArea, toArea: owner })
        link(areaGraph, fromArea, owner)
      }
  }
  report.fileCircles = loops(fileGraph)
  report.areaLoops = loops(areaGraph)
  report.areaLoopsWithoutTables = loops(areaGraphWithoutTables)
  return report
}

const short = (area: string) => area.replace(/^server\/features\//, '').replace(/^contracts\//, 'contracts:')

/** The table the script prints: area pairs with their counts, then the writes, circles and loops. */
export function format(report: Report): string {
  const pairs = new Map<string, { index: number; tables: number; other: number }>()
  const add = (edges: Edge[], key: 'index' | 'tables' | 'other') => {
    for (const edge of edges) {
      const pair = `${short(edge.fromArea)} → ${short(edge.toArea)}`
      const row = pairs.get(pair) ?? { index: 0, tables: 0, other: 0 }
      row[key]++
      pairs.set(pair, row)
    }
  }
  add(report.index, 'index')
  add(report.tables, 'tables')
  add(report.violations, 'other')
  const width = Math.max(10, ...[...pairs.keys()].map((pair) => pair.length))
  const lines = [`${'areas'.padEnd(width)}  index  tables  other`]
  for (const [pair, row] of [...pairs].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `${pair.padEnd(width)}  ${String(row.index).padStart(5)}  ${String(row.tables).padStart(6)}  ${String(row.other).padStart(5)}`,
    )
  lines.push(
    '',
    'violations (another area’s file that is neither index.ts nor tables.ts; a contract area’s undeclared face):',
  )
  for (const edge of report.violations) lines.push(`  ${edge.from} → ${edge.to}`)
  lines.push('', 'test support’s imports of another area’s *.testing.ts (allowed, outside the area graph):')
  for (const edge of report.testing) lines.push(`  ${edge.from} → ${edge.to}`)
  lines.push('', 'reads of another area’s tables.ts (anything but a foreign key in the own tables.ts):')
  for (const edge of report.tableReads) lines.push(`  ${edge.from} → ${edge.to}`)
  lines.push('', 'writes into another area’s tables:')
  for (const write of report.writes)
    lines.push(
      write.sql
        ? `  ${write.file}: sql \`${write.op} ${write.table}\` of ${short(write.owner)}`
        : `  ${write.file}: .${write.op}(${write.table}) of ${short(write.owner)}`,
    )
  lines.push('', 'file circles:')
  for (const circle of report.fileCircles) lines.push(`  ${circle.join(' ↔ ')}`)
  lines.push('', 'area loops:')
  for (const loop of report.areaLoops) lines.push(`  ${loop.map(short).join(' ↔ ')}`)
  lines.push('', 'area loops without tables.ts imports:')
  for (const loop of report.areaLoopsWithoutTables) lines.push(`  ${loop.map(short).join(' ↔ ')}`)
  const total = counts(report)
  lines.push(
    '',
    Object.entries(total)
      .map(([key, value]) => `${key} ${value}`)
      .join(', '),
  )
  return lines.join('\n')
}

/**
 * The counts the baseline holds down: imports of another area's index.ts, or of its tables.ts by
 * the own tables.ts (foreign keys), are allowed (they are printed, not held).
 */
export const RATCHETED = [
  'tableReads',
  'violations',
  'writes',
  'fileCircles',
  'filesInCircles',
  'areaLoops',
  'areasInLoops',
  'areasInLoopsWithoutTables',
] as const
export type Baseline = Pick<Counts, (typeof RATCHETED)[number]>

export const baselineOf = (current: Counts): Baseline =>
  Object.fromEntries(RATCHETED.map((key) => [key, current[key]])) as Baseline

/** The counts that went up against the baseline (empty: the ratchet holds). */
export function overBaseline(current: Counts, baseline: Baseline): string[] {
  return RATCHETED.filter((key) => current[key] > (baseline[key] ?? 0)).map(
    (key) => `${key}: ${current[key]} (baseline ${baseline[key] ?? 0})`,
  )
}
