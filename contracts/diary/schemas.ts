/**
 * Payloads of the DIARY area (issue 17, SPEC.md §2 /diary, §3 User features diary): a user's
 * private entries, each with its day, its text and a mood or tags. Only their author ever reads
 * them: no feed, search or other user's view shows them. Messages of inputs only the API checks
 * are given in both languages (apiMessage); the form says the same through Lingui.
 */
import * as v from 'valibot'
import { apiMessage, apiText, inputRules, PageQuery } from '../core/input'

const { positiveInteger, single } = inputRules()

export const DIARY_MOODS = ['great', 'good', 'neutral', 'low', 'bad'] as const
export type DiaryMood = (typeof DIARY_MOODS)[number]

export const DIARY_LIMITS = {
  textMax: 10_000,
  tagsMax: 5,
  tagMax: 30,
  searchMax: 100,
  /** The earliest day an entry may have. */
  firstDay: '1900-01-01',
} as const

/** 'YYYY-MM-DD' of a real day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Today, and one day of slack for the time zones east of the server. */
const latestDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

const dayMessage = apiMessage({
  it: 'Scegli una data valida (AAAA-MM-GG).',
  en: 'Choose a valid date (YYYY-MM-DD).',
})

const entryDate = v.pipe(
  v.string(dayMessage),
  v.trim(),
  // YYYY-MM-DD: anything longer is not a day (and the input bound every text has)
  v.maxLength(10, dayMessage),
  v.check(isDay, dayMessage),
  v.check(
    (day: string) => day >= DIARY_LIMITS.firstDay,
    apiMessage({ it: 'La data deve essere dopo il 1900.', en: 'The date must be after 1900.' }),
  ),
  v.check(
    (day: string) => day <= latestDay(),
    apiMessage({ it: 'La data non può essere nel futuro.', en: 'The date cannot be in the future.' }),
  ),
)

const moodMessage = apiMessage({
  it: `Scegli un umore tra ${DIARY_MOODS.join(', ')}, oppure nessuno.`,
  en: `Choose a mood among ${DIARY_MOODS.join(', ')}, or none.`,
})

const tag = v.pipe(
  v.string(apiMessage({ it: 'Ogni etichetta è un testo.', en: 'Each tag is a text.' })),
  v.trim(),
  v.minLength(1, apiMessage({ it: 'Un’etichetta non può essere vuota.', en: 'A tag cannot be empty.' })),
  v.maxLength(
    DIARY_LIMITS.tagMax,
    apiMessage({
      it: `Ogni etichetta: al massimo ${DIARY_LIMITS.tagMax} caratteri.`,
      en: `Each tag: at most ${DIARY_LIMITS.tagMax} characters.`,
    }),
  ),
  v.toLowerCase(),
)

const tags = v.pipe(
  v.array(tag, apiMessage({ it: 'Le etichette sono un elenco.', en: 'The tags are a list.' })),
  v.maxLength(
    DIARY_LIMITS.tagsMax,
    apiMessage({
      it: `Al massimo ${DIARY_LIMITS.tagsMax} etichette.`,
      en: `At most ${DIARY_LIMITS.tagsMax} tags.`,
    }),
  ),
  v.transform((list: string[]) => [...new Set(list)]),
)

/** POST /api/diary and PUT /api/diary/:id: the whole entry. */
export const DiaryEntryBody = v.object({
  // A missing field is checked as an empty one, so it gets the same message a person can act on.
  entry_date: v.optional(entryDate, ''),
  text: v.optional(apiText('text', DIARY_LIMITS.textMax, true), ''),
  mood: v.optional(v.nullable(v.picklist(DIARY_MOODS, moodMessage)), null),
  tags: v.optional(tags, []),
})
export type DiaryEntryBody = v.InferOutput<typeof DiaryEntryBody>
export type DiaryEntryInput = v.InferInput<typeof DiaryEntryBody>

export const DiaryEntry = v.object({
  id: v.number(),
  entry_date: v.string(),
  text: v.string(),
  mood: v.nullable(v.picklist(DIARY_MOODS)),
  tags: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type DiaryEntry = v.InferOutput<typeof DiaryEntry>

const monthMessage = apiMessage({ it: 'Scegli un mese (AAAA-MM).', en: 'Choose a month (YYYY-MM).' })

/** GET /api/diary: newest day first, filtered by words in the text or tags and by month. */
export const DiaryQuery = v.object({
  ...PageQuery.entries,
  q: v.optional(
    v.pipe(
      single('q'),
      v.trim(),
      v.maxLength(
        DIARY_LIMITS.searchMax,
        apiMessage({
          it: `q: al massimo ${DIARY_LIMITS.searchMax} caratteri.`,
          en: `q: at most ${DIARY_LIMITS.searchMax} characters.`,
        }),
      ),
    ),
  ),
  month: v.optional(
    v.pipe(
      single('month'),
      v.maxLength(7, monthMessage),
      v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, monthMessage),
      v.check((month: string) => month >= '1900-01', monthMessage),
    ),
  ),
})
export type DiaryQuery = v.InferOutput<typeof DiaryQuery>

/** How many entries each month holds, newest month first (the month filter's choices). */
export const DiaryMonth = v.object({ month: v.string(), count: v.number() })
export type DiaryMonth = v.InferOutput<typeof DiaryMonth>

export const DiaryIdParams = v.object({ id: positiveInteger('id', 2_147_483_647) })
