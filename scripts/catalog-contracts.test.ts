import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authMessagesEn } from '../contracts/accounts/schemas.ts'
import { inputMessagesEn as publicMessagesEn } from '../contracts/core/input.ts'
import { validationMessagesEn } from '../contracts/core/validation/messages.en.ts'
import { parsePo } from './po.ts'

// The server renders contract messages from these tables, the SPA from locales/en: one English text each.
describe('English catalog and contract tables', () => {
  const catalog = new Map(
    parsePo(readFileSync('locales/en/messages.po', 'utf8')).map((entry) => [entry.id, entry.translation]),
  )
  const tables: Record<string, string> = { ...validationMessagesEn, ...authMessagesEn, ...publicMessagesEn }
  it.each(Object.entries(tables))('%s reads the same in the catalog', (id, english) => {
    expect(catalog.get(id)).toBe(english)
  })
})
