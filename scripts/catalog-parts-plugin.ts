/**
 * Serves the catalog parts of scripts/catalog-parts.ts to the SPA (vite.config.ts, vitest.config.ts):
 * - `virtual:aula-catalogs`: `{ shell }`, a loader per locale for the shell part (src/shared/i18n);
 * - `locales/<locale>/parts/<part>.js`: one part's compiled messages, its own chunk, so the server
 *   can preload a page's part by its manifest key (server/core/plugins/spa.ts);
 * - every `import('./x')` whose module (with what it imports statically) shows texts the shell does
 *   not have waits for the module's part (src/shared/i18n/index.ts), so the module's texts arrive
 *   with it instead of in the shell part every first load pays for: outside the shell's own code,
 *   the import becomes `withTexts(import('./x'), 'lazy-x', loaders)` (both downloads at once). In
 *   the build, a module the shell loads (a page, a layout, the notifications) exports its part's
 *   name and loaders instead (`__aulaTexts`) and its imports become `thenTexts(import('./x'))`,
 *   which loads the part once the module is there: the entry carries no loaders, and the server
 *   preloads a first page's and layout's parts with the HTML (server/core/plugins/spa.ts). The
 *   dev server keeps withTexts (an added export would cost a page React's fast refresh);
 * - `virtual:aula-catalogs/lazy`: the whole catalog's loaders (`every`), one module per language, for
 *   tests that render pages or lazily loaded modules without importing them lazily
 *   (loadEveryCatalogPart); the SPA never calls it, so the build leaves it out;
 * - `virtual:aula-catalogs/whole`: `{ it, en }`, every catalog compiled and merged, loaded at once,
 *   for the build's page texts and tests (src/shared/i18n/all-catalogs.ts), never for the SPA.
 * The parts are computed from the .po files of every catalog of lingui.config.ts (one per area) and the source's imports on every build (and again in
 * the dev server when a .po changes).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import {
  catalogParts,
  DYNAMIC_IMPORT,
  EVERY,
  resolveImport,
  SHELL,
  type CatalogParts,
} from './catalog-parts.ts'

const INDEX = 'virtual:aula-catalogs'
const LAZY_INDEX = 'virtual:aula-catalogs/lazy'
const WHOLE = 'virtual:aula-catalogs/whole'
/** What a wrapped import() and a module loaded by the shell call (src/shared/i18n/index.ts). */
const WITH_TEXTS = '__aulaWithTexts'
const THEN_TEXTS = '__aulaThenTexts'
/** The export naming a module's part (src/shared/i18n/index.ts thenTexts reads it). */
const OWN_PART = '__aulaTexts'
const I18N = 'src/shared/i18n/index.ts'
const PART = /[\\/]locales[\\/](\w+)[\\/]parts[\\/]([\w-]+)\.js$/

/** `{ it: () => import(part), en: … }`: a part's loader per locale. */
const loadersOf = (locales: string[], part: string) =>
  `{ ${locales.map((locale) => `${locale}: () => import(${JSON.stringify(`/${partKey(locale, part)}`)})`).join(', ')} }`

/** The manifest key of a part's module. */
export const partKey = (locale: string, part: string) => `locales/${locale}/parts/${part}.js`

export function catalogPartsPlugin(root: string): Plugin {
  let parts: Promise<CatalogParts> | undefined
  let build = false
  const current = () => (parts ??= catalogParts(root))
  return {
    name: 'aula:catalog-parts',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX) return `\0${INDEX}`
      if (id === LAZY_INDEX) return `\0${LAZY_INDEX}`
      if (id === WHOLE) return `\0${WHOLE}`
      if (PART.test(id)) return path.resolve(root, id.replace(/^\//, ''))
      return null
    },
    async load(id) {
      if (id === `\0${INDEX}` || id === `\0${LAZY_INDEX}`) {
        const { locales } = await current()
        if (id === `\0${LAZY_INDEX}`) return `export const every = ${loadersOf(locales, EVERY)}`
        return `export const shell = ${loadersOf(locales, SHELL)}`
      }
      if (id === `\0${WHOLE}`) {
        const { locales } = await current()
        return locales
          .map(
            (locale) =>
              `export { messages as ${locale} } from ${JSON.stringify(`/${partKey(locale, EVERY)}`)}`,
          )
          .join('\n')
      }
      const match = PART.exec(id)
      if (!match) return null
      const { module, files } = await current()
      // an area's catalog before its first `lingui extract` has no file yet (Vite resolves watched files)
      for (const file of files) if (existsSync(file)) this.addWatchFile(file)
      return { code: await module(match[1], match[2]), moduleType: 'js' }
    },
    configResolved(config) {
      build = config.command === 'build'
    },
    async transform(code, id) {
      if (id.includes('node_modules') || id.startsWith('\0')) return null
      const file = path.relative(root, id.split('?')[0]).split(path.sep).join('/')
      if (file.startsWith('..') || !/\.tsx?$/.test(file)) return null
      const { lazyImports, ownPart, locales } = await current()
      const wanted = code.includes('import(') ? lazyImports(file) : new Map<string, string>()
      const own = build ? ownPart(file) : null
      if (!wanted.size && !own) return null
      const helpers = new Set<string>()
      let out = code.replace(new RegExp(DYNAMIC_IMPORT.source, 'g'), (match, specifier: string) => {
        const target = resolveImport(root, file, specifier) ?? ''
        const part = wanted.get(target)
        if (!part) return match
        // the module names its part (see below): the entry carries no loaders
        if (build && ownPart(target)) return `${helpers.add(THEN_TEXTS) && THEN_TEXTS}(${match})`
        return `${helpers.add(WITH_TEXTS) && WITH_TEXTS}(${match}, ${JSON.stringify(part)}, ${loadersOf(locales, part)})`
      })
      if (!helpers.size && !own) return null
      // appended, so the lines keep their numbers (an import is hoisted wherever it stands)
      if (own) out += `\nexport const ${OWN_PART} = [${JSON.stringify(own)}, ${loadersOf(locales, own)}]\n`
      if (helpers.size) {
        let helper = path.relative(path.dirname(file), I18N).split(path.sep).join('/')
        if (!helper.startsWith('.')) helper = `./${helper}`
        const names = [...helpers].map(
          (name) => `${name === WITH_TEXTS ? 'withTexts' : 'thenTexts'} as ${name}`,
        )
        out += `\nimport { ${names.join(', ')} } from ${JSON.stringify(helper)}\n`
      }
      return { code: out, map: null }
    },
    handleHotUpdate({ file }) {
      if (file.endsWith('.po')) parts = undefined
    },
  }
}
