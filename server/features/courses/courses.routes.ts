import type { FastifyPluginAsync } from 'fastify'
import type { PaginationMeta } from '../../../contracts/core/endpoint.ts'
import { getCourse, listCourses } from '../../../contracts/courses/endpoints.ts'
import type { CourseDetail, CourseSummary } from '../../../contracts/courses/schemas.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { notFound } from '../../core/http/errors.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import {
  findCourseBySlug,
  firstPromoEnd,
  listCourses as queryCourses,
  rememberable,
  type CourseFilter,
} from './courses.queries.ts'

/**
 * The public catalogue and course pages are read far more than they are written: whole answers are
 * kept until a table they read is written (core/db/snapshot-cache.ts), and no longer than the first
 * promo they show (its price changes when it ends, with no commit).
 */
const cataloguePages = snapshotCache<{ data: CourseSummary[]; meta: PaginationMeta }>({
  name: 'catalogue pages',
  maxEntries: 2_000,
  tables: ['categories', 'course_enrolment_counts', 'courses', 'lessons', 'profiles', 'users'],
})
const coursePages = snapshotCache<{ data: CourseDetail } | null>({
  name: 'course pages',
  maxEntries: 2_000,
  tables: ['categories', 'course_enrolment_counts', 'courses', 'lessons', 'profiles', 'users'],
})

export const courseRoutes: FastifyPluginAsync = async (app) => {
  route(app, listCourses, async ({ query }) => {
    const { page, perPage, category, q, price_min, price_max, free, language, rating, sort } = query
    const filter: CourseFilter = {
      category,
      q: q || undefined,
      priceMin: price_min,
      priceMax: price_max,
      free,
      language,
      rating,
      sort,
    }
    const read = async () => {
      const { items, total } = await queryCourses(app.db, { page, perPage }, filter)
      return paginated(items, { page, perPage }, total)
    }
    if (!rememberable(filter)) return read()
    return cataloguePages.read(app.db, JSON.stringify(query), async () => {
      const value = await read()
      return { value, until: firstPromoEnd(value.data) }
    })
  })

  route(app, getCourse, async ({ params: { slug } }) => {
    const answer = await coursePages.read(app.db, slug, async () => {
      const course = await findCourseBySlug(app.db, slug)
      return course ? { value: { data: course }, until: firstPromoEnd([course]) } : { value: null }
    })
    if (!answer) throw notFound('Course not found.')
    return answer
  })
}
