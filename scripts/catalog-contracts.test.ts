import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { authMessagesEn } from '../contracts/accounts/schemas.ts'
import { inputMessagesEn as publicMessagesEn } from '../contracts/core/input.ts'
import { validationMessagesEn } from '../contracts/core/validation/messages.en.ts'
import { catalogFiles } from './catalog-parts.ts'
import { parsePo } from './po.ts'

// The server renders contract messages from these tables, the SPA from the English catalogs (every
// area's en.po, contracts/locales/en.po above all): one English text each.
describe('English catalog and contract tables', () => {
  const catalog = new Map<string, string>()
  beforeAll(async () => {
    for (const file of await catalogFiles(process.cwd(), 'en'))
      for (const entry of parsePo(readFileSync(file, 'utf8'))) catalog.set(entry.id, entry.translation)
  })
  const tables: Record<string, string> = { ...validationMessagesEn, ...authMessagesEn, ...publicMessagesEn }
  it.each(Object.entries(tables))('%s reads the same in the catalog', (id, english) => {
    expect(catalog.get(id)).toBe(english)
  })
})
