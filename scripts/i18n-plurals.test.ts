/**
 * A message that puts a number before a noun needs ICU `plural` (issue 38): "{0} recensioni" reads
 * "1 recensioni" for one review, "{count} stars" reads "1 stars". This reads the catalogs as
 * `lingui extract` writes them (npm run i18n:check keeps them equal to the code) and fails on a
 * placeholder followed by a counted noun outside a plural — in the Italian source or the English
 * translation. Exempt: a placeholder whose expression is a constant (an UPPER_CASE name, as the
 * extractor's "#. placeholder {0}: DIARY_LIMITS.tagsMax" comment shows) or a range's {min}/{max},
 * which never stand for one. Messages with explicit ids (contracts/) count too: the server formats
 * them with the ICU subset of contracts/core/icu.ts, as it does the message tables of its areas
 * (`{ it: '…', en: '…' }` in server/**), which the last test reads from the source.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFiles } from './catalog-parts.ts'

const ITALIAN_NOUNS = [
  'recensioni',
  'stelle',
  'lezioni',
  'studenti',
  'ore',
  'minuti',
  'secondi',
  'giorni',
  'corsi',
  'messaggi',
  'candidature',
  'commenti',
  'mesi',
  'settimane',
  'anni',
  'errori',
  'caratteri',
  'parole',
  'persone',
  'utenti',
  'elementi',
  'iscritti',
  'notifiche',
  'volte',
  'pagine',
  'risultati',
  'offerte',
  'etichette',
  'membri',
  'contatti',
  'domande',
  'risposte',
  'materiali',
  'codici',
  'tentativi',
  'posti',
  'voti',
  'reazioni',
  'completati',
  'completate',
  'file',
  'video',
  'post',
  'follower',
]
const ENGLISH_NOUNS = [
  'reviews',
  'stars',
  'lessons',
  'students',
  'hours',
  'minutes',
  'seconds',
  'days',
  'courses',
  'messages',
  'applications',
  'comments',
  'months',
  'weeks',
  'years',
  'errors',
  'characters',
  'words',
  'people',
  'users',
  'items',
  'notifications',
  'times',
  'pages',
  'results',
  'listings',
  'tags',
  'members',
  'contacts',
  'questions',
  'answers',
  'materials',
  'codes',
  'attempts',
  'places',
  'votes',
  'reactions',
  'files',
  'videos',
  'posts',
  'followers',
]

interface Message {
  id: string
  translation: string
  /** The expression of each positional placeholder, from the extractor's comments. */
  expressions: Record<string, string>
}

function messagesOf(file: string): Message[] {
  const text = readFileSync(file, 'utf8')
  const unquote = (quoted: string) => JSON.parse(quoted) as string
  const messages: Message[] = []
  for (const block of text.split(/\n\s*\n/)) {
    if (block.includes('#~')) continue // obsolete
    const expressions: Record<string, string> = {}
    for (const [, name, expression] of block.matchAll(/^#\. placeholder \{(\w+)\}: (.*)$/gm))
      expressions[name] = expression
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1]
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1]
    if (!id) continue
    const join = (lines: string) =>
      lines
        .trim()
        .split('\n')
        .map((line) => unquote(line.trim()))
        .join('')
    messages.push({ id: join(id), translation: str ? join(str) : '', expressions })
  }
  return messages.filter((message) => message.id !== '')
}

/** Placeholders followed by a counted noun, outside any ICU plural/select. */
export function countedNouns(
  message: string,
  nouns: readonly string[],
  expressions: Record<string, string> = {},
) {
  const pattern = new RegExp(`\\{(\\w+)\\}\\s+(${nouns.join('|')})(?![\\p{L}])`, 'giu')
  return [...message.matchAll(pattern)]
    .filter(([, name]) => {
      const expression = expressions[name] ?? name
      const constant = /(^|\.)[A-Z][A-Z0-9_]+($|\.)/.test(expression)
      return !constant && name !== 'min' && name !== 'max'
    })
    .map(([match]) => match)
}

describe('numbers before nouns go through ICU plural', () => {
  it('catches "{0} recensioni" and "{count} stars", not plurals, constants or other words', () => {
    expect(countedNouns('({0} recensioni)', ITALIAN_NOUNS)).toEqual(['{0} recensioni'])
    expect(countedNouns('{count} stars out of 5', ENGLISH_NOUNS)).toEqual(['{count} stars'])
    expect(countedNouns('{0, plural, one {# stella su 5} other {# stelle su 5}}', ITALIAN_NOUNS)).toEqual([])
    expect(countedNouns('{0} ora è la lezione {1}.', ITALIAN_NOUNS)).toEqual([])
    expect(countedNouns('Al massimo {0} etichette.', ITALIAN_NOUNS, { 0: 'DIARY_LIMITS.tagsMax' })).toEqual(
      [],
    )
    expect(countedNouns('Da {min} a {max} caratteri.', ITALIAN_NOUNS)).toEqual([])
    expect(countedNouns('{name} filesystem', ENGLISH_NOUNS)).toEqual([])
  })

  // every area's catalog (lingui.config.ts)
  const files: Record<'it' | 'en', string[]> = { it: [], en: [] }
  beforeAll(async () => {
    files.it = await catalogFiles(process.cwd(), 'it')
    files.en = await catalogFiles(process.cwd(), 'en')
  })

  it('finds none in the catalogs', () => {
    const found: string[] = []
    expect(files.it.length).toBeGreaterThan(1)
    for (const message of files.it.flatMap(messagesOf)) {
      for (const hit of countedNouns(message.id, ITALIAN_NOUNS, message.expressions))
        found.push(`it: ${hit} in ${JSON.stringify(message.id)}`)
    }
    for (const message of files.en.flatMap(messagesOf)) {
      for (const hit of countedNouns(message.translation, ENGLISH_NOUNS, message.expressions))
        found.push(`en: ${hit} in ${JSON.stringify(message.translation)}`)
    }
    expect(found).toEqual([])
  })
})

/** Every `it: '…'` / `en: '…'` string of the server's message tables, with where it is. */
function serverTableMessages(): Array<{ where: string; locale: 'it' | 'en'; text: string }> {
  const found: Array<{ where: string; locale: 'it' | 'en'; text: string }> = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8')
        for (const [, locale, , message] of text.matchAll(/\b(it|en):\s*(['"])((?:\\.|(?!\2).)*)\2/g))
          found.push({ where: path, locale: locale as 'it' | 'en', text: message })
      }
    }
  }
  walk('server')
  return found
}

describe("the server's message tables", () => {
  it('put no number before a noun outside a plural', () => {
    const messages = serverTableMessages()
    expect(messages.length).toBeGreaterThan(200)
    const found = messages.flatMap(({ where, locale, text }) =>
      countedNouns(text, locale === 'it' ? ITALIAN_NOUNS : ENGLISH_NOUNS).map((hit) => `${where}: ${hit}`),
    )
    expect(found).toEqual([])
  })
})
