/**
 * Reads of the public course catalogue. Only published courses are public; lesson counts and
 * total duration come from correlated subqueries served by the lessons(course_id) index.
 */
import { and, arrayContains, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { CourseDetail, CourseSort, CourseSummary } from '../../../contracts/courses/schemas.ts'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../core/db/index.ts'
import { categories, courseFavorites, courses, lessons } from './tables.ts'
import { memberProfileView } from '../profiles/index.ts'
import { users } from '../../core/db/tables.ts'
import { pageOffset, type Page } from '../../core/http/pagination.ts'
import { qualified, escapeLike } from '../../core/db/sql.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { tableVersions } from '../../core/db/snapshot-cache.ts'
import { presentationVideoUrl } from '../media/index.ts'

// the trainers' profiles as their owner offers them (a read view under the table's name)
const profiles = memberProfileView()

/** A course's promo price (when it has one) holds now: no end date, or one still ahead. */
const promoHolds = sql`(${courses.promo_ends_at} is null or ${courses.promo_ends_at} > now())`

const summaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  subtitle: courses.subtitle,
  language: courses.language,
  price_cents: courses.price_cents,
  promo_price_cents: sql<number | null>`(case when ${promoHolds} then ${courses.promo_price_cents} end)`,
  promo_ends_at: courses.promo_ends_at,
  enrolments_count: courses.enrolments_count,
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

/** A row of summaryColumns as Drizzle maps it (sql<number> columns are numbers, dates are Dates). */
type SummaryRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof catalogueStatements>>['page']['execute']>
>[number]

function toSummary(row: SummaryRow): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    language: row.language,
    price_cents: row.price_cents,
    promo_price_cents: row.promo_price_cents,
    promo_ends_at: row.promo_price_cents === null ? null : (row.promo_ends_at?.toISOString() ?? null),
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
    enrolments_count: row.enrolments_count,
    lessons_count: row.lessons_count,
    duration_seconds: row.duration_seconds,
    published_at: (row.published_at ?? row.created_at).toISOString(),
  }
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the text "50%". */

export interface CourseFilter {
  category?: string
  q?: string
  /** Whole euros, on the price a buyer pays now (the promo price while it holds). */
  priceMin?: number
  priceMax?: number
  free?: boolean
  language?: 'it' | 'en'
  /** Lowest average rating. */
  rating?: number
  sort?: CourseSort
}

/** Which conditions and which order a catalogue read has; each shape is its own prepared statement. */
interface Shape {
  category: boolean
  q: boolean
  priceMin: boolean
  priceMax: boolean
  free: boolean
  language: boolean
  rating: boolean
  sort: CourseSort
}

const shapeOf = (filter: CourseFilter): Shape => ({
  category: Boolean(filter.category),
  q: Boolean(filter.q),
  priceMin: filter.priceMin !== undefined && filter.priceMin > 0,
  priceMax: filter.priceMax !== undefined,
  free: filter.free === true,
  language: filter.language !== undefined,
  rating: filter.rating !== undefined,
  sort: filter.sort ?? 'newest',
})

const shapeName = (shape: Shape) =>
  [
    'catalogue',
    ...(['category', 'q', 'priceMin', 'priceMax', 'free', 'language', 'rating'] as const)
      .filter((key) => shape[key])
      .map((key) => key.toLowerCase()),
    shape.sort,
  ].join('_')

/** Bound at execution: the filter values and the page window (see preparedQuery). */
const filterValues = (filter: CourseFilter) => ({
  category: filter.category ?? '',
  pattern: filter.q ? `%${escapeLike(filter.q)}%` : '',
  price_min: (filter.priceMin ?? 0) * 100,
  price_max: (filter.priceMax ?? 0) * 100,
  language: filter.language ?? '',
  rating: filter.rating ?? 0,
})

/** What a buyer pays today: the promo price while it holds (payments/products.ts charges the same). */
export const priceNow = sql<number>`(case when ${courses.promo_price_cents} is not null and ${promoHolds} then ${courses.promo_price_cents} else ${courses.price_cents} end)`

function catalogueWhere(db: Db, shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNotNull(courses.published_at)]
  if (shape.category) conditions.push(eq(categories.slug, sql.placeholder('category')))
  if (shape.priceMin) conditions.push(sql`${priceNow} >= ${sql.placeholder('price_min')}`)
  if (shape.priceMax) conditions.push(sql`${priceNow} <= ${sql.placeholder('price_max')}`)
  if (shape.free) conditions.push(sql`${priceNow} = 0`)
  if (shape.language) conditions.push(sql`${courses.language} = ${sql.placeholder('language')}`)
  if (shape.rating) conditions.push(sql`${courses.average_reviews} >= ${sql.placeholder('rating')}`)
  if (shape.q) {
    const pattern = sql.placeholder('pattern')
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
 * Each order with the id last, so pages never overlap. NULLS LAST as in the indexes
 * (courses_published_at_idx, courses_popular_idx, courses_rated_idx): with PostgreSQL's default
 * (NULLS FIRST for DESC) an index does not match and every published course is sorted.
 */
const orders: Record<CourseSort, SQL[]> = {
  newest: [sql`${courses.published_at} desc nulls last`],
  popular: [sql`${courses.enrolments_count} desc nulls last`],
  rated: [sql`${courses.average_reviews} desc nulls last`, sql`${courses.review_number} desc nulls last`],
  price_asc: [sql`${priceNow} asc`],
  price_desc: [sql`${priceNow} desc`],
}
const orderOf = (sort: CourseSort) => [...orders[sort], sql`${courses.id} desc nulls last`]

/**
 * The statements of a catalogue page, prepared once per database and filter shape: building a
 * Drizzle query and having PostgreSQL plan it again cost more than the indexed read itself. The
 * page's ids come first, on their own, from the index of its order; then only those rows are
 * joined (`id = any($ids)`): joining every published course before sorting cost 30 ms at 10 000
 * courses, and as one statement with the limit as a parameter PostgreSQL's generic plan guessed a
 * tenth of the table and planned again on every call (1 050 vs 4 500 calls a second in pgbench).
 * The total needs the categories join only to filter by one.
 */
function catalogueStatements(shape: Shape) {
  const name = shapeName(shape)
  return preparedQuery((db) => {
    const where = catalogueWhere(db, shape)
    const order = orderOf(shape.sort)
    const inCategory = <Q extends PgSelect>(query: Q) =>
      shape.category ? query.innerJoin(categories, eq(categories.id, courses.category_id)) : query
    return {
      ids: inCategory(db.select({ id: courses.id }).from(courses).$dynamic())
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_ids`),
      page: db
        .select(summaryColumns)
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.category_id))
        .innerJoin(users, eq(users.id, courses.trainer_id))
        .innerJoin(profiles, eq(profiles.user_id, users.id))
        .where(sql`${courses.id} = any(${sql.placeholder('ids')}::int[])`)
        .orderBy(...order)
        .prepare(`${name}_page`),
      total: inCategory(
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(courses)
          .$dynamic(),
      )
        .where(where)
        .prepare(`${name}_total`),
    }
  })
}

/** The statements of every shape asked for so far (at most 2⁷ filter sets × 5 orders). */
const statements = new Map<string, ReturnType<typeof catalogueStatements>>()
function statementsFor(shape: Shape) {
  const name = shapeName(shape)
  let found = statements.get(name)
  if (!found) {
    found = catalogueStatements(shape)
    statements.set(name, found)
  }
  return found
}

/** Searches worth remembering a total for under one version of its tables (the rest are counted each time). */
const TOTALS_KEPT = 500

/** What a total reads: the courses, their categories, and the trainers a search matches by name. */
const TOTAL_TABLES = 'categories,courses,users'

/**
 * Catalogue totals by filter, valid while the tables they count are unchanged: counting every
 * matching course is most of a catalogue read's database time, and reads far outnumber writes. A
 * read takes those tables' versions (core/db/snapshot-cache.ts: one shared statement for a burst of
 * readers); while they are the ones the totals were counted under, nothing they count was written
 * and the remembered total is exact. A write to one of them (a course created, published, deleted)
 * moves its version and the next read counts again; writes elsewhere (progress, messages, jobs
 * queued) do not. A total is kept only when counted after a quiet version read (no writer of those
 * tables in flight). A promo that ends changes what a price filter matches with no write, so
 * price-filtered totals are always counted.
 */
interface Totals {
  versions: string
  byFilter: Map<string, number>
}
const totalsOf = new WeakMap<Db, Totals>()

/** How many totals were counted rather than remembered (read by the tests). */
export const catalogueCounts = { counted: 0 }

type CataloguePage = { items: CourseSummary[]; total: number }

/**
 * Whether a catalogue read may be remembered while the database is unchanged
 * (core/db/snapshot-cache.ts): a price filter or a price order depends on every course's promo,
 * which ends with time and no commit.
 */
export function rememberable(filter: CourseFilter): boolean {
  const shape = shapeOf(filter)
  return !(shape.priceMin || shape.priceMax || shape.free || shape.sort.startsWith('price'))
}

/** The earliest end, in epoch milliseconds, of the promos shown (undefined: none ends). */
export function firstPromoEnd(items: Pick<CourseSummary, 'promo_ends_at'>[]): number | undefined {
  const ends = items.flatMap((item) => (item.promo_ends_at ? [Date.parse(item.promo_ends_at)] : []))
  return ends.length > 0 ? Math.min(...ends) : undefined
}

/** A page of the catalogue in the order asked (newest first by default), with the number of matching courses. */
export async function listCourses(db: Db, page: Page, filter: CourseFilter = {}): Promise<CataloguePage> {
  const shape = shapeOf(filter)
  const prepared = statementsFor(shape)(db)
  const values = { ...filterValues(filter), limit: page.perPage, offset: pageOffset(page) }
  const ids = (await prepared.ids.execute(values)).map((row) => row.id)
  const rows = await prepared.page.execute({ ids })
  const priced = shape.priceMin || shape.priceMax || shape.free
  const key = JSON.stringify([
    filter.category ?? '',
    filter.q ?? '',
    filter.language ?? '',
    filter.rating ?? 0,
  ])
  const read = priced ? undefined : await tableVersions(db, TOTAL_TABLES)
  const known = totalsOf.get(db)
  let total = read && known?.versions === read.versions ? known.byFilter.get(key) : undefined
  if (total === undefined) {
    catalogueCounts.counted++
    const [counted] = await prepared.total.execute(values)
    total = counted.total
    if (read?.quiet) {
      let totals = totalsOf.get(db)
      if (totals?.versions !== read.versions) {
        totals = { versions: read.versions, byFilter: new Map() }
        totalsOf.set(db, totals)
      }
      if (totals.byFilter.size < TOTALS_KEPT) totals.byFilter.set(key, total)
    }
  }
  return { items: rows.map(toSummary), total }
}

const courseStatements = preparedQuery((db) => ({
  bySlug: db
    .select({
      summary: summaryColumns,
      description: courses.description,
      level: courses.level,
      requirements: courses.requirements,
      goals: courses.goals,
      recipients: courses.recipients,
      presentation_video_path: courses.presentation_video_path,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(eq(courses.slug, sql.placeholder('slug')), isNotNull(courses.published_at)))
    .prepare('course_by_slug'),
  lessons: db
    .select()
    .from(lessons)
    .where(eq(lessons.course_id, sql.placeholder('course_id')))
    .orderBy(asc(lessons.position), asc(lessons.id))
    .prepare('course_lessons'),
}))

export async function findCourseBySlug(db: Db, slug: string): Promise<CourseDetail | null> {
  const statements = courseStatements(db)
  const [row] = await statements.bySlug.execute({ slug })
  if (!row) return null
  const lessonRows = await statements.lessons.execute({ course_id: row.summary.id })
  return {
    ...toSummary(row.summary),
    description: row.description,
    level: row.level,
    requirements: row.requirements,
    goals: row.goals,
    recipients: row.recipients,
    presentation: presentationVideoUrl({
      id: row.summary.id,
      presentation_video_path: row.presentation_video_path,
    }),
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

// ---------------------------------------------------------------------------------------------
// Favorites (SPEC.md §4 "Toggles: favorite")

/** The published course with this id, or null. */
export async function publishedCourseId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), isNotNull(courses.published_at)))
  return row?.id ?? null
}

export async function isFavorite(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseFavorites.id })
    .from(courseFavorites)
    .where(and(eq(courseFavorites.user_id, userId), eq(courseFavorites.course_id, courseId)))
  return Boolean(row)
}

/** Marks or unmarks a favorite; doing it twice is the same as once. */
export async function setFavorite(
  db: Db,
  userId: number,
  courseId: number,
  favorite: boolean,
): Promise<void> {
  if (favorite)
    await db.insert(courseFavorites).values({ user_id: userId, course_id: courseId }).onConflictDoNothing()
  else
    await db
      .delete(courseFavorites)
      .where(and(eq(courseFavorites.user_id, userId), eq(courseFavorites.course_id, courseId)))
}

/** The ids of the user's favorite courses, the newest favorite first. */
export async function favoriteCourseIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseFavorites.course_id })
    .from(courseFavorites)
    .where(eq(courseFavorites.user_id, userId))
    .orderBy(desc(courseFavorites.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** A page of the user's favorite published courses, the newest favorite first. */
export async function listFavoriteCourses(
  db: Db,
  userId: number,
  page: Page,
): Promise<{ items: CourseSummary[]; total: number }> {
  const mine = and(eq(courseFavorites.user_id, userId), isNotNull(courses.published_at))
  const rows = await db
    .select(summaryColumns)
    .from(courseFavorites)
    .innerJoin(courses, eq(courses.id, courseFavorites.course_id))
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(mine)
    .orderBy(desc(courseFavorites.id))
    .limit(page.perPage)
    .offset(pageOffset(page))
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(courseFavorites)
    .innerJoin(courses, eq(courses.id, courseFavorites.course_id))
    .where(mine)
  return { items: rows.map(toSummary), total }
}
