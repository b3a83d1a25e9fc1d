/**
 * The diary (issue 17): the `diary` flag opens it (403 saying where to get it otherwise, in the
 * request's language); only the author reads, edits or deletes an entry (anyone else, admins
 * included, gets 404); bad input is a 422 by field in both languages; search by text or tag and the
 * month filter, paged; and no other area reads the table, so nothing of it reaches the feed, search
 * or another user's view. PGlite, and PostgreSQL with AULA_TEST_DB=postgres.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiaryEntry } from '../../../contracts/diary/schemas.ts'
import { createDiarist, createDiaryEntries } from './factories.testing.ts'
import type { CreatedUser } from '../accounts/factories.testing.ts'
import { asUser, buildTestApp, type TestApp } from '../../testing/helper.ts'

let t: TestApp
let owner: CreatedUser
let stranger: CreatedUser
let admin: CreatedUser
let without: CreatedUser
beforeAll(async () => {
  t = await buildTestApp()
  owner = await createDiarist(t.db)
  stranger = await createDiarist(t.db)
  admin = await createDiarist(t.db, true, { role: 'admin' })
  without = await createDiarist(t.db, false)
})
afterAll(() => t.close())

const call = (token: string, options: InjectOptions, lang: 'it' | 'en' = 'it') =>
  t.app.inject(asUser(token, { ...options, headers: { 'accept-language': lang, ...options.headers } }))

const write = (token: string, payload: object, lang: 'it' | 'en' = 'it') =>
  call(token, { method: 'POST', url: '/api/diary', payload }, lang)

const today = () => new Date().toISOString().slice(0, 10)

describe('the diary flag', () => {
  it('refuses every call without it, saying where to get it, whatever the input', async () => {
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/diary' },
      { method: 'GET', url: '/api/diary/months' },
      { method: 'GET', url: '/api/diary/1' },
      { method: 'POST', url: '/api/diary', payload: { text: '' } },
      { method: 'PUT', url: '/api/diary/abc', payload: {} },
      { method: 'DELETE', url: '/api/diary/1' },
    ]
    for (const options of calls) {
      const italian = await call(without.token, options)
      expect(italian.statusCode, `${options.method} ${String(options.url)}`).toBe(403)
      expect(italian.json().message).toContain('/extra-features')
      expect(italian.json().message).toMatch(/^Il diario è una funzione extra/)
      const en = await call(without.token, options, 'en')
      expect(en.json().message).toMatch(/^The diary is an extra feature/)
    }
  })

  it('asks for a login first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/diary' })
    expect(response.statusCode).toBe(401)
  })
})

describe('own entries', () => {
  it('writes, reads, rewrites and deletes an entry, trimming the text and the tags', async () => {
    const created = await write(owner.token, {
      entry_date: today(),
      text: '  Primo giorno di corso.  ',
      mood: 'good',
      tags: [' Corso ', 'corso', 'Milano'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const entry = created.json<{ data: DiaryEntry }>().data
    expect(entry).toMatchObject({
      entry_date: today(),
      text: 'Primo giorno di corso.',
      mood: 'good',
      tags: ['corso', 'milano'],
    })

    const read = await call(owner.token, { method: 'GET', url: `/api/diary/${entry.id}` })
    expect(read.json().data).toEqual(entry)

    const rewritten = await call(owner.token, {
      method: 'PUT',
      url: `/api/diary/${entry.id}`,
      payload: { entry_date: '2024-03-10', text: 'Riscritto', mood: null, tags: [] },
    })
    expect(rewritten.statusCode, rewritten.body).toBe(200)
    expect(rewritten.json().data).toMatchObject({
      entry_date: '2024-03-10',
      text: 'Riscritto',
      mood: null,
      tags: [],
    })

    const gone = await call(owner.token, { method: 'DELETE', url: `/api/diary/${entry.id}` })
    expect(gone.statusCode).toBe(204)
    const after = await call(owner.token, { method: 'GET', url: `/api/diary/${entry.id}` })
    expect(after.statusCode).toBe(404)
  })

  it('answers 404 to anyone else, admins included, and leaves the entry as it was', async () => {
    const created = await write(owner.token, { entry_date: '2024-01-02', text: 'Solo mio' })
    const { id } = created.json<{ data: DiaryEntry }>().data
    for (const other of [stranger, admin]) {
      const calls: InjectOptions[] = [
        { method: 'GET', url: `/api/diary/${id}` },
        { method: 'PUT', url: `/api/diary/${id}`, payload: { entry_date: '2024-01-02', text: 'Preso' } },
        { method: 'DELETE', url: `/api/diary/${id}` },
      ]
      for (const options of calls) {
        const response = await call(other.token, options)
        expect(response.statusCode, `${options.method} as ${other.user.roles[0]}`).toBe(404)
        expect(response.json().message).toBe('Questa pagina del diario non esiste.')
      }
      const list = await call(other.token, { method: 'GET', url: '/api/diary?q=Solo%20mio' })
      expect(list.json().data).toEqual([])
      const months = await call(other.token, { method: 'GET', url: '/api/diary/months' })
      expect(months.json().data.some((m: { month: string }) => m.month === '2024-01')).toBe(false)
    }
    const still = await call(owner.token, { method: 'GET', url: `/api/diary/${id}` })
    expect(still.json().data.text).toBe('Solo mio')
    const english = await call(stranger.token, { method: 'GET', url: `/api/diary/${id}` }, 'en')
    expect(english.json().message).toBe('This diary entry does not exist.')
  })
})

describe('input', () => {
  const cases: [string, object, string, string, string][] = [
    ['no text', { entry_date: '2024-05-01', text: '   ' }, 'text', 'Scrivi text.', 'Write the text.'],
    [
      'a text too long',
      { entry_date: '2024-05-01', text: 'x'.repeat(10_001) },
      'text',
      'text: al massimo 10000 caratteri.',
      'text: at most 10000 characters.',
    ],
    [
      'no date',
      { text: 'Ciao' },
      'entry_date',
      'Scegli una data valida (AAAA-MM-GG).',
      'Choose a valid date (YYYY-MM-DD).',
    ],
    [
      'a day that does not exist',
      { entry_date: '2024-02-30', text: 'Ciao' },
      'entry_date',
      'Scegli una data valida (AAAA-MM-GG).',
      'Choose a valid date (YYYY-MM-DD).',
    ],
    [
      'a day in the future',
      { entry_date: '2999-01-01', text: 'Ciao' },
      'entry_date',
      'La data non può essere nel futuro.',
      'The date cannot be in the future.',
    ],
    [
      'an unknown mood',
      { entry_date: '2024-05-01', text: 'Ciao', mood: 'furious' },
      'mood',
      'Scegli un umore tra great, good, neutral, low, bad, oppure nessuno.',
      'Choose a mood among great, good, neutral, low, bad, or none.',
    ],
    [
      'six tags',
      { entry_date: '2024-05-01', text: 'Ciao', tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'tags',
      'Al massimo 5 etichette.',
      'At most 5 tags.',
    ],
  ]
  it.each(cases)(
    'refuses %s with the field and a message in both languages',
    async (_, payload, field, it, en) => {
      const italian = await write(owner.token, payload, 'it')
      expect(italian.statusCode).toBe(422)
      expect(italian.json().errors[field]).toEqual([it])
      const english = await write(owner.token, payload, 'en')
      expect(english.statusCode).toBe(422)
      expect(english.json().errors[field]).toEqual([en])
    },
  )

  it('refuses a bad month or id in both languages', async () => {
    const month = await call(owner.token, { method: 'GET', url: '/api/diary?month=2024-13' }, 'en')
    expect(month.statusCode).toBe(422)
    expect(month.json().errors.month).toEqual(['Choose a month (YYYY-MM).'])
    const id = await call(owner.token, { method: 'GET', url: '/api/diary/abc' })
    expect(id.statusCode).toBe(422)
    expect(id.json().errors.id).toEqual(['Il campo id deve essere un numero intero.'])
  })
})

describe('search, months and pages', () => {
  let reader: CreatedUser
  beforeAll(async () => {
    reader = await createDiarist(t.db)
    await createDiaryEntries(t.db, reader.user.id, [
      { entry_date: '2025-03-02', text: 'Lezione di Python, 50% capita', tags: ['python'] },
      { entry_date: '2025-03-15', text: 'Passeggiata al parco', mood: 'great' },
      { entry_date: '2025-04-01', text: 'Esame di PYTHON superato', tags: ['esami'] },
      { entry_date: '2025-04-20', text: 'Niente di speciale', tags: ['Riposo'] },
      ...Array.from({ length: 12 }, (_, index) => ({
        entry_date: `2024-12-${String(index + 1).padStart(2, '0')}`,
        text: `Dicembre ${index + 1}`,
      })),
    ])
  })
  const list = async (query: string) =>
    (await call(reader.token, { method: 'GET', url: `/api/diary?${query}` })).json<{
      data: DiaryEntry[]
      meta: { total: number; last_page: number; current_page: number }
    }>()

  it('finds words in the text or the tags, whatever their case, and takes % and _ as themselves', async () => {
    expect((await list('q=python')).data.map((e) => e.entry_date)).toEqual(['2025-04-01', '2025-03-02'])
    expect((await list('q=riposo')).data.map((e) => e.text)).toEqual(['Niente di speciale'])
    expect((await list('q=50%25')).data.map((e) => e.entry_date)).toEqual(['2025-03-02'])
    expect((await list('q=_')).data).toEqual([])
  })

  it('filters by month, newest day first, and with the search', async () => {
    expect((await list('month=2025-03')).data.map((e) => e.entry_date)).toEqual(['2025-03-15', '2025-03-02'])
    expect((await list('month=2025-04&q=python')).data.map((e) => e.entry_date)).toEqual(['2025-04-01'])
    expect((await list('month=2025-05')).data).toEqual([])
  })

  it('pages the list and counts the months', async () => {
    const first = await list('perPage=10')
    expect(first.meta).toMatchObject({ total: 16, last_page: 2, current_page: 1 })
    expect(first.data[0].entry_date).toBe('2025-04-20')
    const second = await list('perPage=10&page=2')
    expect(second.data).toHaveLength(6)
    expect(second.data.at(-1)?.entry_date).toBe('2024-12-01')
    const months = await call(reader.token, { method: 'GET', url: '/api/diary/months' })
    expect(months.json().data).toEqual([
      { month: '2025-04', count: 2 },
      { month: '2025-03', count: 2 },
      { month: '2024-12', count: 12 },
    ])
  })
})

describe('privacy', () => {
  it('keeps the table to this area: no other area or core file reads diary_entries or its tables.ts', () => {
    const server = fileURLToPath(new URL('../../', import.meta.url))
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) {
          if (name !== 'migrations' && name !== 'diary') walk(file)
        } else if (/\.ts$/.test(name) && !file.endsWith(path.join('testing', 'diary.ts'))) {
          const text = readFileSync(file, 'utf8')
          if (/diary_entries|diaryEntries|diary\/tables/.test(text))
            offenders.push(path.relative(server, file))
        }
      }
    }
    walk(server)
    expect(offenders).toEqual([])
  })

  it('shows the demo trainer their own pages and nobody else any', async () => {
    const [trainer, student] = await Promise.all(
      ['formatore@aula.test', 'admin@aula.test'].map(async (email) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'Password123!' },
          cookies: asUser('x', {}).cookies,
          headers: asUser('x', {}).headers as Record<string, string>,
          remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        })
        return response.json<{ data: { token: string } }>().data.token
      }),
    )
    const mine = await call(trainer, { method: 'GET', url: '/api/diary?perPage=50' })
    expect(mine.json().meta.total).toBeGreaterThanOrEqual(10)
    const theirs = await call(student, { method: 'GET', url: '/api/diary?perPage=50' })
    expect(theirs.json().meta.total).toBe(0)
  })
})
