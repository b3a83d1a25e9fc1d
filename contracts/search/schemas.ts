/**
 * Payloads of the SEARCH area (issue 19, SPEC.md §7 "search (preview, paged, category, topic, saved
 * items)", §3 "Search: optional per_page, short_preview flag", "Saved search: item_data"). Messages of
 * inputs only the API checks are given in both languages (apiMessage); the SPA's forms say the same
 * through Lingui.
 */
import * as v from 'valibot'
import { apiMessage, apiText, inputRules } from '../core/input'
import { COURSE_LEVELS } from '../core/constants'
import { COURSE_SORTS, SEARCH_LIMITS } from './constants'

export { COURSE_SORTS, SEARCH_LIMITS }

const { positiveInteger, single } = inputRules()

/** The kinds of result a search finds; the paged pages of SPEC.md §2 are a subset. */
export const SEARCH_KINDS = [
  'courses',
  'trainers',
  'students',
  'companies',
  'jobs',
  'topics',
  'categories',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
/** Kinds with a paged page of their own (/search/results/{kind}, and jobs through the API). */
export const PAGED_KINDS = ['courses', 'trainers', 'students', 'companies', 'jobs'] as const
export type PagedKind = (typeof PAGED_KINDS)[number]
/** What a saved search repeats: all kinds, one paged kind, or one category's or topic's courses. */
export const SAVED_KINDS = ['all', ...PAGED_KINDS, 'category', 'topic'] as const
export type SavedKind = (typeof SAVED_KINDS)[number]

export const JOB_CONTRACTS = ['full_time', 'part_time', 'freelance', 'internship'] as const

/**
 * Highlights: the matched words of a text are wrapped in these two characters (never HTML), and
 * the SPA draws them as <mark> (src/features/search/components/highlight.tsx).
 */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

const picklist = <T extends readonly string[]>(options: T, field: string) =>
  v.pipe(
    single(field),
    v.picklist(
      options,
      apiMessage({
        it: `${field} è uno di: ${options.join(', ')}.`,
        en: `${field} is one of: ${options.join(', ')}.`,
      }),
    ),
  )

const text = (field: string, max: number) =>
  v.optional(
    v.pipe(
      single(field),
      v.trim(),
      v.maxLength(
        max,
        apiMessage(
          { it: `${field}: al massimo {max} caratteri.`, en: `${field}: at most {max} characters.` },
          { max },
        ),
      ),
    ),
    '',
  )

const flag = (field: string) =>
  v.optional(
    v.pipe(
      picklist(['0', '1', 'true', 'false'] as const, field),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    '0',
  )

const slug = (field: string) =>
  v.pipe(
    single(field),
    v.regex(
      /^[a-z0-9-]{1,64}$/,
      apiMessage({
        it: `${field}: lettere minuscole, cifre e trattini (al massimo 64).`,
        en: `${field}: lower-case letters, digits and hyphens (at most 64).`,
      }),
    ),
  )

/** GET /api/search: every kind at once, a few of each (`short_preview` for the search box). */
export const SearchQuery = v.object({
  q: text('q', SEARCH_LIMITS.qMax),
  short_preview: flag('short_preview'),
  per_page: v.optional(positiveInteger('per_page', 20)),
})
export type SearchQuery = v.InferOutput<typeof SearchQuery>

/** The filters of a paged page; a kind reads the ones it has and ignores the rest. */
const filterEntries = {
  q: text('q', SEARCH_LIMITS.qMax),
  page: v.optional(positiveInteger('page', 10_000), '1'),
  per_page: v.optional(
    positiveInteger('per_page', SEARCH_LIMITS.perPageMax),
    String(SEARCH_LIMITS.perPageDefault),
  ),
  /** courses */
  category: v.optional(slug('category')),
  language: v.optional(picklist(['it', 'en'] as const, 'language')),
  level: v.optional(picklist(COURSE_LEVELS, 'level')),
  price: v.optional(picklist(['free', 'paid'] as const, 'price')),
  rating: v.optional(positiveInteger('rating', 5)),
  sort: v.optional(picklist(COURSE_SORTS, 'sort'), 'relevance'),
  /** people, companies, jobs */
  city: text('city', 80),
  /** jobs */
  remote: flag('remote'),
  contract_type: v.optional(picklist(JOB_CONTRACTS, 'contract_type')),
}
export const SearchPageQuery = v.object(filterEntries)
export type SearchPageQuery = v.InferOutput<typeof SearchPageQuery>

export const CategoryParams = v.object({ category: slug('category') })
export const TopicParams = v.object({
  topic: v.pipe(
    single('topic'),
    v.trim(),
    v.minLength(1, apiMessage({ it: 'Indica un argomento.', en: 'Give a topic.' })),
    v.maxLength(
      80,
      apiMessage({ it: 'topic: al massimo 80 caratteri.', en: 'topic: at most 80 characters.' }),
    ),
  ),
})
export const IdParams = v.object({ id: positiveInteger('id', 2_147_483_647) })

// ---------------------------------------------------------------------------------------------
// Results

export const SearchCourse = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** The title with its matched words marked (MARK_START … MARK_END). */
  title_highlight: v.string(),
  /** A short passage of the subtitle or description around the matched words, marked. */
  snippet: v.string(),
  cover_url: v.nullable(v.string()),
  language: v.string(),
  level: v.nullable(v.string()),
  topic: v.string(),
  price_cents: v.number(),
  average_reviews: v.number(),
  review_number: v.number(),
  published_at: v.nullable(v.string()),
  category: v.object({ slug: v.string(), name_it: v.string(), name_en: v.string() }),
  trainer_name: v.string(),
})
export type SearchCourse = v.InferOutput<typeof SearchCourse>

export const SearchPerson = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  name_highlight: v.string(),
  avatar_url: v.nullable(v.string()),
  payoff: v.string(),
  city: v.nullable(v.string()),
  average_reviews: v.number(),
})
export type SearchPerson = v.InferOutput<typeof SearchPerson>

export const SearchCompany = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  name_highlight: v.string(),
  city: v.nullable(v.string()),
  payoff: v.string(),
  logo_url: v.nullable(v.string()),
  open_jobs: v.number(),
})
export type SearchCompany = v.InferOutput<typeof SearchCompany>

export const SearchJob = v.object({
  id: v.number(),
  title: v.string(),
  title_highlight: v.string(),
  company_name: v.nullable(v.string()),
  city: v.nullable(v.string()),
  remote: v.boolean(),
  contract_type: v.string(),
  published_at: v.nullable(v.string()),
})
export type SearchJob = v.InferOutput<typeof SearchJob>

export const SearchTopic = v.object({ topic: v.string(), courses: v.number() })
export type SearchTopic = v.InferOutput<typeof SearchTopic>

export const SearchCategory = v.object({
  slug: v.string(),
  name_it: v.string(),
  name_en: v.string(),
  courses: v.number(),
})
export type SearchCategory = v.InferOutput<typeof SearchCategory>

const group = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), total: v.number() })

/**
 * Every kind's first results and how many there are in all; with short_preview (the search box,
 * which shows no totals) nothing is counted and each total is the number of its items.
 */
export const SearchAll = v.object({
  q: v.string(),
  courses: group(SearchCourse),
  trainers: group(SearchPerson),
  students: group(SearchPerson),
  companies: group(SearchCompany),
  jobs: group(SearchJob),
  topics: group(SearchTopic),
  categories: group(SearchCategory),
})
export type SearchAll = v.InferOutput<typeof SearchAll>

// ---------------------------------------------------------------------------------------------
// Saved searches

const filterValue = v.pipe(
  v.string(apiMessage({ it: 'Un filtro è un testo.', en: 'A filter is a text.' })),
  v.maxLength(
    SEARCH_LIMITS.filterMax,
    apiMessage(
      { it: 'Un filtro: al massimo {max} caratteri.', en: 'A filter: at most {max} characters.' },
      { max: SEARCH_LIMITS.filterMax },
    ),
  ),
)

/** SPEC.md §3 "Saved search: item_data": what to search again. */
export const ItemData = v.object({
  q: v.optional(apiText('q', SEARCH_LIMITS.qMax, false), ''),
  kind: v.picklist(
    SAVED_KINDS,
    apiMessage({
      it: `kind è uno di: ${SAVED_KINDS.join(', ')}.`,
      en: `kind is one of: ${SAVED_KINDS.join(', ')}.`,
    }),
  ),
  filters: v.optional(
    v.pipe(
      v.record(
        v.pipe(
          v.string(),
          v.regex(
            /^[a-z_]{1,20}$/,
            apiMessage({ it: 'Nome di filtro non valido.', en: 'Not a filter name.' }),
          ),
        ),
        filterValue,
        apiMessage({ it: 'filters è un oggetto di testi.', en: 'filters is an object of texts.' }),
      ),
      v.check(
        (filters) => Object.keys(filters).length <= SEARCH_LIMITS.filterKeys,
        apiMessage(
          { it: 'Al massimo {max} filtri.', en: 'At most {max} filters.' },
          { max: SEARCH_LIMITS.filterKeys },
        ),
      ),
    ),
    {},
  ),
})
export type ItemData = v.InferOutput<typeof ItemData>

export const SavedSearchBody = v.object({
  item_data: ItemData,
  name: v.optional(apiText('name', SEARCH_LIMITS.nameMax, false), ''),
  notify: v.optional(
    v.boolean(apiMessage({ it: 'notify è vero o falso.', en: 'notify is true or false.' })),
    false,
  ),
})
export type SavedSearchBody = v.InferOutput<typeof SavedSearchBody>

export const SavedSearchPatch = v.object({
  name: v.optional(apiText('name', SEARCH_LIMITS.nameMax, true)),
  notify: v.optional(v.boolean(apiMessage({ it: 'notify è vero o falso.', en: 'notify is true or false.' }))),
})
export type SavedSearchPatch = v.InferOutput<typeof SavedSearchPatch>

export const SavedSearch = v.object({
  id: v.number(),
  name: v.string(),
  item_data: v.object({
    q: v.string(),
    kind: v.picklist(SAVED_KINDS),
    filters: v.record(v.string(), v.string()),
  }),
  notify: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type SavedSearch = v.InferOutput<typeof SavedSearch>
