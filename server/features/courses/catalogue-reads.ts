/**
 * How other areas read the catalogue inside their own SQL (issue 33): the search, the trainers'
 * directory (a trainer's published courses), the home page's counter. A read view is a subquery
 * built without a db, selecting only what others may read; PostgreSQL inlines it, so a join on it
 * plans as the join on the table it replaces (the same indexes: search_doc's GIN, the topics'
 * trigrams, courses_trainer_idx).
 */
import { isNotNull, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { categories, courses } from './tables.ts'

const qb = new QueryBuilder()

/**
 * A course as the catalogue shows it to anyone: what its card and page say, its trainer and
 * category, its figures, when it was published (null: not in the catalogue) and the search's
 * document; not the review note, the promotion, the videos or the authoring dates. Its alias is
 * `courses` unless told otherwise.
 */
export const catalogueCourseView = (as = 'courses') =>
  qb
    .select({
      id: courses.id,
      slug: courses.slug,
      trainer_id: courses.trainer_id,
      category_id: courses.category_id,
      title: courses.title,
      subtitle: courses.subtitle,
      description: courses.description,
      level: courses.level,
      topic: courses.topic,
      language: courses.language,
      price_cents: courses.price_cents,
      cover_url: courses.cover_url,
      average_reviews: courses.average_reviews,
      review_number: courses.review_number,
      published_at: courses.published_at,
      search_doc: courses.search_doc,
    })
    .from(courses)
    .as(as)

/** The catalogue's categories (every column: they are all public). Its alias is `categories` unless told otherwise. */
export const categoryView = (as = 'categories') =>
  qb
    .select({
      id: categories.id,
      slug: categories.slug,
      name_it: categories.name_it,
      name_en: categories.name_en,
      position: categories.position,
    })
    .from(categories)
    .as(as)

/** How many courses are in the catalogue (published). */
export async function countPublishedCourses(db: Db): Promise<number> {
  const [{ published }] = await db
    .select({ published: sql<number>`count(*)::int` })
    .from(courses)
    .where(isNotNull(courses.published_at))
  return published
}
