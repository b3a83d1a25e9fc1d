import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import {
  CourseListQuery,
  type CourseDetail,
  type CourseSummary,
  type PaginationMeta,
} from '../../../../contracts/api/public.ts'
import { notFound } from '../../../lib/http-errors.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseInput } from '../../../lib/validate.ts'
import { findCourseBySlug, listCourses } from './courses.queries.ts'

const CourseParams = v.object({
  slug: v.pipe(v.string(), v.maxLength(200, 'The slug field must not be longer than 200 characters.')),
})

export const courseRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/courses',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CourseSummary[]; meta: PaginationMeta }> => {
      const { page, perPage, category, q } = parseInput(CourseListQuery, request.query, 'query')
      const { items, total } = await listCourses(app.db, { page, perPage }, { category, q: q || undefined })
      return paginated(items, { page, perPage }, total)
    },
  )

  app.get(
    '/api/public/courses/:slug',
    { config: { access: 'public' } },
    async (request): Promise<{ data: CourseDetail }> => {
      const { slug } = parseInput(CourseParams, request.params, 'params')
      const course = await findCourseBySlug(app.db, slug)
      if (!course) throw notFound('Course not found.')
      return { data: course }
    },
  )
}
