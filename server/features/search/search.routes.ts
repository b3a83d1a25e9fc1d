/**
 * The search calls (issue 19): every kind at once (the search box's preview, /search), one kind
 * paged with its filters (/search/results/{kind}), a category's and a topic's courses.
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
import { SEARCH_LIMITS, type PagedKind, type SearchPageQuery } from '../../../contracts/search/schemas.ts'
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
const viewerOf = (user: { id: number; roles: string[] } | null): Viewer | null =>
  user ? { id: user.id, roles: user.roles } : null

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, searchAll, async ({ query, request }) => {
    const q = query.q
    const limit = query.per_page ?? (query.short_preview ? SEARCH_LIMITS.preview : SEARCH_LIMITS.all)
    const viewer = viewerOf(request.user)
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
  })

  const kinds = [
    ['courses', searchCoursesEndpoint],
    ['trainers', searchTrainers],
    ['students', searchStudents],
    ['companies', searchCompanies],
    ['jobs', searchJobsEndpoint],
  ] as const
  for (const [kind, descriptor] of kinds) {
    route(app, descriptor, async ({ query, request }) => {
      const found = await pagedSearch(app.db, kind as PagedKind, query, viewerOf(request.user), slice(query))
      // the union of item shapes is the descriptor's item for this kind
      return paginated(found.items as never[], page(query), found.total)
    })
  }

  route(app, searchCategory, async ({ params, query, request }) => {
    const category = await findCategory(app.db, params.category)
    if (!category) throw notFound(say('categoryUnknown', requestLocale(request)))
    const found = await searchCourses(app.db, query.q, { ...query, category: category.slug }, slice(query))
    return { ...paginated(found.items, page(query), found.total), category }
  })

  route(app, searchTopic, async ({ params, query }) => {
    const found = await searchCourses(app.db, query.q, { ...query, topic: params.topic }, slice(query))
    return { ...paginated(found.items, page(query), found.total), topic: params.topic }
  })
}
