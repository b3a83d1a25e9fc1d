import type { FastifyPluginAsync } from 'fastify'
import { getCourse, listCourses } from '../../../contracts/courses/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { findCourseBySlug, listCourses as queryCourses } from './courses.queries.ts'

export const courseRoutes: FastifyPluginAsync = async (app) => {
  route(app, listCourses, async ({ query }) => {
    const { page, perPage, category, q, price_min, price_max, free, language, rating, sort } = query
    const { items, total } = await queryCourses(
      app.db,
      { page, perPage },
      { category, q: q || undefined, priceMin: price_min, priceMax: price_max, free, language, rating, sort },
    )
    return paginated(items, { page, perPage }, total)
  })

  route(app, getCourse, async ({ params: { slug } }) => {
    const course = await findCourseBySlug(app.db, slug)
    if (!course) throw notFound('Course not found.')
    return { data: course }
  })
}
