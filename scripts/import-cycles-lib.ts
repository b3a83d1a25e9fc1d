/*
 * No import cycle anywhere (eslint.config.js's layering, docs/ARCHITECTURE.md): the files of src,
 * contracts, machines and server, linked by their value imports, form no strongly connected
 * component. Type-only imports do not count (they are erased); re-exports, side-effect imports and
 * dynamic import() do (a lazy chunk still closes a loop). One pass over the graph instead of
 * ESLint's import-x/no-cycle, which walked it again from every file: 30% of the lint's time.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loops, resolve, walk } from './area-imports-lib.ts'

export const CYCLE_ROOTS = ['src', 'contracts', 'machines', 'server'] as const

const STATIC = /(?:^|\n)[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g
const SIDE_EFFECT = /(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]/g
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** Only types named: `import type …`, `export type …`, or braces whose every name says `type`. */
function typeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true
  const braces = /^\{([^}]*)\}$/.exec(clause.trim())
  if (!braces) return false
  const names = braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return names.length > 0 && names.every((name) => name.startsWith('type '))
}

/** The specifiers a file imports as values (static, re-exported, for side effects, dynamically). */
export function valueImportsOf(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(STATIC)) if (!typeOnly(match[2], match[3])) found.push(match[4])
  for (const match of source.matchAll(SIDE_EFFECT)) found.push(match[1])
  for (const match of source.matchAll(DYNAMIC)) found.push(match[1])
  return found
}

/** Every import cycle among the sources under `roots`: each a sorted list of files. */
export function importCycles(root: string, roots: readonly string[] = CYCLE_ROOTS): string[][] {
  const files: string[] = []
  for (const dir of roots) if (existsSync(path.join(root, dir))) walk(path.join(root, dir), files)
  const graph = new Map<string, Set<string>>()
  for (const full of files.sort()) {
    const from = path.relative(root, full).split(path.sep).join('/')
    const targets = new Set<string>()
    for (const specifier of valueImportsOf(readFileSync(full, 'utf8'))) {
      const to = resolve(root, from, specifier)
      if (to && to !== from) targets.add(to)
    }
    graph.set(from, targets)
  }
  return loops(graph)
}
