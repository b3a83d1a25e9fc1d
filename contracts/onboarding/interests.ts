/**
 * The catalogue of interests a person picks from (issue 13: "catalogue interests"), in both
 * languages. It is reference data every installation needs, production included, so it lives here
 * rather than in demo seeds; ids are stable (profiles store the Italian name, as the demo does).
 */
import type { Locale } from '../core/constants'

export interface CatalogueInterest {
  id: number
  it: string
  en: string
}

export const INTERESTS: readonly CatalogueInterest[] = [
  { id: 1, it: 'Comunicazione', en: 'Communication' },
  { id: 2, it: 'Leadership', en: 'Leadership' },
  { id: 3, it: 'Excel', en: 'Excel' },
  { id: 4, it: 'Analisi dei dati', en: 'Data analysis' },
  { id: 5, it: 'Inglese commerciale', en: 'Business English' },
  { id: 6, it: 'Recruiting', en: 'Recruiting' },
  { id: 7, it: 'Employer branding', en: 'Employer branding' },
  { id: 8, it: 'Sviluppo software', en: 'Software development' },
  { id: 9, it: 'Intelligenza artificiale', en: 'Artificial intelligence' },
  { id: 10, it: 'Marketing digitale', en: 'Digital marketing' },
  { id: 11, it: 'Design e UX', en: 'Design and UX' },
  { id: 12, it: 'Project management', en: 'Project management' },
  { id: 13, it: 'Finanza personale', en: 'Personal finance' },
  { id: 14, it: 'Contabilità', en: 'Accounting' },
  { id: 15, it: 'Public speaking', en: 'Public speaking' },
  { id: 16, it: 'Negoziazione', en: 'Negotiation' },
  { id: 17, it: 'Time management', en: 'Time management' },
  { id: 18, it: 'Lingue straniere', en: 'Foreign languages' },
  { id: 19, it: 'Sicurezza informatica', en: 'Cybersecurity' },
  { id: 20, it: 'Cloud computing', en: 'Cloud computing' },
  { id: 21, it: 'Fotografia', en: 'Photography' },
  { id: 22, it: 'Scrittura', en: 'Writing' },
  { id: 23, it: 'Imprenditoria', en: 'Entrepreneurship' },
  { id: 24, it: 'Vendite', en: 'Sales' },
  { id: 25, it: 'Risorse umane', en: 'Human resources' },
  { id: 26, it: 'Sostenibilità', en: 'Sustainability' },
  { id: 27, it: 'Coaching', en: 'Coaching' },
  { id: 28, it: 'SEO', en: 'SEO' },
  { id: 29, it: 'Social media', en: 'Social media' },
  { id: 30, it: 'Video editing', en: 'Video editing' },
]

export const INTEREST_IDS: ReadonlySet<number> = new Set(INTERESTS.map((interest) => interest.id))

/** Folds case and accents, so 'contabilita' finds 'Contabilità'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** A catalogue in a language, filtered by what the person typed (in either language). */
export function searchCatalogue(
  list: readonly CatalogueInterest[],
  locale: Locale,
  search = '',
): { id: number; name: string }[] {
  const needle = fold(search.trim())
  return list
    .filter((item) => !needle || fold(`${item.it} ${item.en}`).includes(needle))
    .map((item) => ({ id: item.id, name: item[locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

export const searchInterests = (locale: Locale, search = '') => searchCatalogue(INTERESTS, locale, search)

/** Interest names a profile stored (Italian, or either language for older rows) back to catalogue ids. */
export function interestIdsOf(names: readonly string[]): number[] {
  return INTERESTS.filter((interest) => names.includes(interest.it) || names.includes(interest.en)).map(
    (interest) => interest.id,
  )
}
