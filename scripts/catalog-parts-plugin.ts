/**
 * Serves the catalog parts of scripts/catalog-parts.ts to the SPA (vite.config.ts, vitest.config.ts):
 * - `virtual:aula-catalogs`: `{ shell, areas }`, a loader per locale for the shell part and for
 *   each area's part (src/shared/i18n/index.ts);
 * - `locales/<locale>/parts/<part>.js`: one part's compiled messages, its own chunk, so the server
 *   can preload a page's parts by their manifest keys (server/core/plugins/spa.ts).
 * The parts are computed from the .po files and the source's imports on every build (and again in
 * the dev server when a .po changes).
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { catalogParts, SHELL, type CatalogParts } from './catalog-parts.ts'

const INDEX = 'virtual:aula-catalogs'
const PART = /[\\/]locales[\\/](\w+)[\\/]parts[\\/]([\w-]+)\.js$/

/** The manifest key of a part's module. */
export const partKey = (locale: string, part: string) => `locales/${locale}/parts/${part}.js`

export function catalogPartsPlugin(root: string): Plugin {
  let parts: Promise<CatalogParts> | undefined
  const current = () => (parts ??= catalogParts(root))
  return {
    name: 'aula:catalog-parts',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX) return `\0${INDEX}`
      if (PART.test(id)) return path.resolve(root, id.replace(/^\//, ''))
      return null
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        const { ids, locales } = await current()
        const loaders = (part: string) =>
          `{ ${locales.map((locale) => `${locale}: () => import(${JSON.stringify(`/${partKey(locale, part)}`)})`).join(', ')} }`
        const areas = [...ids.keys()].filter((part) => part !== SHELL)
        return [
          `export const shell = ${loaders(SHELL)}`,
          `export const areas = { ${areas.map((area) => `${JSON.stringify(area)}: ${loaders(area)}`).join(', ')} }`,
        ].join('\n')
      }
      const match = PART.exec(id)
      if (!match) return null
      const { module, files } = await current()
      for (const file of files) this.addWatchFile(file)
      return { code: await module(match[1], match[2]), moduleType: 'js' }
    },
    handleHotUpdate({ file }) {
      if (file.endsWith('.po')) parts = undefined
    },
  }
}
