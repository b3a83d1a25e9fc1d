/**
 * The catalog's parts (scripts/catalog-parts.ts) are cut from the .po files on every build: together
 * they are exactly the whole catalog; a message the shell may show before any page has loaded is in
 * the shell's part and no other, any other message in the part of every area that may show it.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Messages } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages as en } from '../locales/en/messages.po'
import { messages as it_ } from '../locales/it/messages.po'
import { catalogParts, fileParts, SHELL, type CatalogParts } from './catalog-parts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const whole: Record<string, Messages> = { it: it_, en }

async function evaluate(code: string): Promise<Messages> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Messages }
  return module.messages
}

let parts: CatalogParts
beforeAll(async () => {
  parts = await catalogParts(root)
}, 60_000)

describe('the catalog parts', () => {
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
  })

  it('cuts a part for the areas whose pages have texts of their own, and keeps the shell small', () => {
    expect([...parts.ids.keys()]).toEqual(expect.arrayContaining([SHELL, 'courses', 'accounts', 'support']))
    const distinct = new Set([...parts.ids.values()].flatMap((ids) => [...ids])).size
    expect(parts.ids.get(SHELL)!.size).toBeLessThan(distinct / 3)
  })

  it("puts a page's own texts in its area's part, and what the shell shows in the shell's", () => {
    const partOf = fileParts(root)
    const id = (message: string) => generateMessageId(message)
    // a lazily loaded page, and the data section it loads itself
    expect(partOf('src/features/courses/pages/courses-page.tsx')).toEqual(['courses'])
    expect(partOf('src/features/courses/pages/courses-data.tsx')).toEqual(['courses'])
    // the router imports the not-found page: shown without any area's part
    expect(partOf('src/features/public/pages/not-found-page.tsx')).toEqual([SHELL])
    // manifests (titles, sidebar labels), layouts, an area's chrome in the header
    expect(partOf('src/features/courses/manifest.ts')).toEqual([SHELL])
    expect(partOf('src/app/layouts/public-layout.tsx')).toEqual([SHELL])
    expect(partOf('src/features/notifications/components/notification-bell.tsx')).toEqual([SHELL])
    // the pages of several areas show the pager: its texts are in each of their parts, not in the shell
    expect(partOf('src/shared/ui/pagination.tsx')).toEqual(expect.arrayContaining(['courses', 'search']))
    const pager = id('Paginazione')
    expect(parts.ids.get(SHELL)!.has(pager)).toBe(false)
    for (const area of partOf('src/shared/ui/pagination.tsx'))
      expect(parts.ids.get(area)!.has(pager)).toBe(true)

    // the catalogue's heading text is in the courses part, the 404 heading in the shell
    expect(
      parts.ids.get('courses')!.has(id('Impara nuove competenze con i corsi dei nostri formatori.')),
    ).toBe(true)
    expect(parts.ids.get(SHELL)!.has(id('Corsi'))).toBe(true)
  })
})
