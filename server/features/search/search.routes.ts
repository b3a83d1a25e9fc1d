/**
 * The search calls (issue 19): every kind at once (the search box's preview, /search), one kind
 * paged with its filters (/search/results/{kind}), a category's and a topic's courses.
 *
 * An answer depends on the query and on who asks only through their class (a visitor, a member,
 * an HR user: see peopleVisibility), so each of its parts is kept per call, class and query until
 * a table the part reads is written (core/db/snapshot-cache.ts): what many people search — a
 * popular subject, its first letters in the preview — costs a statement per part that changed
 * instead of up to seven a request. A job listing also closes without a commit when it expires, so an answer that can hold
 * listings is kept a minute at most, as the public listing's pages are.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  searchAll,
  searchCategory,
  searchCompanies,
  searchCourses as searchCoursesEndpoint,
  searchJobs as searchJobsEndpoint,
  searchStudents,
  searchTopic,
  searchTrainers,
} from '../../../contracts/search/endpoints.ts'
import { SEARCH_LIMITS, type SearchPageQuery, type SearchQuery } from '../../../contracts/search/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { snapshotCache, type SnapshotCache } from '../../core/db/snapshot-cache.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { say } from './messages.ts'
import {
  findCategory,
  pagedSearch,
  searchCategories,
  searchCompanies as findCompanies,
  searchCourses,
  searchJobs,
  searchPeople,
  searchTopics,
  type Viewer,
} from './search.queries.ts'

const slice = (query: SearchPageQuery) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
})
const page = (query: SearchPageQuery) => ({ page: query.page, perPage: query.per_page })
type Caller = { id: number; roles: string[] } | null
const viewerOf = (user: Caller): Viewer | null => (user ? { id: user.id, roles: user.roles } : null)
/** All of the caller a search depends on (peopleVisibility): no account, an HR user, anyone else. */
const viewerClass = (user: Caller) => (!user ? 'visitor' : user.roles.includes('hr') ? 'hr' : 'member')

/**
 * The answers, kept per part of the search: each cache declares only the tables its part reads, so a
 * write recomputes the parts that read it: a new job listing recomputes the listings and the
 * companies found, not the courses or the people (and an enrolment, which moves only the count's
 * own version, migration 0048, none of them).
 */
const PARTS = {
  courses: ['categories', 'courses', 'users'],
  people: ['profiles', 'users'],
  companies: ['companies', 'job_listings'],
  jobs: ['companies', 'job_listings'],
  topics: ['courses'],
  categories: ['categories', 'courses'],
} as const
type Part = keyof typeof PARTS
const partAnswers = Object.fromEntries(
  Object.entries(PARTS).map(([part, tables]) => [
    part,
    snapshotCache<unknown>({ name: `search answers: ${part}`, maxEntries: 5_000, tables }),
  ]),
) as Record<Part, SnapshotCache<unknown>>
/** The caches, by name (core/db/cached-reads.test.ts checks each). */
export const SEARCH_CACHES = ['search answers', ...Object.values(partAnswers).map((cache) => cache.name)]
/** How long an answer that can hold open job listings is kept with no commit: one may expire. */
export const SEARCH_JOBS_KEPT_MS = 60_000
/** The parts that show open job listings (the listings, a company's count of them). */
const EXPIRING: readonly Part[] = ['companies', 'jobs']

/** The answer of one part for this key, kept until a table the part reads is written. */
function kept<T>(db: Db, part: Part, key: unknown[], compute: () => Promise<T>): Promise<T> {
  const cache = partAnswers[part]
  if (!EXPIRING.includes(part)) return cache.value(db, JSON.stringify(key), compute) as Promise<T>
  return cache.read(db, JSON.stringify(key), async () => ({
    value: await compute(),
    until: Date.now() + SEARCH_JOBS_KEPT_MS,
  })) as Promise<T>
}

/** The cache part of a paged kind. */
const partOf = (kind: 'courses' | 'trainers' | 'students' | 'companies' | 'jobs'): Part =>
  kind === 'trainers' || kind === 'students' ? 'people' : kind

export const searchRoutes: FastifyPluginAsync = async (app) => {
  /**
   * A whole answer of every kind at once, kept until a table of any part is written: a kept one costs
   * one statement (its versions) instead of one per part; when one is computed again, the parts whose
   * tables were not written come from their own caches.
   */
  const wholeAnswers = snapshotCache<Awaited<ReturnType<typeof everything>>>({
    name: 'search answers',
    maxEntries: 5_000,
    tables: [...new Set(Object.values(PARTS).flat())],
  })
  route(app, searchAll, ({ query, request }) =>
    wholeAnswers.read(app.db, JSON.stringify([viewerClass(request.user), query]), async () => ({
      value: await everything(query, request.user),
      until: Date.now() + SEARCH_JOBS_KEPT_MS,
    })),
  )

  async function everything(query: SearchQuery, user: Caller) {
    const q = query.q
    const limit = query.per_page ?? (query.short_preview ? SEARCH_LIMITS.preview : SEARCH_LIMITS.all)
    const viewer = viewerOf(user)
    const empty = { items: [], total: 0 }
    if (!q) {
      return {
        data: {
          q,
          courses: empty,
          trainers: empty,
          students: empty,
          companies: empty,
          jobs: empty,
          topics: empty,
          categories: empty,
        },
      }
    }
    // the search box's preview shows a few of each kind and no totals: it counts nothing
    const uncounted = Boolean(query.short_preview)
    const first = { limit, offset: 0, uncounted }
    const key = ['all', q, limit, uncounted]
    const people = [...key, viewerClass(user)]
    // one after the other: PGlite runs one query at a time anyway, and a pool of 10 serves 100 searches
    const courses = await kept(app.db, 'courses', key, () => searchCourses(app.db, q, {}, first))
    const trainers = await kept(app.db, 'people', [...people, 'trainer'], () =>
      searchPeople(app.db, 'trainer', q, {}, viewer, first),
    )
    const students = await kept(app.db, 'people', [...people, 'student'], () =>
      searchPeople(app.db, 'student', q, {}, viewer, first),
    )
    const companies = await kept(app.db, 'companies', key, () => findCompanies(app.db, q, {}, first))
    const jobs = await kept(app.db, 'jobs', key, () => searchJobs(app.db, q, {}, first))
    const topics = await kept(app.db, 'topics', key, () => searchTopics(app.db, q, limit, uncounted))
    const categories = await kept(app.db, 'categories', key, () =>
      searchCategories(app.db, q, limit, uncounted),
    )
    return { data: { q, courses, trainers, students, companies, jobs, topics, categories } }
  }

  const kinds = [
    ['courses', searchCoursesEndpoint],
    ['trainers', searchTrainers],
    ['students', searchStudents],
    ['companies', searchCompanies],
    ['jobs', searchJobsEndpoint],
  ] as const
  for (const [kind, descriptor] of kinds) {
    route(app, descriptor, ({ query, request }) =>
      kept(app.db, partOf(kind), [kind, viewerClass(request.user), query], async () => {
        const found = await pagedSearch(app.db, kind, query, viewerOf(request.user), slice(query))
        // the union of item shapes is the descriptor's item for this kind
        return paginated(found.items as never[], page(query), found.total)
      }),
    )
  }

  route(app, searchCategory, ({ params, query, request }) =>
    // a refusal is not kept: its message is in the caller's language
    kept(app.db, 'courses', ['category', params.category, query], async () => {
      const category = await findCategory(app.db, params.category)
      if (!category) throw notFound(say('categoryUnknown', requestLocale(request)))
      const found = await searchCourses(app.db, query.q, { ...query, category: category.slug }, slice(query))
      return { ...paginated(found.items, page(query), found.total), category }
    }),
  )

  route(app, searchTopic, ({ params, query }) =>
    kept(app.db, 'courses', ['topic', params.topic, query], async () => {
      const found = await searchCourses(app.db, query.q, { ...query, topic: params.topic }, slice(query))
      return { ...paginated(found.items, page(query), found.total), topic: params.topic }
    }),
  )
}
