/**
 * The catalog's parts (scripts/catalog-parts.ts) are cut from the .po files on every build: together
 * they are exactly the whole catalog; a message the shell may show before anything loaded with
 * import() has arrived is in the shell's part and no other, any other message in the part of every
 * such module that may show it, and the build makes each import() wait for its module's part.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Messages } from '@lingui/core'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { beforeAll, describe, expect, it } from 'vitest'
import { pagePart } from '../server/core/plugins/spa'
import {
  catalogFiles,
  catalogParts,
  fileParts,
  lazyPartName,
  SHELL,
  type CatalogParts,
} from './catalog-parts'
import { catalogPartsPlugin } from './catalog-parts-plugin'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// every area's catalog as the Lingui Vite plugin compiles a .po, merged per language
const compiled = import.meta.glob<Messages>(['../src/**/locales/*.po', '../contracts/**/locales/*.po'], {
  eager: true,
  import: 'messages',
})
const whole: Record<string, Messages> = { it: {}, en: {} }
for (const [file, messages] of Object.entries(compiled))
  Object.assign(whole[/(\w+)\.po$/.exec(file)![1]], messages)

async function evaluate(code: string): Promise<Messages> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Messages }
  return module.messages
}

let parts: CatalogParts
beforeAll(async () => {
  parts = await catalogParts(root)
}, 60_000)

describe('the catalog parts', () => {
  it('come from one catalog per area, each of which the whole catalog above holds', async () => {
    // (src/app/areas.test.ts makes a new area for a moment, whose catalog has no file yet)
    const files = [...(await catalogFiles(root, 'it')), ...(await catalogFiles(root, 'en'))].filter((file) =>
      existsSync(file),
    )
    expect(files.map((file) => path.relative(root, file)).sort()).toEqual(
      Object.keys(compiled)
        .map((file) => file.replace(/^\.\.\//, ''))
        .sort(),
    )
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining([
        'src/features/courses/locales/it.po',
        'src/features/courses/locales/en.po',
        'src/shared/locales/en.po',
        'contracts/locales/en.po',
      ]),
    )
  })

  it("puts each message in the catalog of the folder whose code shows it: an area's texts in the area's", async () => {
    const catalogs = await getCatalogs(getConfig({ cwd: root }))
    const folder = (catalog: (typeof catalogs)[number]) =>
      path.relative(root, catalog.include[0]).split(path.sep).join('/').replace(/\/?$/, '/')
    expect(catalogs.map(folder)).toEqual(
      expect.arrayContaining(['src/features/courses/', 'src/shared/', 'src/app/', 'contracts/']),
    )
    const ids = new Map<string, Set<string>>()
    for (const catalog of catalogs) {
      const messages = (await catalog.read('it')) ?? {}
      ids.set(folder(catalog), new Set(Object.keys(messages)))
      const origins = Object.values(messages).flatMap((entry) =>
        entry.obsolete ? [] : (entry.origin ?? []).map(([file]) => file),
      )
      expect(
        origins.filter((file) => !file.startsWith(folder(catalog))),
        folder(catalog),
      ).toEqual([])
    }
    // a text two areas show is in both areas' catalogs
    const holding = (message: string) =>
      [...ids].filter(([, held]) => held.has(generateMessageId(message))).map(([where]) => where)
    expect(holding('Annulla').length).toBeGreaterThan(1)
  })

  it("together are the whole compiled catalog of each language; the shell's messages in no other part", async () => {
    for (const locale of ['it', 'en']) {
      const union: Messages = {}
      for (const part of parts.ids.keys()) {
        const messages = await evaluate(await parts.module(locale, part))
        expect(Object.keys(messages).sort()).toEqual([...parts.ids.get(part)!].sort())
        Object.assign(union, messages)
      }
      expect(union).toEqual(whole[locale])
    }
    const shell = parts.ids.get(SHELL)!
    for (const [part, ids] of parts.ids)
      if (part !== SHELL)
        expect(
          [...ids].filter((id) => shell.has(id)),
          part,
        ).toEqual([])
  }, 60_000)

  it('cuts a part for each module loaded with import() that shows texts, and keeps the shell small', () => {
    expect([...parts.ids.keys()]).toEqual(
      expect.arrayContaining([
        SHELL,
        'lazy-features-courses-pages-courses-page',
        'lazy-features-accounts-pages-login-page',
        'lazy-session-login-prompt',
      ]),
    )
    const distinct = new Set([...parts.ids.values()].flatMap((ids) => [...ids])).size
    // issue 37: the shell carried the texts of everything it loads later (~340 messages, 5.4 KiB gzip)
    expect(parts.ids.get(SHELL)!.size).toBeLessThan(distinct / 15)
  })

  it("puts a page's texts in its part, what the shell loads later in that module's, and what the shell shows in the shell's", () => {
    const partOf = fileParts(root)
    const id = (message: string) => generateMessageId(message)
    const shell = parts.ids.get(SHELL)!
    // a lazily loaded page, and the data section it loads itself, each in its own part
    expect(partOf('src/features/courses/pages/courses-page.tsx')).toEqual([
      'lazy-features-courses-pages-courses-page',
    ])
    expect(partOf('src/features/courses/pages/courses-data.tsx')).toEqual([
      'lazy-features-courses-pages-courses-data',
    ])
    // the router imports the not-found page: shown without any other part
    expect(partOf('src/features/public/pages/not-found-page.tsx')).toEqual([SHELL])
    // manifests (titles, sidebar labels), the public layout
    expect(partOf('src/features/courses/manifest.ts')).toEqual([SHELL])
    expect(partOf('src/app/layouts/public-layout.tsx')).toEqual([SHELL])
    // what the shell loads later brings its texts: the notifications' chrome, the login prompt
    expect(partOf('src/features/notifications/components/notification-toasts.tsx')).toEqual([
      'lazy-features-notifications-components-notification-toasts',
    ])
    expect(partOf('src/session/login-prompt.tsx')).toContain('lazy-session-login-prompt')
    expect(shell.has(id('Login necessario'))).toBe(false)
    // the pages of several areas show the pager: its texts are in each of their parts, not in the shell
    expect(partOf('src/shared/ui/pagination.tsx')).toEqual(
      expect.arrayContaining([
        'lazy-features-courses-pages-courses-data',
        'lazy-features-search-components-results-data',
      ]),
    )
    const pager = id('Paginazione')
    expect(shell.has(pager)).toBe(false)
    for (const part of partOf('src/shared/ui/pagination.tsx'))
      expect(parts.ids.get(part)!.has(pager)).toBe(true)

    // the catalogue's heading text is in its page's part, the 404 heading in the shell
    expect(
      parts.ids
        .get('lazy-features-courses-pages-courses-page')!
        .has(id('Impara nuove competenze con i corsi dei nostri formatori.')),
    ).toBe(true)
    expect(shell.has(id('Corsi'))).toBe(true)
  })

  it("a door waits for its form's texts only: the rules' messages come with the rules", () => {
    const login = parts.ids.get('lazy-features-accounts-pages-login-page')!
    const rules = parts.ids.get('lazy-features-accounts-login-actions')!
    // a validation message (contracts/core/validation/messages.ts) shows once the rules have judged
    const required = [...rules].filter(
      (message) => !login.has(message) && !parts.ids.get(SHELL)!.has(message),
    )
    expect(required.length).toBeGreaterThan(0)
    for (const part of [
      'lazy-features-accounts-pages-login-page',
      'lazy-features-accounts-pages-register-role-page',
    ])
      expect(parts.ids.get(part)!.size, part).toBeLessThan(60)
  })

  it('makes an import() of a module with texts wait for its part, and leaves the others alone', async () => {
    const transformer = (command: 'build' | 'serve') => {
      const plugin = catalogPartsPlugin(root)
      ;(plugin.configResolved as (config: { command: string }) => void)({ command })
      const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>
      return async (file: string) =>
        (await transform.call({}, readFileSync(path.join(root, file), 'utf8'), path.join(root, file)))?.code
    }
    const built = transformer('build')
    const loaders = (part: string) =>
      `{ it: () => import("/locales/it/parts/${part}.js"), en: () => import("/locales/en/parts/${part}.js") }`
    // a lazily loaded module's import(): both downloads at once
    const login = await built('src/features/accounts/pages/login-page.tsx')
    expect(login).toContain(
      `__aulaWithTexts(import('../login-actions'), "lazy-features-accounts-login-actions", ${loaders('lazy-features-accounts-login-actions')})`,
    )
    // a module the shell loads (a page, a piece of the header) names its part, and the shell's
    // import() loads it once the module is there: the entry carries no loaders
    expect(login).toContain(
      `export const __aulaTexts = ["lazy-features-accounts-pages-login-page", ${loaders('lazy-features-accounts-pages-login-page')}]`,
    )
    expect(login).toContain(`import { withTexts as __aulaWithTexts } from "../../../shared/i18n/index.ts"`)
    expect(await built('src/features/accounts/manifest.ts')).toContain(
      `lazyPage(() => __aulaThenTexts(import('./pages/login-page')), 'LoginPage')`,
    )
    const header = await built('src/app/layouts/site-header.tsx')
    expect(header).toContain(`__aulaThenTexts(import('../../features/search/components/search-box'))`)
    // the drawer shows no text of its own: a plain import()
    expect(header).toContain(`lazy(() => import('../../shared/ui/drawer')`)
    expect(await built('src/shared/ui/drawer.tsx')).toBeUndefined()
    // the server preloads a first page's part by the same name
    expect(pagePart('src/features/accounts/pages/login-page.tsx')).toBe(
      'lazy-features-accounts-pages-login-page',
    )
    expect(pagePart('src/app/layouts/dashboard-layout.tsx')).toBe(
      lazyPartName('src/app/layouts/dashboard-layout.tsx'),
    )

    // the dev server: every such import() at once with its part, no export added (React's fast refresh)
    const served = transformer('serve')
    expect(await served('src/features/accounts/manifest.ts')).toContain(
      `lazyPage(() => __aulaWithTexts(import('./pages/login-page'), "lazy-features-accounts-pages-login-page", ${loaders('lazy-features-accounts-pages-login-page')}), 'LoginPage')`,
    )
    expect(await served('src/features/accounts/pages/login-page.tsx')).not.toContain('__aulaTexts')
  })
})
