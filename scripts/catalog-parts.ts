/**
 * The Lingui catalogs cut into parts, at build time, from every area's catalog of lingui.config.ts
 * (src/features/<area>/locales/<locale>.po…, merged: wholeCatalog; the parts are never kept by hand): a shell part with every message the app may show before anything has been loaded with
 * `import()`, and a lazy part for each module loaded with `import()` (a page, a layout, a piece of
 * the frame such as the notifications, a door's rules) with the messages it and what it imports
 * statically show. A first load then downloads the shell part and the page's part instead of the
 * whole catalog (issue #8's size rule), and what the shell loads later brings its texts along.
 *
 * Which part a message goes to follows from the source's imports and the .po's origin comments:
 * - the shell is everything the entry reaches through static imports (the router, the public
 *   layout, the not-found page, the areas' manifests, the shared UI): a message one of them may
 *   show is the shell's alone;
 * - any other message goes to the lazy part of every module loaded with `import()` whose static
 *   imports reach a file it comes from: a text of a card shared by the catalogue and the search is
 *   in both pages' parts, not in the shell, so a page loads what it may show and the shell is what
 *   every first load pays for (issue #8's 100 KiB before a public page is interactive, issue 37's
 *   doors). Lingui merges parts, so a text loaded twice is one text.
 * - scripts/catalog-parts-plugin.ts turns each such `import('./x')` into one that also waits for
 *   the part (src/shared/i18n/index.ts withTexts), so no module shows a message id.
 *
 * vite.config.ts serves the parts as modules (catalogParts plugin); scripts/catalog-parts.test.ts
 * checks that together they are exactly the whole catalog.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

export const SHELL = 'shell'
/** Not a part of the SPA's: the whole catalog in one module, for tests (loadEveryCatalogPart). */
export const EVERY = 'every'

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g
export const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g
export const LAZY_PAGE = /lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g

interface Imports {
  static: string[]
  dynamic: string[]
  pages: string[]
}

/** A relative import of `file` resolved to a source file under root ('src/app/main.tsx'), or null. */
export function resolveImport(root: string, file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.join(path.dirname(file), specifier)
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (/\.(tsx?)$/.test(candidate) && existsSync(path.join(root, candidate)))
      return candidate.split(path.sep).join('/')
  }
  return null
}

/** Relative imports of a source file, resolved to files under root ('src/app/main.tsx'). */
function importsOf(root: string, file: string, cache: Map<string, Imports>): Imports {
  const cached = cache.get(file)
  if (cached) return cached
  const text = readFileSync(path.join(root, file), 'utf8')
  const resolve = (specifier: string) => resolveImport(root, file, specifier)
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
 * The part of the texts a module imported with `import()` (not a page) shows, with everything it
 * imports statically: `lazy-` and its path ('src/app/layouts/user-menu.tsx' -> 'lazy-app-layouts-user-menu').
 */
export const lazyPartName = (file: string) =>
  LAZY_PREFIX +
  file
    .replace(/^src\//, '')
    .replace(/\.[jt]sx?$/, '')
    .replace(/[^\w]+/g, '-')
export const LAZY_PREFIX = 'lazy-'

/**
 * Where every source file's texts go. `entry`: the SPA's entry module, relative to root.
 * - `part(file)`: the shell alone (the entry reaches it through static imports), or the lazy part of
 *   every module that imports it statically and that something loads with `import()` (a page, a
 *   layout, a piece of the frame, a door's rules);
 * - `lazyImports(file)`: a file's `import()`s, by target file, each with the lazy part it waits for;
 * - `ownPart(file)`: the part of a module the shell's own code loads with import() (a page, a layout,
 *   a piece of the frame), or null. The build has such a module name its part itself (the loaders
 *   written at each import() in the shell would otherwise be in the entry every first load pays
 *   for: the manifests name ~100 pages).
 */
export function catalogLayout(
  root: string,
  entry = 'src/app/main.tsx',
): {
  part: (file: string) => string[]
  lazyImports: (file: string) => Map<string, string>
  ownPart: (file: string) => string | null
} {
  const cache = new Map<string, Imports>()
  const closure = (file: string) => {
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
  const lazyTargets = (file: string) => {
    const imports = importsOf(root, file, cache)
    return [...imports.dynamic, ...imports.pages]
  }
  const shell = closure(entry)
  const parts = new Map<string, Set<string>>()
  // every module the app may run, through static imports and import()s (pages included)
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(root, file, cache).static)
    for (const target of lazyTargets(file)) {
      queue.push(target)
      const part = lazyPartName(target)
      for (const reached of closure(target))
        if (!shell.has(reached)) parts.set(reached, (parts.get(reached) ?? new Set()).add(part))
    }
  }
  const loadedByShell = new Set([...shell].flatMap(lazyTargets))
  return {
    // a file nothing loads has no import to wait for it: the shell keeps its texts
    part: (file) => (shell.has(file) || !parts.has(file) ? [SHELL] : [...parts.get(file)!].sort()),
    lazyImports: (file) => new Map(lazyTargets(file).map((target) => [target, lazyPartName(target)])),
    ownPart: (file) => (loadedByShell.has(file) ? lazyPartName(file) : null),
  }
}

/** The parts a source file's messages go to (catalogLayout's `part`). */
export function fileParts(root: string, entry = 'src/app/main.tsx'): (file: string) => string[] {
  return catalogLayout(root, entry).part
}

export interface CatalogParts {
  /** Part name -> the message ids in it: an id is in the shell alone, or in one or more areas' parts. */
  ids: Map<string, Set<string>>
  /** The part's compiled messages for a locale, as the module the Lingui Vite plugin makes of a .po. */
  module: (locale: string, part: string) => Promise<string>
  /**
   * The dynamic imports of a source file (relative to root) whose module shows texts: target file ->
   * the lazy part to load with it (the plugin wraps such an import so both arrive before it resolves).
   */
  lazyImports: (file: string) => Map<string, string>
  /** The part of a module the shell loads with import(), if it has texts (catalogLayout). */
  ownPart: (file: string) => string | null
  /** The .po files the parts come from (watched by the dev server). */
  files: string[]
  locales: string[]
}

/**
 * Every catalog of lingui.config.ts as one: an area's catalog holds the messages of its folder
 * (src/features/<area>/locales, src/shared/locales, contracts/locales…), so a text two areas show is
 * in both, with one translation (npm run i18n:check fails when they differ). The runtime merges
 * them the same way: one id, one text.
 */
export async function wholeCatalog(root: string) {
  const config = getConfig({ cwd: root })
  const catalogs = await getCatalogs(config)
  const sourceLocale = config.sourceLocale!
  const source: Record<string, { obsolete?: boolean; origin?: [string, number?][] }> = {}
  for (const catalog of catalogs)
    for (const [id, entry] of Object.entries((await catalog.read(sourceLocale)) ?? {})) {
      const known = source[id]
      source[id] = known
        ? {
            obsolete: Boolean(known.obsolete && entry.obsolete),
            origin: [...(known.origin ?? []), ...((entry.origin ?? []) as [string, number?][])],
          }
        : { obsolete: entry.obsolete, origin: (entry.origin ?? []) as [string, number?][] }
    }
  /** The compiled-to-be messages of a locale: a catalog's own translation wins over another's fallback. */
  const translated = async (locale: string) => {
    const messages: Record<string, string> = {}
    const fallback = new Set<string>()
    for (const catalog of catalogs) {
      const result = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale,
      })
      const missing = new Set(result.missing.map(({ id }) => id))
      for (const [id, text] of Object.entries(result.messages as Record<string, string>)) {
        if (id in messages && (missing.has(id) || !fallback.has(id))) continue
        messages[id] = text
        if (missing.has(id)) fallback.add(id)
        else fallback.delete(id)
      }
    }
    return messages
  }
  return {
    config,
    catalogs,
    source,
    translated,
    files: config.locales.flatMap((locale) => catalogs.map((catalog) => catalog.getFilename(locale))),
  }
}

/** The .po file of every catalog in a language (absolute paths), as lingui.config.ts lays them out. */
export async function catalogFiles(root: string, locale: string): Promise<string[]> {
  const config = getConfig({ cwd: root })
  return (await getCatalogs(config)).map((catalog) => catalog.getFilename(locale))
}

export async function catalogParts(root: string): Promise<CatalogParts> {
  const whole = await wholeCatalog(root)
  const { config, source } = whole
  const layout = catalogLayout(root)
  const partOf = layout.part
  const ids = new Map<string, Set<string>>([[SHELL, new Set()]])
  for (const [id, entry] of Object.entries(source)) {
    if (entry.obsolete) continue
    const parts = new Set((entry.origin ?? []).flatMap(([file]) => partOf(file)))
    for (const part of parts.has(SHELL) || parts.size === 0 ? [SHELL] : parts) {
      if (!ids.has(part)) ids.set(part, new Set())
      ids.get(part)!.add(id)
    }
  }
  const translations = new Map<string, Promise<Record<string, string>>>()
  const translated = (locale: string) => {
    if (!translations.has(locale)) translations.set(locale, whole.translated(locale))
    return translations.get(locale)!
  }
  return {
    ids,
    locales: config.locales,
    files: whole.files,
    lazyImports: (file) =>
      new Map([...layout.lazyImports(file)].filter(([, part]) => (ids.get(part)?.size ?? 0) > 0)),
    ownPart(file) {
      const part = layout.ownPart(file)
      return part && (ids.get(part)?.size ?? 0) > 0 ? part : null
    },
    async module(locale, part) {
      const all = await translated(locale)
      const wanted = ids.get(part) ?? new Set()
      const messages =
        part === EVERY ? all : Object.fromEntries(Object.entries(all).filter(([id]) => wanted.has(id)))
      const { source: code, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' })
      if (errors.length)
        throw new Error(`catalog ${locale}/${part}: ${errors.length} messages do not compile`)
      return code
    },
  }
}
