/** The profile's own fields, competences, skills, settings and schools (SPEC.md §3 Profile). */
import * as v from 'valibot'
import { BIDI_CONTROLS, rules } from '../core/validation'
import { apiMessage } from '../core/input'
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '../onboarding'
import { PROFILE_SECTIONS } from './sections'
import { label, text, url, pastDate } from './input-rules'
import { PROFILE_LIMITS } from './person'

// ---------------------------------------------------------------------------------------------
// The profile's own fields, competences, settings

const L = PROFILE_LIMITS

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
