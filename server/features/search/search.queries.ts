/**
 * The search (issue 19) over what the other areas store: published courses, listed trainers and
 * students, companies, open job listings, the courses' topics and the categories. Each kind matches
 * the typed text two ways, both answered by GIN indexes (migrations 0029 and 0033):
 *   - full text: search_query(q) (each word a prefix, stemmed in Italian and English, unaccented)
 *     against the kind's stored document (`search_doc`, kept by PostgreSQL with search_course_doc,
 *     …), so "corsi" finds "corso", and the rank reads the document instead of computing it;
 *   - trigrams on the name or title (`q <% search_norm(title)`), so "programazione" finds
 *     "programmazione" and a name is found from its first letters.
 * Ranking: the text rank plus the name's similarity, then rating and recency, then the id (for
 * people, the similarity of a name that matched). The search box's preview counts no totals.
 * Privacy: trainers with a private profile are not shown to visitors; students only when
 * hr_visible for HR users and only public ones for everyone else.
 */
import { and, eq, gt, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PagedKind, SearchPageQuery } from '../../../contracts/search/schemas.ts'
import {
  MARK_END,
  MARK_START,
  type SearchCategory,
  type SearchCompany,
  type SearchCourse,
  type SearchJob,
  type SearchPerson,
  type SearchTopic,
} from '../../../contracts/search/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { qualified, escapeLike } from '../../core/db/sql.ts'
import { users } from '../../core/db/tables.ts'
import { catalogueCourseView, categoryView } from '../courses/index.ts'
import { companyView, jobListingView } from '../jobs/index.ts'
import { isListedMember, memberProfileView } from '../profiles/index.ts'

// What the search reads, as the owners offer it (issue 33): read views under their tables' names,
// which PostgreSQL inlines, so every query and plan is the one over the tables themselves.
const courses = catalogueCourseView()
const categories = categoryView()
const companies = companyView()
const jobListings = jobListingView()
const profiles = memberProfileView()
const companyDoc = companies.search_doc
const jobDoc = jobListings.search_doc

/** Who searches: their role decides which students they may find. */
export interface Viewer {
  id: number
  roles: string[]
}

export interface Slice {
  limit: number
  offset: number
  /**
   * Only the rows, not how many there are in all (the search box's preview shows no totals): no
   * window count over every match, and the total is the number of rows found.
   */
  uncounted?: boolean
}

export interface Found<T> {
  items: T[]
  total: number
}

/**
 * A page's total as its window function gave it (`count(*) over ()`), or, on a page past the last
 * result, from a count of its own, so an empty page still says how many there are.
 */
async function totalOf(
  rows: { total: number }[],
  slice: Slice,
  count: () => PromiseLike<{ total: number }[]>,
): Promise<number> {
  if (slice.uncounted) return rows.length
  if (rows.length > 0) return rows[0].total
  return slice.offset > 0 ? (await count())[0].total : 0
}

/** How many rows match in all, beside each row, unless the slice asks for the rows only. */
const totalColumn = (slice: Pick<Slice, 'uncounted'>) =>
  slice.uncounted ? sql<number>`null::int` : sql<number>`(count(*) over ())::int`

/** The text as the indexes hold it: lower case, unaccented (the SQL function search_norm). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/** Trigrams need three letters to say anything; below that only the full text (prefixes) matches. */
const trigramsHelp = (q: string) => normalise(q).length >= 3

const headline = (config: SQL, text: SQL, q: string, options: string) =>
  sql<string>`ts_headline(${config}, ${text}, search_query(${q}), ${options})`

const TITLE_MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`
const SNIPPET_MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=24, MinWords=10, MaxFragments=1`

const courseDoc = courses.search_doc
const courseConfig = sql`search_config(${courses.language})`
const personName = sql`search_norm(${users.first_name} || ' ' || ${users.last_name})`

/** Text match OR trigram match on a name; no text: everything matches. */
function matches(q: string, doc: AnyColumn, name: SQL): SQL | undefined {
  if (!q) return undefined
  const n = normalise(q)
  const conditions = [sql`${doc} @@ search_query(${q})`]
  if (trigramsHelp(q)) conditions.push(sql`${n} <% ${name}`)
  return or(...conditions)
}

/**
 * The same match as `matches`, for a large table, as the ids each index finds: written as one OR,
 * PostgreSQL prices the trigram test as cheap and reads the whole table, testing every row (at
 * 10 000 courses: 74 ms, against 3 ms for the two index scans).
 */
function matchedIds(q: string, id: AnyColumn, table: SQL, doc: AnyColumn, name: SQL): SQL | undefined {
  if (!q) return undefined
  const byName = trigramsHelp(q)
    ? sql` union select ${id} from ${table} where ${normalise(q)} <% ${name}`
    : sql``
  return sql`${id} in (select ${id} from ${table} where ${doc} @@ search_query(${q})${byName})`
}

function relevance(q: string, doc: AnyColumn, name: SQL): SQL {
  if (!q) return sql`0::real`
  const n = normalise(q)
  return trigramsHelp(q)
    ? sql`(ts_rank_cd(${doc}, search_query(${q})) + word_similarity(${n}, ${name}))`
    : sql`ts_rank_cd(${doc}, search_query(${q}))`
}

const cityLike = (column: SQL | typeof profiles.city, city: string) =>
  sql`search_norm(${column}) like ${escapeLike(normalise(city)) + '%'}`

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString()

// ---------------------------------------------------------------------------------------------
// Courses

export interface CourseFilters {
  category?: string
  language?: 'it' | 'en'
  level?: string
  price?: 'free' | 'paid'
  rating?: number
  sort?: 'relevance' | 'newest' | 'rating'
  /** The topic page: courses whose topic is this one (unaccented, any case). */
  topic?: string
  /** Only what appeared after this moment (a saved search's new matches). */
  since?: Date
}

export async function searchCourses(
  db: Db,
  q: string,
  filters: CourseFilters,
  slice: Slice,
): Promise<Found<SearchCourse>> {
  const title = sql`search_norm(${courses.title})`
  const conditions: (SQL | undefined)[] = [
    isNotNull(courses.published_at),
    matchedIds(q, courses.id, sql`${courses}`, courseDoc, title),
  ]
  if (filters.category) conditions.push(eq(categories.slug, filters.category))
  if (filters.language) conditions.push(eq(courses.language, filters.language))
  if (filters.level) conditions.push(sql`${courses.level} = ${filters.level}`)
  if (filters.price === 'free') conditions.push(eq(courses.price_cents, 0))
  if (filters.price === 'paid') conditions.push(gt(courses.price_cents, 0))
  if (filters.rating) conditions.push(sql`${courses.average_reviews} >= ${filters.rating}`)
  if (filters.topic) conditions.push(sql`search_norm(${courses.topic}) = ${normalise(filters.topic)}`)
  if (filters.since) conditions.push(gt(courses.published_at, filters.since))
  const sort = filters.sort ?? 'relevance'
  const order =
    sort === 'newest'
      ? [sql`${courses.published_at} desc nulls last`]
      : sort === 'rating'
        ? [sql`${courses.average_reviews} desc`, sql`${courses.review_number} desc`]
        : [
            ...(q ? [sql`${relevance(q, courseDoc, title)} desc`] : []),
            sql`${courses.average_reviews} desc`,
            sql`${courses.published_at} desc nulls last`,
          ]
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      title_highlight: q
        ? headline(courseConfig, sql`${courses.title}`, q, TITLE_MARKS)
        : sql<string>`${courses.title}`,
      snippet: q
        ? headline(
            courseConfig,
            sql`${courses.subtitle} || ' — ' || left(${courses.description}, 2000)`,
            q,
            SNIPPET_MARKS,
          )
        : sql<string>`${courses.subtitle}`,
      cover_url: courses.cover_url,
      language: courses.language,
      level: courses.level,
      topic: courses.topic,
      price_cents: courses.price_cents,
      average_reviews: courses.average_reviews,
      review_number: courses.review_number,
      published_at: courses.published_at,
      category_slug: categories.slug,
      category_name_it: categories.name_it,
      category_name_en: categories.name_en,
      trainer_first: users.first_name,
      trainer_last: users.last_name,
      total: totalColumn(slice),
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .innerJoin(users, eq(users.id, courses.trainer_id))
    .where(and(...conditions))
    .orderBy(...order, sql`${courses.id} desc`)
    .limit(slice.limit)
    .offset(slice.offset)
  const total = await totalOf(rows, slice, () => countCourses(db, conditions))
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      title_highlight: row.title_highlight,
      snippet: row.snippet.replace(/^ — /, ''),
      cover_url: row.cover_url,
      language: row.language,
      level: row.level,
      topic: row.topic,
      price_cents: row.price_cents,
      average_reviews: row.average_reviews,
      review_number: row.review_number,
      published_at: iso(row.published_at),
      category: { slug: row.category_slug, name_it: row.category_name_it, name_en: row.category_name_en },
      trainer_name: `${row.trainer_first} ${row.trainer_last}`,
    })),
  }
}

function countCourses(db: Db, conditions: (SQL | undefined)[]) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .where(and(...conditions))
}

// ---------------------------------------------------------------------------------------------
// People

/** Who a viewer may find: trainers public to visitors; students hr_visible for HR, public otherwise. */
export function peopleVisibility(role: 'trainer' | 'student', viewer: Viewer | null): SQL | undefined {
  if (role === 'trainer') return viewer ? undefined : eq(profiles.is_public, true)
  return viewer?.roles.includes('hr') ? eq(profiles.hr_visible, true) : eq(profiles.is_public, true)
}

/**
 * The people a text finds, with their score: by name (trigrams, or the start of a word below three
 * letters) scored by the name's similarity, and by the profile's stored document scored by its text
 * rank; a person found both ways gets both. The viewer's visibility rule (on profiles) is applied
 * where the documents are matched, so a common word's matches are scored and joined only for the
 * profiles the viewer may see (at 100 000 users, "excel" matches 16 000 profiles, 6 000 of them public).
 */
function peopleFound(db: Db, q: string, visible: SQL | undefined) {
  const n = normalise(q)
  const byName = trigramsHelp(q)
    ? sql`${n} <% ${personName} or ${personName} like ${'%' + escapeLike(n) + '%'}`
    : sql`${personName} like ${escapeLike(n) + '%'} or ${personName} like ${'% ' + escapeLike(n) + '%'}`
  return db
    .select({
      id: sql<number>`found.id`.as('found_id'),
      score: sql<number>`sum(found.score)::real`.as('found_score'),
    })
    .from(
      sql`(select ${users.id} as id, word_similarity(${n}, ${personName}) as score from ${users} where ${byName}
        union all select ${profiles.user_id}, ts_rank_cd(${profiles.search_doc}, search_query(${q})) from ${profiles}
        where ${profiles.search_doc} @@ search_query(${q})${visible ? sql` and ${visible}` : sql``}) as found`,
    )
    .groupBy(sql`found.id`)
    .as('people_found')
}

export async function searchPeople(
  db: Db,
  role: 'trainer' | 'student',
  q: string,
  filters: { city?: string; since?: Date },
  viewer: Viewer | null,
  slice: Slice,
): Promise<Found<SearchPerson>> {
  const visible = peopleVisibility(role, viewer)
  const conditions: (SQL | undefined)[] = [isListedMember(role), visible]
  if (filters.city) conditions.push(cityLike(sql`${profiles.city}`, filters.city))
  if (filters.since) conditions.push(gt(users.created_at, filters.since))
  // With a text, the matches come from the two indexes (the names' trigrams on users, the stored
  // documents on profiles), each scored where it is found: a name by its similarity, a profile by
  // its text rank, summed for a person found both ways. Only those few rows are then joined to
  // users and profiles (by primary and unique keys) and filtered by who may be listed.
  const found = q ? peopleFound(db, q, visible) : undefined
  const score = found ? sql`${found.score}` : sql`0::real`
  const base = db
    .select({
      id: users.id,
      slug: profiles.slug,
      first_name: users.first_name,
      last_name: users.last_name,
      name_highlight: q
        ? headline(
            sql`'pg_catalog.simple'::regconfig`,
            sql`${users.first_name} || ' ' || ${users.last_name}`,
            q,
            TITLE_MARKS,
          )
        : sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
      avatar_url: profiles.avatar_url,
      payoff: profiles.payoff,
      city: profiles.city,
      average_reviews: profiles.average_reviews,
      total: totalColumn(slice),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .$dynamic()
  const rows = await (found ? base.innerJoin(found, eq(found.id, users.id)) : base)
    .where(and(...conditions))
    .orderBy(
      sql`${score} desc`,
      sql`${profiles.average_reviews} desc`,
      sql`${users.created_at} desc`,
      sql`${users.id} desc`,
    )
    .limit(slice.limit)
    .offset(slice.offset)
  const total = await totalOf(rows, slice, () => {
    const counted = db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .$dynamic()
    return (found ? counted.innerJoin(found, eq(found.id, users.id)) : counted).where(and(...conditions))
  })
  return {
    total,
    items: rows.map(({ total: _total, first_name, last_name, ...row }) => ({
      ...row,
      full_name: `${first_name} ${last_name}`,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// Companies and job listings

const openListing = and(
  eq(jobListings.status, 'published'),
  or(isNull(jobListings.expires_at), gt(jobListings.expires_at, sql`now()`)),
)

export async function searchCompanies(
  db: Db,
  q: string,
  filters: { city?: string; since?: Date },
  slice: Slice,
): Promise<Found<SearchCompany>> {
  const name = sql`search_norm(${companies.ragione_sociale})`
  const conditions: (SQL | undefined)[] = [matches(q, companyDoc, name)]
  if (q && !trigramsHelp(q))
    conditions[0] = or(conditions[0], sql`${name} like ${escapeLike(normalise(q)) + '%'}`)
  if (filters.city) conditions.push(cityLike(sql`${companies.city}`, filters.city))
  if (filters.since) conditions.push(gt(companies.created_at, filters.since))
  const openJobs = sql<number>`(select count(*)::int from ${jobListings} where ${qualified(jobListings.company_id)} = ${qualified(companies.id)} and ${openListing})`
  const query = db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.ragione_sociale,
      name_highlight: q
        ? headline(sql`'pg_catalog.simple'::regconfig`, sql`${companies.ragione_sociale}`, q, TITLE_MARKS)
        : sql<string>`${companies.ragione_sociale}`,
      city: companies.city,
      payoff: companies.payoff,
      logo_url: companies.logo_url,
      open_jobs: openJobs,
      total: totalColumn(slice),
    })
    .from(companies)
    .where(and(...conditions))
    .orderBy(
      sql`${relevance(q, companyDoc, name)} desc`,
      sql`${companies.created_at} desc`,
      sql`${companies.id} desc`,
    )
    .limit(slice.limit)
    .offset(slice.offset)
  const rows = await query
  const total = await totalOf(rows, slice, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(...conditions)),
  )
  return { total, items: rows.map(({ total: _total, ...row }) => row) }
}

export async function searchJobs(
  db: Db,
  q: string,
  filters: { city?: string; remote?: boolean; contract_type?: string; since?: Date },
  slice: Slice,
): Promise<Found<SearchJob>> {
  const title = sql`search_norm(${jobListings.title})`
  const conditions: (SQL | undefined)[] = [openListing, matches(q, jobDoc, title)]
  if (filters.city) conditions.push(cityLike(sql`${jobListings.city}`, filters.city))
  if (filters.remote) conditions.push(eq(jobListings.remote, true))
  if (filters.since) conditions.push(gt(jobListings.published_at, filters.since))
  if (filters.contract_type) conditions.push(sql`${jobListings.contract_type} = ${filters.contract_type}`)
  const rows = await db
    .select({
      id: jobListings.id,
      title: jobListings.title,
      title_highlight: q
        ? headline(sql`'pg_catalog.italian'::regconfig`, sql`${jobListings.title}`, q, TITLE_MARKS)
        : sql<string>`${jobListings.title}`,
      company_name: companies.ragione_sociale,
      city: jobListings.city,
      remote: jobListings.remote,
      contract_type: jobListings.contract_type,
      published_at: jobListings.published_at,
      total: totalColumn(slice),
    })
    .from(jobListings)
    .leftJoin(companies, eq(companies.id, jobListings.company_id))
    .where(and(...conditions))
    .orderBy(
      sql`${relevance(q, jobDoc, title)} desc`,
      sql`${jobListings.published_at} desc nulls last`,
      sql`${jobListings.id} desc`,
    )
    .limit(slice.limit)
    .offset(slice.offset)
  const total = await totalOf(rows, slice, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobListings)
      .where(and(...conditions)),
  )
  return {
    total,
    items: rows.map(({ total: _total, published_at, ...row }) => ({
      ...row,
      published_at: iso(published_at),
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// Topics and categories

export async function searchTopics(
  db: Db,
  q: string,
  limit: number,
  uncounted = false,
): Promise<Found<SearchTopic>> {
  if (!q) return { items: [], total: 0 }
  const n = normalise(q)
  const topic = sql`search_norm(${courses.topic})`
  const match = trigramsHelp(q)
    ? sql`(${n} <% ${topic} or ${topic} like ${'%' + escapeLike(n) + '%'})`
    : sql`${topic} like ${escapeLike(n) + '%'}`
  const rows = await db
    .select({
      topic: sql<string>`min(${courses.topic})`,
      courses: sql<number>`count(*)::int`,
      similarity: sql<number>`max(word_similarity(${n}, ${topic}))`,
      total: totalColumn({ uncounted }),
    })
    .from(courses)
    .where(and(isNotNull(courses.published_at), sql`${courses.topic} <> ''`, match))
    .groupBy(topic)
    .orderBy(sql`3 desc`, sql`2 desc`, sql`1`)
    .limit(limit)
  return {
    total: uncounted ? rows.length : (rows[0]?.total ?? 0),
    items: rows.map(({ topic, courses }) => ({ topic, courses })),
  }
}

export async function searchCategories(
  db: Db,
  q: string,
  limit: number,
  uncounted = false,
): Promise<Found<SearchCategory>> {
  if (!q) return { items: [], total: 0 }
  const n = normalise(q)
  const names = sql`search_norm(${categories.name_it} || ' ' || ${categories.name_en})`
  const rows = await db
    .select({
      slug: categories.slug,
      name_it: categories.name_it,
      name_en: categories.name_en,
      courses: sql<number>`(select count(*)::int from ${courses} where ${qualified(courses.category_id)} = ${qualified(categories.id)} and ${qualified(courses.published_at)} is not null)`,
      total: totalColumn({ uncounted }),
    })
    .from(categories)
    .where(
      or(
        sql`${names} like ${'%' + escapeLike(n) + '%'}`,
        trigramsHelp(q) ? sql`${n} <% ${names}` : undefined,
        sql`to_tsvector('pg_catalog.italian', ${names}) @@ search_query(${q})`,
      ),
    )
    .orderBy(sql`word_similarity(${n}, ${names}) desc`, categories.position)
    .limit(limit)
  return {
    total: uncounted ? rows.length : (rows[0]?.total ?? 0),
    items: rows.map(({ total: _total, ...row }) => row),
  }
}

export async function findCategory(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: categories.slug, name_it: categories.name_it, name_en: categories.name_en })
    .from(categories)
    .where(eq(categories.slug, slug))
  return row ?? null
}

// ---------------------------------------------------------------------------------------------
// One paged kind, as the result pages and the saved searches' job ask for it

export function pagedSearch(
  db: Db,
  kind: PagedKind,
  query: Omit<SearchPageQuery, 'page' | 'per_page'> & { topic?: string; since?: Date },
  viewer: Viewer | null,
  slice: Slice,
): Promise<Found<SearchCourse | SearchPerson | SearchCompany | SearchJob>> {
  switch (kind) {
    case 'courses':
      return searchCourses(db, query.q, query, slice)
    case 'trainers':
    case 'students':
      return searchPeople(db, kind === 'trainers' ? 'trainer' : 'student', query.q, query, viewer, slice)
    case 'companies':
      return searchCompanies(db, query.q, query, slice)
    case 'jobs':
      return searchJobs(db, query.q, query, slice)
  }
}
