/** Areas' page-meta resolvers are found by listing server/features and may only resolve their own routes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadPageMeta } from './page-meta.ts'
import { routeTable } from './route-table.ts'

const pageMetaUrl = new URL('./page-meta.ts', import.meta.url).href
let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function area(name: string, source: string): string {
  dir ??= mkdtempSync(path.join(os.tmpdir(), 'aula-page-meta-'))
  mkdirSync(path.join(dir, name))
  writeFileSync(path.join(dir, name, 'page-meta.ts'), source)
  return dir
}

describe('loadPageMeta', () => {
  it("collects every area's resolvers by route name", async () => {
    const resolvers = await loadPageMeta(await routeTable())
    expect([...resolvers.keys()].sort()).toEqual([
      'course-slug',
      'courses',
      'id',
      'index',
      'joblistings-id',
      'posts-id',
      's-id',
    ])
  })

  it("refuses a resolver for another area's route", async () => {
    const features = area(
      'courses',
      `import { definePageMeta } from '${pageMetaUrl}'\nexport default definePageMeta({ feed: async () => ({}) })\n`,
    )
    await expect(loadPageMeta(await routeTable(), features)).rejects.toThrow(
      "server/features/courses/page-meta.ts resolves 'feed', which contracts/courses/routes.ts does not declare",
    )
  })

  it('refuses a file without definePageMeta', async () => {
    const features = area('courses', 'export const nothing = 1\n')
    await expect(loadPageMeta(await routeTable(), features)).rejects.toThrow(
      /must export default definePageMeta/,
    )
  })
})
