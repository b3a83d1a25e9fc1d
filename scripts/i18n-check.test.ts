import { describe, expect, it } from 'vitest'
import { catalogProblems, type CatalogFile } from './i18n-check.ts'

const po = (...entries: Array<[id: string, translation: string]>) =>
  [
    'msgid ""\nmsgstr ""\n"Language: xx\\n"',
    ...entries.map(
      ([id, translation]) =>
        `#: src/x.tsx:1\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}`,
    ),
  ].join('\n\n') + '\n'

/** An area's two catalogs, as committed and as `lingui extract` writes them from the code. */
const area = (name: string, english: Array<[string, string]>, code = english.map(([id]) => id)) => {
  const extracted = (locale: string) =>
    po(...code.map((id): [string, string] => [id, locale === 'it' ? id : '']))
  return [
    {
      file: `src/features/${name}/locales/it.po`,
      locale: 'it',
      committed: po(...english.map(([id]): [string, string] => [id, id])),
      extracted: extracted('it'),
    },
    {
      file: `src/features/${name}/locales/en.po`,
      locale: 'en',
      committed: po(...english),
      extracted: extracted('en'),
    },
  ] satisfies CatalogFile[]
}

describe('npm run i18n:check', () => {
  it('passes catalogs that match the code, translated, a shared text translated alike', () => {
    const files = [
      ...area('courses', [
        ['Corsi', 'Courses'],
        ['Annulla', 'Cancel'],
      ]),
      ...area('jobs', [['Annulla', 'Cancel']]),
    ]
    expect(catalogProblems(files, 'it')).toEqual([])
  })

  it('fails on a message without its English translation, in any area', () => {
    const files = [
      ...area('courses', [['Corsi', 'Courses']]),
      ...area('jobs', [
        ['Offerte', ''],
        ['Annulla', 'Cancel'],
      ]),
    ]
    expect(catalogProblems(files, 'it')).toEqual([
      'src/features/jobs/locales/en.po: 1 message(s) without a translation (en): "Offerte"',
    ])
  })

  it("fails on a message of the code missing from its area's catalog, on a stale one and on a missing file", () => {
    const [it_, en] = area('jobs', [['Offerte', 'Listings']], ['Offerte', 'Candidati'])
    const gone = area('legal', [['Termini', 'Terms']], [])
    expect(catalogProblems([it_, { ...en, committed: undefined }, ...gone], 'it')).toEqual([
      'src/features/jobs/locales/it.po: 1 message(s) in the code are not in the catalog (run npm run i18n:extract): "Candidati"',
      'src/features/jobs/locales/en.po: missing (run npm run i18n:extract)',
      'src/features/legal/locales/it.po: 1 message(s) no longer used (run npm run i18n:extract): "Termini"',
      'src/features/legal/locales/en.po: 1 message(s) no longer used (run npm run i18n:extract): "Termini"',
    ])
  })

  it("fails on a source text (an explicit id's Italian) the code has changed", () => {
    const [it_, en] = area('legal', [['legal.terms', 'Terms']])
    const stale = {
      ...it_,
      committed: po(['legal.terms', 'Termini vecchi']),
      extracted: po(['legal.terms', 'Termini']),
    }
    expect(catalogProblems([stale, en], 'it')).toEqual([
      'src/features/legal/locales/it.po: 1 message(s) whose text is not the code\'s (run npm run i18n:extract): "legal.terms"',
    ])
  })

  it('fails on a text two areas translate differently: the runtime merges them into one id', () => {
    const files = [...area('courses', [['Annulla', 'Cancel']]), ...area('jobs', [['Annulla', 'Undo']])]
    expect(catalogProblems(files, 'it')).toEqual([
      '"Annulla" has 2 different translations (en), one id has one text: "Cancel" in src/features/courses/locales/en.po; "Undo" in src/features/jobs/locales/en.po',
    ])
  })
})
