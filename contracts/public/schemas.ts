/**
 * Payloads of the public read endpoints (no login needed). The server validates its output
 * shape against nothing at runtime; these schemas are the single source of the types the SPA
 * and the API tests share. All JSON is snake_case, as the Laravel-style API of SPEC.md expects.
 */
import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, type Locale } from '../core/constants'
import { createTranslate, translateIt, type MessageDescriptor, type Translate } from '../core/validation'

export const LocalizedText = v.object({ it: v.string(), en: v.string() })

export const PaginationMeta = v.object({
  current_page: v.number(),
  per_page: v.number(),
  total: v.number(),
  last_page: v.number(),
})
export type PaginationMeta = v.InferOutput<typeof PaginationMeta>

export const Paginated = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), meta: PaginationMeta })

export const Category = v.object({ id: v.number(), slug: v.string(), name: LocalizedText })
export type Category = v.InferOutput<typeof Category>

export const PersonRef = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
})
export type PersonRef = v.InferOutput<typeof PersonRef>

export const CourseSummary = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  subtitle: v.string(),
  /** The language the course is taught in. */
  language: v.picklist(['it', 'en']),
  /** Integer euro cents; 0 means free. */
  price_cents: v.number(),
  currency: v.literal('EUR'),
  cover_url: v.nullable(v.string()),
  category: Category,
  trainer: PersonRef,
  average_reviews: v.number(),
  review_number: v.number(),
  lessons_count: v.number(),
  duration_seconds: v.number(),
  published_at: v.string(),
})
export type CourseSummary = v.InferOutput<typeof CourseSummary>

export const LessonSummary = v.object({
  id: v.number(),
  title: v.string(),
  position: v.number(),
  duration_seconds: v.number(),
  free: v.boolean(),
  has_video: v.boolean(),
})
export type LessonSummary = v.InferOutput<typeof LessonSummary>

export const CourseDetail = v.object({
  ...CourseSummary.entries,
  description: v.string(),
  goals: v.array(v.string()),
  recipients: v.array(v.string()),
  lessons: v.array(LessonSummary),
})
export type CourseDetail = v.InferOutput<typeof CourseDetail>

export const TrainerSummary = v.object({
  ...PersonRef.entries,
  payoff: v.string(),
  city: v.nullable(v.string()),
  average_reviews: v.number(),
  review_number: v.number(),
  courses_count: v.number(),
  competences: v.array(v.string()),
})
export type TrainerSummary = v.InferOutput<typeof TrainerSummary>

export const StudentSummary = v.object({
  ...PersonRef.entries,
  payoff: v.string(),
  city: v.nullable(v.string()),
  interests: v.array(v.string()),
})
export type StudentSummary = v.InferOutput<typeof StudentSummary>

export const CompanySummary = v.object({
  id: v.number(),
  slug: v.string(),
  ragione_sociale: v.string(),
  city: v.nullable(v.string()),
  payoff: v.string(),
  logo_url: v.nullable(v.string()),
  job_listings_count: v.number(),
})
export type CompanySummary = v.InferOutput<typeof CompanySummary>

export const JobListingSummary = v.object({
  id: v.number(),
  title: v.string(),
  company: v.object({ id: v.number(), slug: v.string(), ragione_sociale: v.string() }),
  city: v.nullable(v.string()),
  contract_type: v.picklist(['full_time', 'part_time', 'freelance', 'internship']),
  remote: v.boolean(),
  description: v.string(),
  published_at: v.string(),
})
export type JobListingSummary = v.InferOutput<typeof JobListingSummary>

export const HomePayload = v.object({
  courses: v.array(CourseSummary),
  trainers: v.array(TrainerSummary),
  categories: v.array(Category),
  stats: v.object({
    courses: v.number(),
    trainers: v.number(),
    students: v.number(),
    job_listings: v.number(),
  }),
})
export type HomePayload = v.InferOutput<typeof HomePayload>

export const Health = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) })
export type Health = v.InferOutput<typeof Health>

// ---------------------------------------------------------------------------------------------
// Query and path inputs of the public endpoints

/**
 * The messages of the public inputs. They go back to the caller in the 422 envelope, so they say
 * what to send instead of what went wrong inside the parser. Placeholders: {field} the name of the
 * query or path parameter (what the caller typed, so it is not translated), {n} a number.
 */
export const publicMessages = {
  singleValue: /*i18n*/ {
    id: 'public.input.single_value',
    message: 'Il campo {field} deve avere un solo valore.',
  },
  wholeNumber: /*i18n*/ {
    id: 'public.input.whole_number',
    message: 'Il campo {field} deve essere un numero intero.',
  },
  minValue: /*i18n*/ { id: 'public.input.min_value', message: 'Il campo {field} deve essere almeno {n}.' },
  maxValue: /*i18n*/ {
    id: 'public.input.max_value',
    message: 'Il campo {field} non può essere maggiore di {n}.',
  },
  maxLength: /*i18n*/ {
    id: 'public.input.max_length',
    message: 'Il campo {field} non può contenere più di {n} caratteri.',
  },
  categorySlug: /*i18n*/ {
    id: 'public.input.category_slug',
    message: 'Il campo {field} deve essere lo slug di una categoria.',
  },
} as const satisfies Record<string, MessageDescriptor>

type PublicMessageId = (typeof publicMessages)[keyof typeof publicMessages]['id']

/** English text of every message above, by Lingui id (the same texts are in locales/en). */
export const publicMessagesEn = {
  'public.input.single_value': 'The {field} field must be a single value.',
  'public.input.whole_number': 'The {field} field must be a whole number.',
  'public.input.min_value': 'The {field} field must be at least {n}.',
  'public.input.max_value': 'The {field} field must not be greater than {n}.',
  'public.input.max_length': 'The {field} field must not be longer than {n} characters.',
  'public.input.category_slug': 'The {field} field must be a category slug.',
} as const satisfies Record<PublicMessageId, string>

/** Longest course slug a URL may carry; anything longer cannot match and is refused early. */
export const COURSE_SLUG_MAX_LENGTH = 200
/** Longest free-text search of the course catalogue. */
export const COURSE_SEARCH_MAX_LENGTH = 100
/** The largest page a public list serves. */
export const MAX_PAGE_SIZE = 100

/** The English translator of the messages above; anything else gets the Italian source text. */
const translatePublicEn: Translate = createTranslate(publicMessagesEn)
const translatePublicFor = (locale: string | undefined): Translate =>
  locale === 'en' ? translatePublicEn : translateIt

/**
 * The query and path schemas of the public endpoints, with messages rendered by `t` (Lingui in the
 * SPA). Without `t` each message follows the `lang` of the parse config, Italian by default.
 */
export function createPublicSchemas(t?: Translate) {
  const say =
    (descriptor: MessageDescriptor, field: string, n?: number) =>
    (issue: { lang?: string }): string =>
      (t ?? translatePublicFor(issue.lang))(descriptor, n === undefined ? { field } : { field, n })
  const m = publicMessages

  /** A query parameter given once, as text (`?a=1&a=2` arrives as an array). */
  const single = (field: string) => v.string(say(m.singleValue, field))

  /** A positive whole number sent as a query string. */
  const positiveInteger = (field: string, max = Number.MAX_SAFE_INTEGER) =>
    v.pipe(
      single(field),
      v.regex(/^\d+$/, say(m.wholeNumber, field)),
      v.toNumber(say(m.wholeNumber, field)),
      v.minValue(1, say(m.minValue, field, 1)),
      v.maxValue(max, say(m.maxValue, field, max)),
    )

  /** Query of every paginated list: `page` (from 1) and `perPage` (default 10, SPEC.md §3, at most 100). */
  const PageQuery = v.object({
    page: v.optional(positiveInteger('page'), '1'),
    perPage: v.optional(positiveInteger('perPage', MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
  })

  /** Query of the public course catalogue: a page plus an optional category slug and free text. */
  const CourseListQuery = v.object({
    ...PageQuery.entries,
    category: v.optional(
      v.pipe(single('category'), v.regex(/^[a-z0-9-]{1,64}$/, say(m.categorySlug, 'category'))),
    ),
    q: v.optional(
      v.pipe(
        single('q'),
        v.trim(),
        v.maxLength(COURSE_SEARCH_MAX_LENGTH, say(m.maxLength, 'q', COURSE_SEARCH_MAX_LENGTH)),
      ),
    ),
  })

  /** Path of GET /api/public/courses/:slug. */
  const CourseSlugParams = v.object({
    slug: v.pipe(
      single('slug'),
      v.maxLength(COURSE_SLUG_MAX_LENGTH, say(m.maxLength, 'slug', COURSE_SLUG_MAX_LENGTH)),
    ),
  })

  return { PageQuery, CourseListQuery, CourseSlugParams }
}

export type PublicSchemas = ReturnType<typeof createPublicSchemas>

const schemasByLocale: Record<Locale, PublicSchemas> = {
  it: createPublicSchemas(translateIt),
  en: createPublicSchemas(translatePublicEn),
}

/** The public input schemas speaking one language: what the server validates with. */
export function publicSchemasFor(locale: Locale | string | undefined): PublicSchemas {
  return locale === 'en' ? schemasByLocale.en : schemasByLocale.it
}

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for types and tests. */
export const { PageQuery, CourseListQuery, CourseSlugParams } = createPublicSchemas()
export type PageQuery = v.InferOutput<typeof PageQuery>
export type CourseListQuery = v.InferOutput<typeof CourseListQuery>
export type CourseSlugParams = v.InferOutput<typeof CourseSlugParams>
