/**
 * Courses: the catalogue's categories, courses and their lessons.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '../../core/db/columns.ts'
import { users } from '../../core/db/tables.ts'

/** A full-text document (the search's `search_doc` columns); read as its text form, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const categories = pgTable('categories', {
  id: id(),
  slug: text().notNull().unique(),
  name_it: text().notNull(),
  name_en: text().notNull(),
  position: integer().notNull().default(0),
})

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text().notNull().unique(),
    trainer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => categories.id),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    description: text().notNull().default(''),
    goals: jsonb().$type<string[]>().notNull().default([]),
    /** What a learner should know before starting (the goals page, issue 15). */
    requirements: jsonb().$type<string[]>().notNull().default([]),
    level: text().$type<'beginner' | 'intermediate' | 'advanced'>(),
    /** A free topic within the category ("React", "Public speaking"). */
    topic: text().notNull().default(''),
    recipients: jsonb().$type<string[]>().notNull().default([]),
    language: text().$type<'it' | 'en'>().notNull().default('it'),
    /** Integer euro cents so prices never go through floating point. */
    price_cents: integer().notNull().default(0),
    cover_url: text(),
    /** A lower price until promo_ends_at (forever when null); buying charges it while it holds. */
    promo_price_cents: integer(),
    promo_ends_at: timestamp({ withTimezone: true }),
    /**
     * When the trainer last saved the price page (free is a price too): sending for review needs
     * it, as it needs every other page the checklist names.
     */
    price_saved_at: timestamp({ withTimezone: true }),
    /** The presentation video, packaged like a lesson's (media/video). */
    presentation_video_path: text(),
    /** How many learners the course has, kept by a trigger on course_enrolments (migration 0013). */
    enrolments_count: integer().notNull().default(0),
    published_at: timestamp({ withTimezone: true }),
    /** Sent for review by its trainer (issue 15): an admin publishes it or sends it back. */
    submitted_at: timestamp({ withTimezone: true }),
    /** Why an admin sent the course back, shown to its trainer until the next submission. */
    review_note: text(),
    average_reviews: doublePrecision().notNull().default(0),
    review_number: integer().notNull().default(0),
    /**
     * The search's document (issue 19), kept by PostgreSQL from the texts (migration 0029's
     * IMMUTABLE search_course_doc), so a search reads it instead of computing it for every row.
     */
    search_doc: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`search_course_doc(${courses.language}, ${courses.title}, ${courses.subtitle}, ${courses.topic}, ${courses.description})`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check('courses_language_check', sql`${table.language} in ('it', 'en')`),
    check(
      'courses_level_check',
      sql`${table.level} is null or ${table.level} in ('beginner', 'intermediate', 'advanced')`,
    ),
    check('courses_price_check', sql`${table.price_cents} >= 0`),
    check(
      'courses_promo_price_check',
      sql`${table.promo_price_cents} is null or (${table.promo_price_cents} >= 0 and ${table.promo_price_cents} < ${table.price_cents})`,
    ),
    index('courses_published_at_idx').on(table.published_at.desc(), table.id.desc()),
    index('courses_category_idx').on(table.category_id, table.published_at.desc()),
    index('courses_trainer_idx').on(table.trainer_id),
    // the catalogue's other orders (most popular, best rated)
    index('courses_popular_idx').on(table.enrolments_count.desc(), table.id.desc()),
    index('courses_rated_idx').on(table.average_reviews.desc(), table.review_number.desc(), table.id.desc()),
    index('courses_search_doc_idx').using('gin', table.search_doc),
    // the search's topics (distinct topics of published courses, by trigrams or a prefix)
    index('courses_search_topic_idx')
      .using('gin', sql`search_norm(${table.topic}) gin_trgm_ops`)
      .where(sql`${table.published_at} is not null and ${table.topic} <> ''`),
  ],
)

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    duration_seconds: integer().notNull().default(0),
    free: boolean().notNull().default(false),
    /** What the player shows: a video, a text, or a material to download. */
    kind: text().$type<'video' | 'text' | 'material'>().notNull().default('video'),
    /** The text of a text lesson, the description of the others. */
    body: text().notNull().default(''),
    video_path: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('lessons_course_position_idx').on(table.course_id, table.position),
    check('lessons_kind_check', sql`${table.kind} in ('video', 'text', 'material')`),
  ],
)

/**
 * Who may follow a course: one row per user and course, whatever paid for it (an order, a free
 * course, a subscription). The unique pair is what keeps a webhook delivered twice, or two tabs
 * buying at once, from enrolling anyone twice (issue 12).
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The order that paid for it; null for a free course. */
    order_id: integer(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('course_enrolments_user_course_idx').on(table.user_id, table.course_id),
    index('course_enrolments_course_idx').on(table.course_id),
  ],
)

/** A learner's favourite courses (SPEC.md §4 "Toggles: favorite"): one row per user and course. */
export const courseFavorites = pgTable(
  'course_favorites',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('course_favorites_user_course_idx').on(table.user_id, table.course_id)],
)

/**
 * A learner's review of a course: 1 to 5 stars and a text, one per user and course, only by those
 * enrolled. The course's and its trainer's average_reviews and review_number are recomputed from
 * these rows in the same transaction as every change (reviews.ts).
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('course_reviews_user_course_idx').on(table.user_id, table.course_id),
    index('course_reviews_course_idx').on(table.course_id, table.created_at.desc(), table.id.desc()),
    check('course_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
)
