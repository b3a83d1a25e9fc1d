/**
 * The catalog's parts (scripts/catalog-parts.ts) are cut from the .po files on every build: together
 * they are exactly the whole catalog, each message in one part, and a message the shell may show
 * before any page has loaded is never left to an area's part.
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
  it('together are the whole compiled catalog of each language, each message in one part', async () => {
    for (const locale of ['it', 'en']) {
      const union: Messages = {}
      let count = 0
      for (const part of parts.ids.keys()) {
        const messages = await evaluate(await parts.module(locale, part))
        count += Object.keys(messages).length
        Object.assign(union, messages)
      }
      expect(count).toBe(Object.keys(union).length)
      expect(union).toEqual(whole[locale])
    }
  })

  it('cuts a part for the areas whose pages have texts of their own, and keeps the shell small', () => {
    expect([...parts.ids.keys()]).toEqual(expect.arrayContaining([SHELL, 'courses', 'accounts', 'support']))
    const total = [...parts.ids.values()].reduce((sum, ids) => sum + ids.size, 0)
    expect(parts.ids.get(SHELL)!.size).toBeLessThan(total / 2)
  })

  it("puts a page's own texts in its area's part, and what the shell shows in the shell's", () => {
    const partOf = fileParts(root)
    // a lazily loaded page, and the data section it loads itself
    expect(partOf('src/features/courses/pages/courses-page.tsx')).toBe('courses')
    expect(partOf('src/features/courses/pages/courses-data.tsx')).toBe('courses')
    // the router imports the not-found page: shown without any area's part
    expect(partOf('src/features/public/pages/not-found-page.tsx')).toBe(SHELL)
    // manifests (titles, sidebar labels), layouts, the shared UI, an area's chrome in the header
    expect(partOf('src/features/courses/manifest.ts')).toBe(SHELL)
    expect(partOf('src/app/layouts/public-layout.tsx')).toBe(SHELL)
    expect(partOf('src/shared/ui/course-card.tsx')).toBe(SHELL)
    expect(partOf('src/features/notifications/components/notification-bell.tsx')).toBe(SHELL)
    // the catalogue's heading text is in the courses part, the 404 heading in the shell
    const id = (message: string) => generateMessageId(message)
    expect(
      parts.ids.get('courses')!.has(id('Impara nuove competenze con i corsi dei nostri formatori.')),
    ).toBe(true)
    expect(parts.ids.get(SHELL)!.has(id('Corsi'))).toBe(true)
  })
})
