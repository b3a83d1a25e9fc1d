/**
 * What the profile's calls answer and the ids and addresses they take (SPEC.md §3 Profile, §4
 * completion): a CV's entries as answered, the completion, an entry's or a user's id and a profile's
 * address. No form's rules: the public profile, the lesson player's trainer and the owner's reads
 * (./profile.ts, ./view-endpoints.ts) take these without the settings' and the sections' bodies
 * (./settings-schemas.ts, ./section-schemas.ts). Re-exported by ./schemas.ts.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { LANGUAGE_LEVELS } from './person'
import type { ItemSection } from './sections'

// ---------------------------------------------------------------------------------------------
// The entries as answered

const entry = <T extends v.ObjectEntries>(fields: T) =>
  v.object({ id: v.number(), position: v.number(), ...fields })

const str = v.string()
const image = { image_url: v.nullable(v.string()) }

export const Study = entry({
  school_id: v.nullable(v.number()),
  school_name: str,
  degree: str,
  field: str,
  start_date: str,
  end_date: v.nullable(str),
  description: str,
})
export const Experience = entry({
  role: str,
  company: str,
  city: str,
  current: v.boolean(),
  start_date: str,
  end_date: v.nullable(str),
  description: str,
})
export const LanguageEntry = entry({ language: str, level: v.picklist(LANGUAGE_LEVELS) })
export const Book = entry({ title: str, author: str, year: str, url: str, description: str, ...image })
export const CaseHistory = entry({ title: str, client: str, year: str, url: str, description: str, ...image })
export const Client = entry({ name: str, sector: str, url: str, description: str, ...image })
export const Collaboration = entry({ name: str, role: str, year: str, url: str, description: str, ...image })

export const SECTION_ENTRIES = {
  studies: Study,
  experiences: Experience,
  languages: LanguageEntry,
  books: Book,
  case_histories: CaseHistory,
  clients: Client,
  collaborations: Collaboration,
} as const satisfies Record<ItemSection, v.GenericSchema>

export type SectionEntry<S extends ItemSection> = v.InferOutput<(typeof SECTION_ENTRIES)[S]>
export type Study = SectionEntry<'studies'>
export type Experience = SectionEntry<'experiences'>

export const ItemIdParams = v.object({
  id: v.pipe(
    v.string(apiMessage({ it: 'L’id è un numero.', en: 'The id is a number.' })),
    v.regex(/^\d{1,9}$/, apiMessage({ it: 'L’id è un numero.', en: 'The id is a number.' })),
    v.transform(Number),
  ),
})

// ---------------------------------------------------------------------------------------------
// Completion (SPEC.md §4)

export const Completion = v.object({
  /** 0–100. */
  completion: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** The fields still empty, by SPEC.md §3 name (server/features/profiles/completion.ts). */
  missing: v.array(v.string()),
  filled: v.number(),
  total: v.number(),
})
export type Completion = v.InferOutput<typeof Completion>

export const ProfileSlugParams = v.object({
  slug: v.pipe(
    v.string(apiMessage({ it: 'Indica un profilo.', en: 'Give a profile.' })),
    v.maxLength(255, apiMessage({ it: 'Profilo sconosciuto.', en: 'Unknown profile.' })),
  ),
})
