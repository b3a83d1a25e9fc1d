/**
 * Payloads of the PROFILES area (SPEC.md §3 Profile, §4 completion, §7 profile calls; issue 16):
 * how a person is referred to publicly, the entries of a CV's sections, the owner's settings, the
 * public profile and the completion checklist. Inputs only the API checks carry their messages in
 * both languages (apiMessage); the SPA shows the server's 422 text next to the field it names.
 */
import * as v from 'valibot'
import { BIDI_CONTROLS, formatDate, interpolate, parseDate, rules } from '../core/validation'
import { apiMessage } from '../core/input'
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '../onboarding/schemas'
import { ITEM_SECTIONS, PROFILE_SECTIONS, type ItemSection } from './sections'

/** A person as lists and cards show them: name, avatar, and the slug of their public profile. */
export const PersonRef = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
})
export type PersonRef = v.InferOutput<typeof PersonRef>

export const PROFILE_LIMITS = {
  shortText: 120,
  longText: 5_000,
  presentation: 10_000,
  url: 500,
  listItems: 30,
  listItem: 80,
} as const

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]

// ---------------------------------------------------------------------------------------------
// Input building blocks

/** The name a message gives each field, in both languages (SPEC.md §5: 'Il campo {field} è richiesto'). */
const LABELS: Record<string, { it: string; en: string }> = {
  school_name: { it: 'Scuola', en: 'School' },
  degree: { it: 'Titolo di studio', en: 'Degree' },
  field: { it: 'Indirizzo di studio', en: 'Field of study' },
  start_date: { it: 'Data di inizio', en: 'Start date' },
  end_date: { it: 'Data di fine', en: 'End date' },
  description: { it: 'Descrizione', en: 'Description' },
  role: { it: 'Ruolo', en: 'Role' },
  company: { it: 'Azienda', en: 'Company' },
  city: { it: 'Città', en: 'City' },
  language: { it: 'Lingua', en: 'Language' },
  title: { it: 'Titolo', en: 'Title' },
  author: { it: 'Autore', en: 'Author' },
  year: { it: 'Anno', en: 'Year' },
  url: { it: 'Sito web', en: 'Website' },
  website: { it: 'Sito web', en: 'Website' },
  client: { it: 'Cliente', en: 'Client' },
  name: { it: 'Nome', en: 'Name' },
  sector: { it: 'Settore', en: 'Sector' },
  bio: { it: 'Biografia', en: 'Biography' },
  mission: { it: 'Missione', en: 'Mission' },
  presentation: { it: 'Presentazione', en: 'Introduction' },
  birth_date: { it: 'Data di nascita', en: 'Date of birth' },
  address: { it: 'Indirizzo', en: 'Address' },
  address_number: { it: 'Numero civico', en: 'Street number' },
  province: { it: 'Provincia', en: 'Province' },
  region: { it: 'Regione', en: 'Region' },
  zip: { it: 'CAP', en: 'Postcode' },
  competences: { it: 'Competenze', en: 'Competences' },
  skills: { it: 'Competenze principali', en: 'Main skills' },
}
const label = (field: string) => LABELS[field] ?? { it: field, en: field }

/** A web address, with or without its scheme ('linkedin.com/in/…' is taken as https). */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const parsed = new URL(candidate)
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && /\.[a-z]{2,}$/i.test(parsed.hostname)
    )
  } catch {
    return false
  }
}

const text = (field: string, max: number, required: boolean) =>
  v.pipe(
    v.string(
      apiMessage({
        it: `Il campo ${label(field).it} è un testo.`,
        en: `The ${label(field).en} field is a text.`,
      }),
    ),
    v.trim(),
    v.check(
      (value: string) => !required || value.length > 0,
      apiMessage({
        it: `Il campo ${label(field).it} è richiesto`,
        en: `The ${label(field).en} field is required`,
      }),
    ),
    v.maxLength(
      max,
      apiMessage(
        {
          it: `Il campo ${label(field).it} può avere al massimo {max} caratteri.`,
          en: `The ${label(field).en} field may have at most {max} characters.`,
        },
        { max },
      ),
    ),
  )

const optionalText = (field: string, max: number) => v.optional(text(field, max, false), '')

const url = (field: string) =>
  v.optional(
    v.pipe(
      text(field, PROFILE_LIMITS.url, false),
      v.check(
        (value: string) => value === '' || isWebAddress(value),
        apiMessage({
          it: `Il campo ${label(field).it} non è uno URL valido`,
          en: `The ${label(field).en} field is not a valid URL`,
        }),
      ),
      v.transform((value: string) =>
        value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
      ),
    ),
    '',
  )

const year = () =>
  v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'Il campo Anno è un anno.', en: 'The Year field is a year.' })),
      v.trim(),
      v.check(
        (value: string) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1900),
        apiMessage({
          it: 'L’anno ha quattro cifre (ad esempio 2021).',
          en: 'The year has four digits (for example 2021).',
        }),
      ),
      v.check(
        (value: string) => value === '' || Number(value) <= new Date().getFullYear(),
        apiMessage({
          it: 'L’anno non può essere nel futuro.',
          en: 'The year cannot be in the future.',
        }),
      ),
    ),
    '',
  )

const today = () => new Date()

/** A calendar date sent as YYYY-MM-DD (what a date input gives), not after today (SPEC.md §5 dateBefore). */
const pastDate = (field: string, required: boolean) =>
  v.pipe(
    v.string(
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    v.maxLength(
      32,
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    v.trim(),
    v.check(
      (value: string) => !required || value !== '',
      apiMessage({
        it: `Il campo ${label(field).it} è richiesto`,
        en: `The ${label(field).en} field is required`,
      }),
    ),
    v.check(
      (value: string) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) !== null),
      apiMessage({
        it: `Il campo ${label(field).it} è una data (AAAA-MM-GG).`,
        en: `The ${label(field).en} field is a date (YYYY-MM-DD).`,
      }),
    ),
    rules.dateBefore(label(field).it, today),
  )

/** SPEC.md §5 dateAfter on the end of a period: 'La data non può essere minore rispetto al {date}'. */
type Period = Record<string, unknown> & { start_date: string; end_date: string | null }
const endNotBeforeStart = <T extends Period>() =>
  v.forward<T, v.CheckIssue<T>, ['end_date']>(
    v.check(
      (period: T) => !period.end_date || !period.start_date || period.end_date >= period.start_date,
      (issue) => {
        const start = parseDate((issue.input as T).start_date)
        return interpolate(
          issue.lang === 'en'
            ? 'The date cannot be earlier than {date}'
            : 'La data non può essere minore rispetto al {date}',
          { date: start ? formatDate(start) : '' },
        )
      },
    ),
    ['end_date'] as never,
  )

const schoolId = v.optional(
  v.nullable(
    v.pipe(
      v.number(apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' })),
      v.integer(apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' })),
      v.minValue(
        1,
        apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' }),
      ),
      v.maxValue(
        2_147_483_647,
        apiMessage({ it: 'Scegli una scuola dall’elenco.', en: 'Choose a school from the list.' }),
      ),
    ),
  ),
  null,
)

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

// ---------------------------------------------------------------------------------------------
// The profile's own fields, competences, settings

const GENDERS = ['female', 'male', 'other'] as const

export const SocialMediaBody = v.object({
  website: url('website'),
  linkedin: url('linkedin'),
  facebook: url('facebook'),
  instagram: url('instagram'),
  x: url('x'),
  youtube: url('youtube'),
})

/** PUT /api/profile: the fields a page sends; what is absent stays as it is. */
export const ProfileUpdateBody = v.object({
  nickname: v.optional(
    v.pipe(
      text('nickname', 60, false),
      v.check(
        (nickname: string) => !BIDI_CONTROLS.test(nickname),
        apiMessage({
          it: 'Il soprannome contiene caratteri che cambiano la direzione del testo, non ammessi.',
          en: 'The nickname contains characters that change the direction of the text, which are not allowed.',
        }),
      ),
    ),
  ),
  payoff: v.optional(text('payoff', 160, false)),
  bio: v.optional(text('bio', L.longText, false)),
  mission: v.optional(text('mission', L.longText, false)),
  presentation: v.optional(text('presentation', L.presentation, false)),
  gender: v.optional(
    v.nullable(
      v.picklist(
        GENDERS,
        apiMessage({ it: 'Il genere è female, male o other.', en: 'The gender is female, male or other.' }),
      ),
    ),
  ),
  birth_date: v.optional(
    v.nullable(
      v.pipe(
        pastDate('birth_date', false),
        rules.isAdult(label('birth_date').it),
        v.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  ),
  address: v.optional(text('address', L.shortText, false)),
  address_number: v.optional(text('address_number', 20, false)),
  city: v.optional(text('city', 80, false)),
  province: v.optional(text('province', 80, false)),
  region: v.optional(text('region', 80, false)),
  zip: v.optional(
    v.pipe(
      text('zip', 10, false),
      v.regex(/^(\d{5})?$/, apiMessage({ it: 'Il CAP ha 5 cifre.', en: 'The postcode has 5 digits.' })),
    ),
  ),
  same_residency: v.optional(
    v.boolean(apiMessage({ it: 'same_residency è true o false.', en: 'same_residency is true or false.' })),
  ),
  shipping_address: v.optional(text('shipping_address', L.shortText, false)),
  shipping_address_number: v.optional(text('shipping_address_number', 20, false)),
  shipping_city: v.optional(text('shipping_city', 80, false)),
  shipping_province: v.optional(text('shipping_province', 80, false)),
  shipping_region: v.optional(text('shipping_region', 80, false)),
  shipping_zip: v.optional(
    v.pipe(
      text('shipping_zip', 10, false),
      v.regex(/^(\d{5})?$/, apiMessage({ it: 'Il CAP ha 5 cifre.', en: 'The postcode has 5 digits.' })),
    ),
  ),
  social_media: v.optional(SocialMediaBody),
})
export type ProfileUpdateBody = v.InferInput<typeof ProfileUpdateBody>

const tagList = (field: string) =>
  v.pipe(
    v.array(
      text(field, L.listItem, true),
      apiMessage({
        it: `${label(field).it}: un elenco di testi.`,
        en: `${label(field).en}: a list of texts.`,
      }),
    ),
    v.maxLength(
      L.listItems,
      apiMessage(
        { it: `${label(field).it}: al massimo {max} voci.`, en: `${label(field).en}: at most {max} items.` },
        { max: L.listItems },
      ),
    ),
    v.transform((items: string[]) => [...new Set(items)]),
  )

/** POST /api/competences/sync (SPEC.md §3 "Competences sync: competences"): the whole list, in order. */
export const CompetencesBody = v.object({ competences: tagList('competences') })
/** POST /api/profile/skills/sync: the main skills, in order. */
export const SkillsBody = v.object({ skills: tagList('skills') })

const sectionList = v.pipe(
  v.array(
    v.picklist(
      PROFILE_SECTIONS,
      apiMessage({
        it: `hidden_sections è un elenco di sezioni: ${PROFILE_SECTIONS.join(', ')}.`,
        en: `hidden_sections is a list of sections: ${PROFILE_SECTIONS.join(', ')}.`,
      }),
    ),
    apiMessage({ it: 'hidden_sections è un elenco.', en: 'hidden_sections is a list.' }),
  ),
  v.maxLength(PROFILE_SECTIONS.length * 2, apiMessage({ it: 'Troppe sezioni.', en: 'Too many sections.' })),
  v.transform((items) => [...new Set(items)]),
)

export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** PUT /api/profile/settings. */
export const ProfileSettingsBody = v.object({
  slug: v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'Scrivi l’indirizzo del profilo.', en: 'Write the profile address.' })),
      v.maxLength(
        SLUG_MAX_LENGTH,
        apiMessage(
          {
            it: 'L’indirizzo ha da {min} a {max} lettere minuscole, cifre e trattini (non all’inizio né alla fine).',
            en: 'The address has {min} to {max} lower-case letters, digits and hyphens (not at the start or end).',
          },
          { min: SLUG_MIN_LENGTH, max: SLUG_MAX_LENGTH },
        ),
      ),
      v.trim(),
      v.toLowerCase(),
      v.check(
        (slug: string) =>
          slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG_FORMAT.test(slug),
        apiMessage(
          {
            it: 'L’indirizzo ha da {min} a {max} lettere minuscole, cifre e trattini (non all’inizio né alla fine).',
            en: 'The address has {min} to {max} lower-case letters, digits and hyphens (not at the start or end).',
          },
          { min: SLUG_MIN_LENGTH, max: SLUG_MAX_LENGTH },
        ),
      ),
    ),
  ),
  is_public: v.optional(
    v.boolean(apiMessage({ it: 'is_public è true o false.', en: 'is_public is true or false.' })),
  ),
  hidden_sections: v.optional(sectionList),
  /** Students only: HR users may find them in the student directory (SPEC.md §6 hr_visible). */
  hr_visible: v.optional(
    v.boolean(apiMessage({ it: 'hr_visible è true o false.', en: 'hr_visible is true or false.' })),
  ),
})
export type ProfileSettingsBody = v.InferInput<typeof ProfileSettingsBody>

export const ProfileSettings = v.object({
  slug: v.string(),
  is_public: v.boolean(),
  hidden_sections: v.array(v.picklist(PROFILE_SECTIONS)),
  hr_visible: v.boolean(),
  /** Whether hr_visible applies (students only). */
  can_set_hr_visible: v.boolean(),
})
export type ProfileSettings = v.InferOutput<typeof ProfileSettings>

export const School = v.object({
  id: v.number(),
  name: v.string(),
  city: v.string(),
  kind: v.picklist(['university', 'high_school', 'academy']),
})
export type School = v.InferOutput<typeof School>

export const SchoolQuery = v.object({
  search: v.optional(
    v.pipe(
      v.string(apiMessage({ it: 'search ha un solo valore.', en: 'search has a single value.' })),
      v.trim(),
      v.maxLength(80, apiMessage({ it: 'Al massimo 80 caratteri.', en: 'At most 80 characters.' })),
    ),
    '',
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

export { ITEM_SECTIONS }
