/**
 * The Lingui catalogs cut into parts, at build time, from locales/<locale>/messages.po (never kept
 * by hand): a shell part with every message the app may show before a page of an area has loaded,
 * and one part per area with the messages only that area's pages show. A first load then downloads
 * the shell part and the part of the page's area instead of the whole catalog (issue #8's size rule).
 *
 * Which part a message goes to follows from the source's imports and the .po's origin comments:
 * - a page is a module a manifest loads with `lazyPage(() => import('./pages/…'))`; the page loader
 *   waits for its area's part (src/shared/lib/manifest.ts), so whatever a page reaches through
 *   static and dynamic imports may live in that area's part;
 * - everything reachable from the entry without entering a page (layouts, the not-found page, the
 *   areas' chrome and session listeners, the shared UI) is the shell's;
 * - a message the shell may show (it comes from a file the entry reaches) is the shell's alone;
 * - any other message goes to the part of every area whose pages reach a file it comes from: a
 *   text of a card shared by the catalogue and the search is in both parts, not in the shell, so
 *   a page loads what it may show and the shell is what every first load pays for (issue #8's
 *   100 KiB before a public page is interactive). Lingui merges parts, so a text loaded twice is
 *   one text.
 *
 * vite.config.ts serves the parts as modules (catalogParts plugin); scripts/catalog-parts.test.ts
 * checks that together they are exactly the whole catalog.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

export const SHELL = 'shell'

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g
const LAZY_PAGE = /lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g

interface Imports {
  static: string[]
  dynamic: string[]
  pages: string[]
}

/** Relative imports of a source file, resolved to files under root ('src/app/main.tsx'). */
function importsOf(root: string, file: string, cache: Map<string, Imports>): Imports {
  const cached = cache.get(file)
  if (cached) return cached
  const text = readFileSync(path.join(root, file), 'utf8')
  const resolve = (specifier: string) => {
    if (!specifier.startsWith('.')) return null
    const base = path.join(path.dirname(file), specifier)
    for (const extension of EXTENSIONS) {
      const candidate = base + extension
      if (/\.(tsx?)$/.test(candidate) && existsSync(path.join(root, candidate)))
        return candidate.split(path.sep).join('/')
    }
    return null
  }
  const all = (pattern: RegExp) =>
    [...text.matchAll(pattern)]
      // `import type` is gone from the JavaScript
      .filter((match) => !/^\s*(import|export)\s+type\s/.test(match[0]))
      .map((match) => resolve(match[1] ?? match[2]))
      .filter((found): found is string => found !== null)
  const pages = all(LAZY_PAGE)
  // the areas' manifests, collected with import.meta.glob: statically part of the entry
  const globbed = [...text.matchAll(GLOB)].flatMap((match) => {
    const [dir, pattern] = [path.dirname(file), match[1]]
    const parts = pattern.split('*')
    if (parts.length !== 2 || !parts[0].endsWith('/')) return []
    const parent = path.join(root, dir, parts[0])
    if (!existsSync(parent)) return []
    return readdirSync(parent)
      .map((name) =>
        path
          .join(dir, parts[0], name + parts[1])
          .split(path.sep)
          .join('/'),
      )
      .filter((candidate) => existsSync(path.join(root, candidate)))
  })
  const imports: Imports = {
    static: [...all(STATIC_IMPORT), ...globbed],
    dynamic: all(DYNAMIC_IMPORT).filter((target) => !pages.includes(target)),
    pages,
  }
  cache.set(file, imports)
  return imports
}

/** Every file reached from `starts`, through static and dynamic imports but never into a page. */
function reach(root: string, starts: string[], cache: Map<string, Imports>): Set<string> {
  const seen = new Set<string>()
  const queue = [...starts]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const imports = importsOf(root, file, cache)
    queue.push(...imports.static, ...imports.dynamic)
  }
  return seen
}

/** Every source file a file reaches through static imports only: what loads with it, in its chunk or before. */
export function staticClosure(root: string, file: string): Set<string> {
  const cache = new Map<string, Imports>()
  const seen = new Set<string>()
  const queue = [file]
  while (queue.length) {
    const next = queue.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    queue.push(...importsOf(root, next, cache).static)
  }
  return seen
}

/**
 * The parts a source file's messages go to: the shell alone, or every area whose pages reach it.
 * `entry`: the SPA's entry module, relative to root.
 */
export function fileParts(root: string, entry = 'src/app/main.tsx'): (file: string) => string[] {
  const cache = new Map<string, Imports>()
  const shell = reach(root, [entry], cache)
  // each page, and who loads it: the area whose manifest names it
  const areaOf = new Map<string, Set<string>>()
  for (const file of shell) {
    const area = /^src\/features\/([^/]+)\/manifest\.tsx?$/.exec(file)?.[1]
    if (!area) continue
    for (const page of reach(root, importsOf(root, file, cache).pages, cache))
      areaOf.set(page, (areaOf.get(page) ?? new Set()).add(area))
  }
  return (file) => {
    const areas = areaOf.get(file)
    // a file no page reaches (nor the entry) has no page to wait for it: the shell keeps its texts
    return shell.has(file) || !areas ? [SHELL] : [...areas].sort()
  }
}

export interface CatalogParts {
  /** Part name -> the message ids in it: an id is in the shell alone, or in one or more areas' parts. */
  ids: Map<string, Set<string>>
  /** The part's compiled messages for a locale, as the module the Lingui Vite plugin makes of a .po. */
  module: (locale: string, part: string) => Promise<string>
  /** The .po files the parts come from (watched by the dev server). */
  files: string[]
  locales: string[]
}

export async function catalogParts(root: string): Promise<CatalogParts> {
  const config = getConfig({ cwd: root })
  const [catalog] = await getCatalogs(config)
  const partOf = fileParts(root)
  const source = await catalog.read(config.sourceLocale!)
  const ids = new Map<string, Set<string>>([[SHELL, new Set()]])
  for (const [id, entry] of Object.entries(source ?? {})) {
    if (entry.obsolete) continue
    const parts = new Set((entry.origin ?? []).flatMap(([file]) => partOf(file)))
    for (const part of parts.has(SHELL) || parts.size === 0 ? [SHELL] : parts) {
      if (!ids.has(part)) ids.set(part, new Set())
      ids.get(part)!.add(id)
    }
  }
  const translations = new Map<string, Promise<Record<string, string>>>()
  const translated = (locale: string) => {
    if (!translations.has(locale))
      translations.set(
        locale,
        catalog
          .getTranslations(locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale!,
          })
          .then(({ messages }) => messages as Record<string, string>),
      )
    return translations.get(locale)!
  }
  return {
    ids,
    locales: config.locales,
    files: config.locales.map((locale) => catalog.getFilename(locale)),
    async module(locale, part) {
      const all = await translated(locale)
      const wanted = ids.get(part) ?? new Set()
      const messages = Object.fromEntries(Object.entries(all).filter(([id]) => wanted.has(id)))
      const { source: code, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' })
      if (errors.length)
        throw new Error(`catalog ${locale}/${part}: ${errors.length} messages do not compile`)
      return code
    },
  }
}
