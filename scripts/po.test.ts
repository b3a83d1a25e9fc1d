import { describe, expect, it } from 'vitest'
import { parsePo } from './po.ts'

describe('parsePo', () => {
  it('reads ids, contexts, multi-line strings and obsolete entries, skipping the header', () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        '#: src/a.tsx',
        'msgid "Corsi"',
        'msgstr "Courses"',
        '',
        'msgctxt "nav"',
        'msgid ""',
        '"Torna alla "',
        '"home"',
        'msgstr ""',
        '',
        '#~ msgid "Vecchio"',
        '#~ msgstr "Old"',
      ].join('\n'),
    )
    expect(entries).toEqual([
      { context: undefined, id: 'Corsi', translation: 'Courses', obsolete: false },
      { context: 'nav', id: 'Torna alla home', translation: '', obsolete: false },
      { context: undefined, id: 'Vecchio', translation: 'Old', obsolete: true },
    ])
  })
})
