/**
 * Payloads of the COURSES area (SPEC.md §7 "Courses"): categories, the catalogue's course cards,
 * a course with its curriculum, and the catalogue's query and path inputs. All JSON is snake_case,
 * as the Laravel-style API of SPEC.md expects.
 */
import * as v from 'valibot'
import { COURSE_SEARCH_MAX_LENGTH } from '../core/constants'
import { createInputSchemas, inputRules, translateInputEn } from '../core/input'
import { perLocale, type Translate } from '../core/validation'
import { PersonRef } from '../profiles/schemas'

export const LocalizedText = v.object({ it: v.string(), en: v.string() })

export const Category = v.object({ id: v.number(), slug: v.string(), name: LocalizedText })
export type Category = v.InferOutput<typeof Category>

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

// ---------------------------------------------------------------------------------------------
// Query and path inputs of the catalogue

/** Longest course slug a URL may carry; anything longer cannot match and is refused early. */
export const COURSE_SLUG_MAX_LENGTH = 200
export { COURSE_SEARCH_MAX_LENGTH }

/**
 * The catalogue's inputs, with messages rendered by `t` (Lingui in the SPA). Without `t` each
 * message follows the `lang` of the parse config, Italian by default.
 */
export function createCourseSchemas(t?: Translate) {
  const { say, single, maxLength, messages: m } = inputRules(t)
  const { PageQuery } = createInputSchemas(t)

  return {
    /** Query of the public course catalogue: a page plus an optional category slug and free text. */
    CourseListQuery: v.object({
      ...PageQuery.entries,
      category: v.optional(
        v.pipe(single('category'), v.regex(/^[a-z0-9-]{1,64}$/, say(m.categorySlug, 'category'))),
      ),
      q: v.optional(v.pipe(single('q'), v.trim(), maxLength('q', COURSE_SEARCH_MAX_LENGTH))),
    }),
    /** Path of GET /api/public/courses/:slug. */
    CourseSlugParams: v.object({
      slug: v.pipe(single('slug'), maxLength('slug', COURSE_SLUG_MAX_LENGTH)),
    }),
  }
}

export type CourseSchemas = ReturnType<typeof createCourseSchemas>

/** The catalogue's input schemas speaking one language: what the server validates with. */
export const courseSchemasFor = perLocale(createCourseSchemas, translateInputEn)

/** The language-of-the-parse-config variants (`{ lang: 'en' }`), handy for types and tests. */
export const { CourseListQuery, CourseSlugParams } = createCourseSchemas()
export type CourseListQuery = v.InferOutput<typeof CourseListQuery>
export type CourseSlugParams = v.InferOutput<typeof CourseSlugParams>
