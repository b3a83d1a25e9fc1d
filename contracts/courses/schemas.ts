/**
 * Payloads of the COURSES area (SPEC.md §7 "Courses"): categories, the catalogue's course cards,
 * a course with its curriculum, and the catalogue's query and path inputs. All JSON is snake_case,
 * as the Laravel-style API of SPEC.md expects.
 */
import * as v from 'valibot'
import {
  COURSE_LEVELS,
  COURSE_PRICE_FILTER_MAX,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SORTS,
  type CourseSort,
} from '../core/constants'
import { apiMessage, createInputSchemas, inputRules, translateInputEn } from '../core/input'
import { perLocale, type Translate } from '../core/validation'
import { PersonRef } from '../core/person'

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
  /** A lower price that holds now (until promo_ends_at, or with no end when null); buying charges it. */
  promo_price_cents: v.nullable(v.number()),
  promo_ends_at: v.nullable(v.string()),
  currency: v.literal('EUR'),
  cover_url: v.nullable(v.string()),
  category: Category,
  trainer: PersonRef,
  average_reviews: v.number(),
  review_number: v.number(),
  /** How many learners the course has. */
  enrolments_count: v.number(),
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
  /** What the studio collects for the course page: the level (null when the trainer left it), */
  level: v.nullable(v.picklist(COURSE_LEVELS)),
  /** what to know beforehand, what one learns and who it is for. */
  requirements: v.array(v.string()),
  goals: v.array(v.string()),
  recipients: v.array(v.string()),
  lessons: v.array(LessonSummary),
  /** The presentation video (HLS playlist and captions), open to anyone; null when there is none. */
  presentation: v.nullable(v.object({ playlist: v.string(), captions: v.nullable(v.string()) })),
})
export type CourseDetail = v.InferOutput<typeof CourseDetail>

// ---------------------------------------------------------------------------------------------
// Query and path inputs of the catalogue

export { COURSE_PRICE_FILTER_MAX, COURSE_SORTS, type CourseSort }

const catalogueMessages = {
  price: {
    it: `Il prezzo è un numero intero di euro tra 0 e ${COURSE_PRICE_FILTER_MAX}.`,
    en: `The price is a whole number of euros between 0 and ${COURSE_PRICE_FILTER_MAX}.`,
  },
  priceOrder: {
    it: 'Il prezzo massimo non può essere minore del minimo.',
    en: 'The highest price cannot be lower than the lowest.',
  },
  free: { it: 'free vale 1 oppure 0.', en: 'free is 1 or 0.' },
  language: { it: 'La lingua è it oppure en.', en: 'The language is it or en.' },
  rating: {
    it: 'La valutazione minima è un numero intero da 1 a 5.',
    en: 'The lowest rating is a whole number from 1 to 5.',
  },
  sort: {
    it: `L'ordine è uno tra ${COURSE_SORTS.join(', ')}.`,
    en: `The order is one of ${COURSE_SORTS.join(', ')}.`,
  },
} as const

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

  const c = catalogueMessages
  const euros = v.pipe(
    single('price'),
    v.regex(/^\d{1,6}$/, apiMessage(c.price)),
    v.toNumber(),
    v.maxValue(COURSE_PRICE_FILTER_MAX, apiMessage(c.price)),
  )

  return {
    /**
     * Query of the public course catalogue: a page, optional filters (category slug, free text,
     * price range in whole euros, free only, language, lowest average rating) and an order. Every
     * value is in the URL of /courses, so a filtered list can be shared.
     */
    CourseListQuery: v.pipe(
      v.object({
        ...PageQuery.entries,
        category: v.optional(
          v.pipe(single('category'), v.regex(/^[a-z0-9-]{1,64}$/, say(m.categorySlug, 'category'))),
        ),
        q: v.optional(v.pipe(single('q'), v.trim(), maxLength('q', COURSE_SEARCH_MAX_LENGTH))),
        price_min: v.optional(euros),
        price_max: v.optional(euros),
        // picklists first (not `single`): a repeated value is refused all the same, and the
        // OpenAPI document lists the allowed values
        free: v.optional(
          v.pipe(
            v.picklist(['0', '1'], apiMessage(c.free)),
            v.transform((flag) => flag === '1'),
          ),
        ),
        language: v.optional(v.picklist(['it', 'en'], apiMessage(c.language))),
        rating: v.optional(v.pipe(v.picklist(['1', '2', '3', '4', '5'], apiMessage(c.rating)), v.toNumber())),
        sort: v.optional(v.picklist(COURSE_SORTS, apiMessage(c.sort)), 'newest'),
      }),
      v.forward(
        v.check(
          (query) =>
            query.price_min === undefined ||
            query.price_max === undefined ||
            query.price_min <= query.price_max,
          apiMessage(c.priceOrder),
        ),
        ['price_max'],
      ),
    ),
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
