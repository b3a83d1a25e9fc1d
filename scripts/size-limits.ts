/*
 * Size limits of the production code (issue 33): no file over 600 lines, no function (declaration,
 * arrow, function expression, method, accessor, constructor) over 150 lines, on any side (src,
 * server, machines, contracts, scripts and the tools' configuration at the root). Tests, test
 * helpers (`*.testing.ts`, `testing/`, `test-utils/`, `test-setup.ts`), fixtures, demo data and
 * generated files are not production code and are left out.
 *
 * A statechart (a `createMachine(...)` call, `setup(...).createMachine(...)` included) is measured
 * as a unit of its own; a function holding one is measured without it. A statechart or a schema
 * factory (a function building valibot schemas) may be longer than 150 lines only when the line above
 * it has a comment `// size: <the reason>`.
 *
 *   node --import tsx scripts/size-limits.ts           lists the offenders
 *   node --import tsx scripts/size-limits.ts --check   exits 1 on an offender not in ALLOWED, or on an
 *                                                      entry of ALLOWED that no longer offends
 * scripts/size-limits.test.ts runs the check in the unit suite.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'

export const MAX_FILE_LINES = 600
export const MAX_FUNCTION_LINES = 150

/**
 * Offenders let through while they were being split. Empty since the last of them was cut down
 * (issue 33), and it stays so: never add one; split the function, or give a statechart or a schema
 * factory its `// size:` reason. A file would be `path`, a function `path: name`.
 */
export const ALLOWED: readonly string[] = []

/** Where production code lives, from the repository's root. */
const ROOTS = ['src', 'server', 'machines', 'contracts', 'scripts']

/** Not production code: tests, test helpers, fixtures, demo data, generated files. */
export function isProduction(file: string): boolean {
  const rel = file.split(path.sep).join('/')
  if (!/\.(ts|tsx)$/.test(rel) || rel.endsWith('.d.ts')) return false
  if (/\.(test|spec|testing)\.tsx?$/.test(rel)) return false
  if (/(^|\/)(test-setup|fixtures|demo-data)\.tsx?$/.test(rel)) return false
  if (/(^|\/)(testing|test-utils|fixtures|demo-data|generated|__generated__)\//.test(rel)) return false
  return !/\.gen\.tsx?$/.test(rel)
}

export interface Offender {
  file: string
  kind: 'file' | 'function' | 'statechart'
  /** The function's name (`outer > inner` when nested; `<anonymous>` when it has none). */
  name: string
  /** 1-based line where it starts. */
  line: number
  lines: number
}

/** `path` for a file, `path: name` for a function or a statechart (the key ALLOWED uses). */
export const keyOf = (offender: Offender) =>
  offender.kind === 'file' ? offender.file : `${offender.file}: ${offender.name}`

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration

const isFunctionNode = (node: ts.Node): node is FunctionNode =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node)

/** `createMachine(...)` or `<anything>.createMachine(...)`. */
const isStatechart = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && node.expression.text === 'createMachine') ||
    (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'createMachine'))

/** The name a function goes by: its own, its variable's, its property's or its class member's. */
function nameOf(node: ts.Node): string | undefined {
  const named = (node as { name?: ts.Node }).name
  if (named && (ts.isIdentifier(named) || ts.isStringLiteral(named) || ts.isPrivateIdentifier(named)))
    return named.text
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return nameOf(parent)
  if (ts.isExportAssignment(parent)) return 'default'
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression))
    return `${parent.expression.name.text}(…)`
  return undefined
}

/** The statement (or class member, or object property) a node heads: where its comment goes. */
function anchorOf(node: ts.Node): ts.Node {
  let current = node
  while (
    current.parent &&
    !ts.isSourceFile(current.parent) &&
    !ts.isBlock(current.parent) &&
    !ts.isClassLike(current.parent) &&
    !ts.isObjectLiteralExpression(current.parent) &&
    !ts.isModuleBlock(current.parent)
  ) {
    // stay on the node's own line: a statement starting lines above is not "the line above it"
    const source = node.getSourceFile()
    const lineOf = (n: ts.Node) => source.getLineAndCharacterOfPosition(n.getStart(source)).line
    if (lineOf(current.parent) !== lineOf(node)) break
    current = current.parent
  }
  return current
}

/** A function that builds valibot schemas: its name says schema, or it returns a `v.` chain. */
function isSchemaFactory(node: FunctionNode): boolean {
  if (/schema/i.test(nameOf(node) ?? '')) return true
  let returned: ts.Node | undefined
  if (node.body && !ts.isBlock(node.body)) returned = node.body
  else
    node.body?.statements.forEach((statement) => {
      if (ts.isReturnStatement(statement)) returned = statement.expression
    })
  while (returned && (ts.isCallExpression(returned) || ts.isPropertyAccessExpression(returned)))
    returned = returned.expression
  return !!returned && ts.isIdentifier(returned) && returned.text === 'v'
}

/** Measures one source text: the file's length, its functions and statecharts over the limits. */
export function measure(file: string, text: string): Offender[] {
  const fileLines = lineCount(text)
  // no function can be longer than its file: most files need no parsing (the check stays fast)
  if (fileLines <= MAX_FUNCTION_LINES) return []
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const lines = text.split('\n')
  const offenders: Offender[] = []
  if (fileLines > MAX_FILE_LINES) offenders.push({ file, kind: 'file', name: '', line: 1, lines: fileLines })

  const startLine = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line
  const span = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line - startLine(node) + 1
  const reasoned = (node: ts.Node) => {
    const above = lines[startLine(anchorOf(node)) - 1]
    return above !== undefined && /^\s*\/\/ size: \S/.test(above)
  }
  /** Lines of the statecharts directly inside `node` (not inside another one): not the function's. */
  const statechartLines = (node: ts.Node): number => {
    let total = 0
    const visit = (child: ts.Node) => {
      if (isStatechart(child)) total += span(child)
      else if (!isFunctionNode(child)) ts.forEachChild(child, visit)
    }
    ts.forEachChild(node, visit)
    return total
  }

  const visit = (node: ts.Node, names: string[]) => {
    let inner = names
    if (isStatechart(node)) {
      const own = ts.isVariableDeclaration(node.parent) ? nameOf(node.parent) : undefined
      const name = (own ? [...names, own] : names.length > 0 ? names : ['statechart']).join(' > ')
      const length = span(node)
      // the reason goes above the statechart, or above the function that holds it
      let holder: ts.Node | undefined = node.parent
      while (holder && !isFunctionNode(holder)) holder = holder.parent
      if (length > MAX_FUNCTION_LINES && !reasoned(node) && !(holder && reasoned(holder)))
        offenders.push({ file, kind: 'statechart', name, line: startLine(node) + 1, lines: length })
    } else if (isFunctionNode(node)) {
      inner = [...names, nameOf(node) ?? '<anonymous>']
      const whole = span(node)
      const length = whole > MAX_FUNCTION_LINES ? whole - statechartLines(node) : whole
      if (length > MAX_FUNCTION_LINES && !(isSchemaFactory(node) && reasoned(node)))
        offenders.push({
          file,
          kind: 'function',
          name: inner.join(' > '),
          line: startLine(node) + 1,
          lines: length,
        })
    }
    ts.forEachChild(node, (child) => visit(child, inner))
  }
  visit(source, [])
  return offenders
}

/** The production files under `root` (its ROOTS and the configuration files at its top). */
export function productionFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (dir || ROOTS.includes(entry.name)) walk(rel)
      } else if (isProduction(rel)) out.push(rel)
    }
  }
  walk('')
  return out.sort()
}

export function scan(root: string): Offender[] {
  return productionFiles(root).flatMap((file) => measure(file, readFileSync(path.join(root, file), 'utf8')))
}

/** Offenders not allowed, and allowed entries that no longer offend. */
export function check(offenders: Offender[], allowed: readonly string[] = ALLOWED) {
  const keys = new Set(offenders.map(keyOf))
  return {
    unexpected: offenders.filter((offender) => !allowed.includes(keyOf(offender))),
    stale: allowed.filter((key) => !keys.has(key)),
  }
}

export const describeOffender = (offender: Offender) =>
  offender.kind === 'file'
    ? `${offender.file}: ${offender.lines} lines (max ${MAX_FILE_LINES})`
    : `${offender.file}:${offender.line} ${offender.kind} ${offender.name}: ${offender.lines} lines (max ${MAX_FUNCTION_LINES})`

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const offenders = scan(root)
  if (process.argv[2] === '--check') {
    const { unexpected, stale } = check(offenders)
    if (unexpected.length > 0)
      console.error(
        `Over the size limits (split them; issue 33):\n  ${unexpected.map(describeOffender).join('\n  ')}`,
      )
    if (stale.length > 0)
      console.error(
        `No longer over the limits: remove from ALLOWED in scripts/size-limits.ts:\n  ${stale.join('\n  ')}`,
      )
    if (unexpected.length > 0 || stale.length > 0) process.exit(1)
  } else
    console.log(
      offenders
        .map(
          (offender) =>
            `${describeOffender(offender)}${ALLOWED.includes(keyOf(offender)) ? ' (allowed)' : ''}`,
        )
        .join('\n') || 'no offenders',
    )
}
