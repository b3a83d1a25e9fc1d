/**
 * The entries of a CV's sections (SPEC.md §3 Profile) as sent, with their rules. As answered,
 * they are ./answers.ts's (re-exported by ./schemas.ts), which a profile's reads take without the rules.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { type ItemSection } from './sections'
import { PROFILE_LIMITS, LANGUAGE_LEVELS } from './person'
import { text, optionalText, url, year, pastDate, endNotBeforeStart, schoolId } from './input-rules'

// ---------------------------------------------------------------------------------------------
// The entries of each section, as sent (create and edit send the whole entry)

const L = PROFILE_LIMITS

export const StudyBody = v.pipe(
  v.object({
    /** A school of GET /api/schools; without one, school_name is what the person typed. */
    school_id: schoolId,
    school_name: optionalText('school_name', L.shortText),
    degree: text('degree', L.shortText, true),
    field: optionalText('field', L.shortText),
    start_date: pastDate('start_date', true),
    /** Empty or null while still studying. */
    end_date: v.optional(v.nullable(pastDate('end_date', false)), null),
    description: optionalText('description', L.longText),
  }),
  v.forward(
    v.check(
      (study) => study.school_id !== null || study.school_name !== '',
      apiMessage({
        it: 'Scegli una scuola dall’elenco o scrivine il nome.',
        en: 'Choose a school from the list or type its name.',
      }),
    ),
    ['school_name'],
  ),
  endNotBeforeStart(),
)

export const ExperienceBody = v.pipe(
  v.object({
    role: text('role', L.shortText, true),
    company: text('company', L.shortText, true),
    city: optionalText('city', L.shortText),
    /** The current job: it has no end date. */
    current: v.optional(
      v.boolean(apiMessage({ it: 'current è true o false.', en: 'current is true or false.' })),
      false,
    ),
    start_date: pastDate('start_date', true),
    end_date: v.optional(v.nullable(pastDate('end_date', false)), null),
    description: optionalText('description', L.longText),
  }),
  v.forward(
    v.check(
      (job) => job.current || !!job.end_date,
      apiMessage({
        it: 'Il campo Data di fine è richiesto se non è il lavoro attuale',
        en: 'The End date field is required unless it is the current job',
      }),
    ),
    ['end_date'],
  ),
  v.forward(
    v.check(
      (job) => !job.current || !job.end_date,
      apiMessage({
        it: 'Il lavoro attuale non ha una data di fine.',
        en: 'The current job has no end date.',
      }),
    ),
    ['end_date'],
  ),
  endNotBeforeStart(),
)

export const LanguageBody = v.object({
  language: text('language', 60, true),
  level: v.picklist(
    LANGUAGE_LEVELS,
    apiMessage({
      it: 'Il livello è A1, A2, B1, B2, C1, C2 o native.',
      en: 'The level is A1, A2, B1, B2, C1, C2 or native.',
    }),
  ),
})

/** Multipart sections: every field arrives as text; the image is the form's `image` file. */
export const BookBody = v.object({
  title: text('title', L.shortText, true),
  author: text('author', L.shortText, true),
  year: year(),
  url: url('url'),
  description: optionalText('description', L.longText),
})

export const CaseHistoryBody = v.object({
  title: text('title', L.shortText, true),
  client: optionalText('client', L.shortText),
  year: year(),
  url: url('url'),
  description: text('description', L.longText, true),
})

export const ClientBody = v.object({
  name: text('name', L.shortText, true),
  sector: optionalText('sector', L.shortText),
  url: url('url'),
  description: optionalText('description', L.longText),
})

export const CollaborationBody = v.object({
  name: text('name', L.shortText, true),
  role: optionalText('role', L.shortText),
  year: year(),
  url: url('url'),
  description: optionalText('description', L.longText),
})

export const SECTION_BODIES = {
  studies: StudyBody,
  experiences: ExperienceBody,
  languages: LanguageBody,
  books: BookBody,
  case_histories: CaseHistoryBody,
  clients: ClientBody,
  collaborations: CollaborationBody,
} as const satisfies Record<ItemSection, v.GenericSchema>

export type SectionBody<S extends ItemSection> = v.InferOutput<(typeof SECTION_BODIES)[S]>
export type SectionInput<S extends ItemSection> = v.InferInput<(typeof SECTION_BODIES)[S]>

export const OrderBody = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(
        v.number(apiMessage({ it: 'ids è l’elenco delle voci.', en: 'ids is the list of the entries.' })),
        v.integer(apiMessage({ it: 'ids è l’elenco delle voci.', en: 'ids is the list of the entries.' })),
      ),
      apiMessage({ it: 'ids è l’elenco delle voci.', en: 'ids is the list of the entries.' }),
    ),
    v.maxLength(100, apiMessage({ it: 'Troppe voci.', en: 'Too many entries.' })),
  ),
})
