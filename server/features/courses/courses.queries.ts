/**
 * Reads of the public course catalogue. Only published courses are public; lesson counts and
 * total duration come from correlated subqueries served by the lessons(course_id) index.
 */
import { and, arrayContains, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { CourseDetail, CourseSummary } from '../../../contracts/courses/schemas.ts'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { categories, courses, lessons } from './tables.ts'
import { profiles } from '../profiles/tables.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { qualified } from '../../core/db/sql.ts'

const summaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  subtitle: courses.subtitle,
  language: courses.language,
  price_cents: courses.price_cents,
  cover_url: courses.cover_url,
  published_at: courses.published_at,
  created_at: courses.created_at,
  average_reviews: courses.average_reviews,
  review_number: courses.review_number,
  category_id: categories.id,
  category_slug: categories.slug,
  category_name_it: categories.name_it,
  category_name_en: categories.name_en,
  trainer_id: users.id,
  trainer_first_name: users.first_name,
  trainer_last_name: users.last_name,
  trainer_slug: profiles.slug,
  trainer_avatar_url: profiles.avatar_url,
  lessons_count: sql<number>`(select count(*)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)})`,
  duration_seconds: sql<number>`(select coalesce(sum(${qualified(lessons.duration_seconds)}), 0)::int from ${lessons} where ${qualified(lessons.course_id)} = ${qualified(courses.id)})`,
}

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .innerJoin(profiles, eq(profiles.user_id, users.id))
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number]

function toSummary(row: SummaryRow): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    language: row.language,
    price_cents: row.price_cents,
    currency: 'EUR',
    cover_url: row.cover_url,
    category: {
      id: row.category_id,
      slug: row.category_slug,
      name: { it: row.category_name_it, en: row.category_name_en },
    },
    trainer: {
      id: row.trainer_id,
      slug: row.trainer_slug,
      full_name: `${row.trainer_first_name} ${row.trainer_last_name}`,
      avatar_url: row.trainer_avatar_url,
    },
    average_reviews: row.average_reviews,
    review_number: row.review_number,
    lessons_count: row.lessons_count,
    duration_seconds: row.duration_seconds,
    published_at: (row.published_at ?? row.created_at).toISOString(),
  }
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

export interface CourseFilter {
  category?: string
  q?: string
}

function catalogueWhere(db: Db, filter: CourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(courses.published_at)]
  if (filter.category) conditions.push(eq(categories.slug, filter.category))
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`
    conditions.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.subtitle, pattern),
        ilike(courses.description, pattern),
        // The category's name in either language and the trainer's name ('Rossi', 'Marco Rossi').
        // Both are uncorrelated subqueries over small sets (a few categories; the trainers, found
        // by the GIN index on users.roles), run once per query as a hashed list, not per course;
        // they do not need the joins, so the count query below uses them unchanged.
        inArray(
          courses.category_id,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(ilike(categories.name_it, pattern), ilike(categories.name_en, pattern))),
        ),
        inArray(
          courses.trainer_id,
          db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                arrayContains(users.roles, ['trainer']),
                ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
              ),
            ),
        ),
      ),
    )
  }
  return and(...conditions)
}

/**
 * A page of the catalogue. The page's ids come first from the (published_at desc, id desc) index,
 * and only those ten rows are joined and counted into: joining every published course before
 * sorting cost 30 ms at 10 000 courses. The total needs the categories join only to filter by one.
 */
export async function listCourses(
  db: Db,
  page: Page,
  filter: CourseFilter = {},
): Promise<{ items: CourseSummary[]; total: number }> {
  const where = catalogueWhere(db, filter)
  // NULLS LAST as in courses_published_at_idx: with PostgreSQL's default (NULLS FIRST for DESC) the
  // index does not match and every published course is sorted.
  const newestFirst = [sql`${courses.published_at} desc nulls last`, sql`${courses.id} desc nulls last`]
  const inCategory = <Q extends PgSelect>(query: Q) =>
    filter.category ? query.innerJoin(categories, eq(categories.id, courses.category_id)) : query
  const pageIds = inCategory(db.select({ id: courses.id }).from(courses).$dynamic())
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.perPage)
    .offset(pageOffset(page))
    .as('page_ids')
  const [rows, [{ total }]] = await Promise.all([
    summaryQuery(db)
      .innerJoin(pageIds, eq(pageIds.id, courses.id))
      .orderBy(...newestFirst),
    inCategory(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(courses)
        .$dynamic(),
    ).where(where),
  ])
  return { items: rows.map(toSummary), total }
}

export async function findCourseBySlug(db: Db, slug: string): Promise<CourseDetail | null> {
  const [row] = await db
    .select({
      summary: summaryColumns,
      description: courses.description,
      goals: courses.goals,
      recipients: courses.recipients,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(eq(courses.slug, slug), isNotNull(courses.published_at)))
  if (!row) return null
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.course_id, row.summary.id))
    .orderBy(asc(lessons.position), asc(lessons.id))
  return {
    ...toSummary(row.summary),
    description: row.description,
    goals: row.goals,
    recipients: row.recipients,
    lessons: lessonRows.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      position: lesson.position,
      duration_seconds: lesson.duration_seconds,
      free: lesson.free,
      has_video: lesson.video_path !== null,
    })),
  }
}

/** Slugs and last change of every published course, for the sitemap. */
export async function listPublishedCourseSlugs(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .select({ slug: courses.slug, updated_at: courses.updated_at })
    .from(courses)
    .where(isNotNull(courses.published_at))
    .orderBy(asc(courses.id))
}
