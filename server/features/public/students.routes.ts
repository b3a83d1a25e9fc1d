import type { FastifyPluginAsync } from 'fastify'
import {
  publicSchemasFor,
  type PaginationMeta,
  type StudentSummary,
} from '../../../contracts/public/schemas.ts'
import { paginated } from '../../core/http/pagination.ts'
import { parseRequest } from '../../core/http/validate.ts'
import { listStudents } from './students.queries.ts'

export const studentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/students',
    { config: { access: 'public' } },
    async (request): Promise<{ data: StudentSummary[]; meta: PaginationMeta }> => {
      const page = parseRequest(request, 'query', (locale) => publicSchemasFor(locale).PageQuery)
      const { items, total } = await listStudents(app.db, page)
      return paginated(items, page, total)
    },
  )
}
