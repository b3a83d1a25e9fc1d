import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type CourseDetail,
  type CourseSummary,
  type PaginationMeta,
} from '../../../../contracts/api/public.ts'
import { notFound } from '../../../lib/http-errors.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseRequest } from '../../../lib/validate.ts'
import { findCourseBySlug, listCourses } from './courses.queries.ts'

export const courseRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/courses',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CourseSummary[]; meta: PaginationMeta }> => {
      const { page, perPage, category, q } = parseRequest(
        request,
        'query',
        (locale) => publicSchemasFor(locale).CourseListQuery,
      )
      const { items, total } = await listCourses(app.db, { page, perPage }, { category, q: q || undefined })
      return paginated(items, { page, perPage }, total)
    },
  )

  app.get(
    '/api/public/courses/:slug',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CourseDetail }> => {
      const { slug } = parseRequest(request, 'params', (locale) => publicSchemasFor(locale).CourseSlugParams)
      const course = await findCourseBySlug(app.db, slug)
      if (!course) throw notFound('Course not found.')
      return { data: course }
    },
  )
}
