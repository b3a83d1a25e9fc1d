/**
 * The search calls (issue 19): every kind at once (the search box's preview, /search), one kind
 * paged with its filters (/search/results/{kind}), a category's and a topic's courses.
 *
 * An answer depends on the query and on who asks only through their class (a visitor, a member,
 * an HR user: see peopleVisibility), so it is kept per call, class and query while the database
 * is unchanged (core/db/snapshot-cache.ts): what many people search — a popular subject, its first
 * letters in the preview — costs one computation per commit instead of up to seven statements a
 * request. A job listing also closes without a commit when it expires, so an answer that can hold
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
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
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

const answers = snapshotCache<unknown>({
  name: 'search answers',
  maxEntries: 5_000,
  tables: ['categories', 'companies', 'courses', 'job_listings', 'profiles', 'users'],
})
/** How long an answer that can hold open job listings is kept with no commit: one may expire. */
export const SEARCH_JOBS_KEPT_MS = 60_000

/** The answer to a call for this caller and query, kept until a table they read is written. */
function kept<T>(db: Db, key: unknown[], compute: () => Promise<T>, holdsJobs = false): Promise<T> {
  if (!holdsJobs) return answers.value(db, JSON.stringify(key), compute)
  return answers.read(db, JSON.stringify(key), async () => ({
    value: await compute(),
    until: Date.now() + SEARCH_JOBS_KEPT_MS,
  })) as Promise<T>
}

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, searchAll, ({ query, request }) =>
    kept(app.db, ['all', viewerClass(request.user), query], () => everything(query, request.user), true),
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
    // one after the other: PGlite runs one query at a time anyway, and a pool of 10 serves 100 searches
    const courses = await searchCourses(app.db, q, {}, first)
    const trainers = await searchPeople(app.db, 'trainer', q, {}, viewer, first)
    const students = await searchPeople(app.db, 'student', q, {}, viewer, first)
    const companies = await findCompanies(app.db, q, {}, first)
    const jobs = await searchJobs(app.db, q, {}, first)
    const topics = await searchTopics(app.db, q, limit, uncounted)
    const categories = await searchCategories(app.db, q, limit, uncounted)
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
      kept(
        app.db,
        [kind, viewerClass(request.user), query],
        async () => {
          const found = await pagedSearch(app.db, kind, query, viewerOf(request.user), slice(query))
          // the union of item shapes is the descriptor's item for this kind
          return paginated(found.items as never[], page(query), found.total)
        },
        kind === 'jobs',
      ),
    )
  }

  route(app, searchCategory, ({ params, query, request }) =>
    // a refusal is not kept: its message is in the caller's language
    kept(app.db, ['category', params.category, query], async () => {
      const category = await findCategory(app.db, params.category)
      if (!category) throw notFound(say('categoryUnknown', requestLocale(request)))
      const found = await searchCourses(app.db, query.q, { ...query, category: category.slug }, slice(query))
      return { ...paginated(found.items, page(query), found.total), category }
    }),
  )

  route(app, searchTopic, ({ params, query }) =>
    kept(app.db, ['topic', params.topic, query], async () => {
      const found = await searchCourses(app.db, query.q, { ...query, topic: params.topic }, slice(query))
      return { ...paginated(found.items, page(query), found.total), topic: params.topic }
    }),
  )
}
