/**
 * How each CV section reads to anyone who sees a profile: its title, the language levels' words,
 * and what an entry reads as in a list (a title line, a second line, a period, a text). The forms
 * that edit them (owner only) are in section-forms.ts, so a visitor never downloads those.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LANGUAGE_LEVELS } from '../../../contracts/profiles/schemas'
import type { ItemSection, ProfileSection } from '../../../contracts/profiles/sections'

export const SECTION_TITLES: Record<ProfileSection, MessageDescriptor> = {
  presentation: msg`Presentazione`,
  experiences: msg`Esperienze`,
  studies: msg`Formazione`,
  competences: msg`Competenze`,
  skills: msg`Competenze principali`,
  languages: msg`Lingue`,
  interests: msg`Interessi`,
  books: msg`Libri`,
  case_histories: msg`Case history`,
  clients: msg`Clienti`,
  collaborations: msg`Collaborazioni`,
  certificates: msg`Certificati dei corsi`,
  media: msg`Documenti`,
}

export const LEVEL_LABELS: Record<(typeof LANGUAGE_LEVELS)[number], MessageDescriptor> = {
  A1: msg`A1 · base`,
  A2: msg`A2 · elementare`,
  B1: msg`B1 · intermedio`,
  B2: msg`B2 · intermedio superiore`,
  C1: msg`C1 · avanzato`,
  C2: msg`C2 · padronanza`,
  native: msg`Madrelingua`,
}

/** What an entry reads as in a list. */
export interface EntrySummary {
  title: string
  subtitle: string
  start?: string | null
  end?: string | null
  current?: boolean
  text: string
  url?: string
  image_url?: string | null
}

export function summarize(section: ItemSection, entry: Record<string, unknown>): EntrySummary {
  const s = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : '')
  switch (section) {
    case 'studies':
      return {
        title: s('degree'),
        subtitle: [s('school_name'), s('field')].filter(Boolean).join(' · '),
        start: s('start_date'),
        end: (entry.end_date as string | null) ?? null,
        current: !entry.end_date,
        text: s('description'),
      }
    case 'experiences':
      return {
        title: s('role'),
        subtitle: [s('company'), s('city')].filter(Boolean).join(' · '),
        start: s('start_date'),
        end: (entry.end_date as string | null) ?? null,
        current: entry.current === true,
        text: s('description'),
      }
    case 'languages':
      return { title: s('language'), subtitle: s('level'), text: '' }
    case 'books':
      return {
        title: s('title'),
        subtitle: [s('author'), s('year')].filter(Boolean).join(' · '),
        text: s('description'),
        url: s('url'),
        image_url: entry.image_url as string | null,
      }
    case 'case_histories':
      return {
        title: s('title'),
        subtitle: [s('client'), s('year')].filter(Boolean).join(' · '),
        text: s('description'),
        url: s('url'),
        image_url: entry.image_url as string | null,
      }
    case 'clients':
      return {
        title: s('name'),
        subtitle: s('sector'),
        text: s('description'),
        url: s('url'),
        image_url: entry.image_url as string | null,
      }
    case 'collaborations':
      return {
        title: s('name'),
        subtitle: [s('role'), s('year')].filter(Boolean).join(' · '),
        text: s('description'),
        url: s('url'),
        image_url: entry.image_url as string | null,
      }
  }
}
