import type { FastifyPluginAsync } from 'fastify'
import { PageQuery, type PaginationMeta, type StudentSummary } from '../../../../contracts/api/public.ts'
import { paginated } from '../../../lib/pagination.ts'
import { parseInput } from '../../../lib/validate.ts'
import { listStudents } from './students.queries.ts'

export const studentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/public/students',
    { config: { access: 'public' } },
    async (request): Promise<{ data: StudentSummary[]; meta: PaginationMeta }> => {
      const page = parseInput(PageQuery, request.query, 'query')
      const { items, total } = await listStudents(app.db, page)
      return paginated(items, page, total)
    },
  )
}
