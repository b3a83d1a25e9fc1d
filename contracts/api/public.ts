/**
 * Payloads of the public read endpoints (no login needed). The server validates its output
 * shape against nothing at runtime; these schemas are the single source of the types the SPA
 * and the API tests share. All JSON is snake_case, as the Laravel-style API of SPEC.md expects.
 */
import * as v from 'valibot'

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

/**
 * A positive whole number sent as a query string. The messages go back to the caller in the 422
 * envelope, so they say what to send instead of what went wrong inside the parser.
 */
const PositiveIntegerParam = (field: string, max?: number) =>
  v.pipe(
    v.string(`The ${field} field must be a single value.`),
    v.regex(/^\d+$/, `The ${field} field must be a whole number.`),
    v.toNumber(`The ${field} field must be a whole number.`),
    v.minValue(1, `The ${field} field must be at least 1.`),
    v.maxValue(
      max ?? Number.MAX_SAFE_INTEGER,
      `The ${field} field must not be greater than ${max ?? Number.MAX_SAFE_INTEGER}.`,
    ),
  )

/** Query of every paginated list: `page` (from 1) and `perPage` (default 10, SPEC.md §3, at most 100). */
export const PageQuery = v.object({
  page: v.optional(PositiveIntegerParam('page'), '1'),
  perPage: v.optional(PositiveIntegerParam('perPage', 100), '10'),
})
export type PageQuery = v.InferOutput<typeof PageQuery>

/** Query of the public course catalogue: a page plus an optional category slug and free text. */
export const CourseListQuery = v.object({
  ...PageQuery.entries,
  category: v.optional(
    v.pipe(
      v.string('The category field must be a single value.'),
      v.regex(/^[a-z0-9-]{1,64}$/, 'The category field must be a category slug.'),
    ),
  ),
  q: v.optional(
    v.pipe(
      v.string('The q field must be a single value.'),
      v.trim(),
      v.maxLength(100, 'The q field must not be longer than 100 characters.'),
    ),
  ),
})
export type CourseListQuery = v.InferOutput<typeof CourseListQuery>
